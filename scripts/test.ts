/**
 * `npm test`: every gate, in order of cost: format, lint, types, unit, integration (real
 * PostgreSQL), end-to-end (production build in Chromium). Runs them all and reports each, so one
 * failure does not hide another; exits non-zero when any failed.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  {
    name: 'lint',
    command: bin('eslint'),
    args: ['--config', '.config/eslint.config.mjs', '--max-warnings', '0', '.'],
  },
  { name: 'types', command: bin('tsc'), args: ['--noEmit'] },
  {
    name: 'unit',
    command: bin('vitest'),
    args: ['run', '--config', '.config/vitest.config.ts', '--project', 'unit'],
  },
  {
    name: 'integration',
    command: bin('vitest'),
    args: ['run', '--config', '.config/vitest.config.ts', '--project', 'int'],
  },
  {
    name: 'end-to-end',
    command: bin('playwright'),
    args: ['test', '--config', '.config/playwright.config.ts'],
  },
]

const only = process.argv.slice(2)
const run = (step: (typeof steps)[number]) =>
  new Promise<number>((resolve) => {
    console.log(`\n━━ ${step.name} ━━`)
    // Tools run on this Node (24): their bins are scripts with a `node` shebang.
    const child = spawn(process.execPath, [step.command, ...step.args], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
  console.warn(
    'Chromium not found (set CHROME_PATH, or `apt-get install -y chromium`): end-to-end tests will fail.',
  )
}

const results: { name: string; ok: boolean; seconds: number }[] = []
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue
  const started = Date.now()
  const code = await run(step)
  results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 })
}

console.log('\n━━ summary ━━')
for (const result of results)
  console.log(
    `${result.ok ? 'pass' : 'FAIL'}  ${result.name.padEnd(12)} ${result.seconds.toFixed(0)} s`,
  )
process.exit(results.every((result) => result.ok) ? 0 : 1)
