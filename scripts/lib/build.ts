import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const SOURCES = ['src', 'collections', 'blocks', 'migrations', 'public']
const FILES = ['package-lock.json', 'payload.config.ts', 'next.config.mjs', 'tsconfig.json']
const STAMP = 'sora-build-stamp'

function* walk(directory: string): Generator<string> {
  if (!existsSync(directory)) return
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** A fingerprint of everything the production build depends on. */
export function buildStamp(root: string): string {
  const hash = createHash('sha1')
  for (const file of FILES) {
    const full = path.join(root, file)
    if (existsSync(full)) hash.update(file).update(readFileSync(full))
  }
  for (const directory of SOURCES) {
    for (const file of walk(path.join(root, directory))) {
      const info = statSync(file)
      hash.update(`${path.relative(root, file)}:${info.size}:${info.mtimeMs}\n`)
    }
  }
  return hash.digest('hex')
}

/** True when there is no build, or the sources changed since it was made. */
export function needsBuild(root: string): boolean {
  const stampFile = path.join(root, '.next', STAMP)
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(stampFile)) return true
  return readFileSync(stampFile, 'utf8').trim() !== buildStamp(root)
}

/** Runs `next build` on this Node and records the stamp on success. */
export async function runBuild(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  const stamp = buildStamp(root)
  const require = createRequire(path.join(root, 'package.json'))
  const nextBin = require.resolve('next/dist/bin/next')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (exit code ${code})`)),
    )
  })
  writeFileSync(path.join(root, '.next', STAMP), `${stamp}\n`)
}
