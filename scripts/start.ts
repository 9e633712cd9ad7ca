/**
 * `npm start`: prepares everything a fresh machine lacks and serves the site.
 * secrets → production build (when sources changed) → database (embedded PostgreSQL unless
 * DATABASE_URL is set) → server (which migrates and seeds on start) → ready.
 */
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { getEnv } from '../src/env.ts'
import { needsBuild, runBuild } from './lib/build.ts'
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from './lib/postgres.ts'
import { loadSecrets } from './lib/secrets.ts'
import { startServer, type RunningServer } from '../src/server/httpServer.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const dev = process.argv.includes('--dev')
const started = Date.now()
const step = (index: number, text: string) => console.log(`\n[${index}/5] ${text}`)
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

let database: EmbeddedPostgres | undefined
let server: RunningServer | undefined
let shuttingDown = false

async function shutdown(signal: string, code = 0) {
  if (shuttingDown) return
  shuttingDown = true
  console.log(`\n${signal}: stopping…`)
  await server?.close().catch(() => undefined)
  await database?.stop().catch(() => undefined)
  // Test and benchmark runs start on a throwaway data directory and remove it on the way out.
  if (getEnv().DATA_DIR_EPHEMERAL === '1')
    rmSync(getEnv().DATA_DIR, { recursive: true, force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal))
// npm does not forward signals: when whoever started us is gone, stop too (and stop PostgreSQL).
const parent = process.ppid
if (parent !== 1)
  setInterval(() => process.ppid !== parent && void shutdown('parent process exited'), 1000).unref()

async function main() {
  console.log('Sora Electric Vietnam website')
  step(1, 'Checking dependencies')
  const major = Number(process.versions.node.split('.')[0])
  if (major < 24)
    throw new Error(
      `Node ${process.versions.node} is too old; run through npm (the project pins Node 24).`,
    )
  if (!existsSync(path.join(root, 'node_modules', 'next')))
    throw new Error('Dependencies are missing: run `npm ci` first.')
  console.log(`  Node ${process.versions.node}, dependencies installed`)
  const port = Number(process.env.PORT ?? 3000)
  if ((await freePort(port)) !== port)
    throw new Error(
      `Port ${port} is in use. Stop what runs there, or start with PORT=<another port>.`,
    )

  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
  process.env.DATA_DIR = dataDir
  const production = process.env.APP_ENV === 'production'
  const secrets = loadSecrets(dataDir, process.env, !production)
  for (const [name, value] of Object.entries(secrets))
    if (value && !process.env[name]) process.env[name] = value
  const env = getEnv()
  console.log(
    `  secrets: ${production ? 'from the environment' : `from the environment or ${path.join(dataDir, 'secrets.json')}`}`,
  )

  step(2, 'Production build')
  if (dev) console.log('  skipped (development mode)')
  else if (production && existsSync(path.join(root, '.next', 'BUILD_ID')))
    console.log('  using the build made ahead of time (APP_ENV=production)')
  else if (needsBuild(root)) {
    console.log('  sources changed or no build yet: running `next build` (1–2 minutes)…')
    await runBuild(root, { ...process.env, NODE_ENV: 'production' })
  } else console.log('  up to date')

  step(3, 'Database')
  if (env.DATABASE_URL) console.log('  using DATABASE_URL')
  else {
    database = await startEmbeddedPostgres({
      dataDir,
      password: secrets.EMBEDDED_PG_PASSWORD ?? '',
    })
    process.env.DATABASE_URL = database.url
    console.log(
      `  embedded PostgreSQL on 127.0.0.1:${database.port}, data in ${database.dataDirectory}`,
    )
  }

  step(4, 'Server: migrations, seed, interface texts')
  if (!dev) Object.assign(process.env, { NODE_ENV: 'production' })
  server = await startServer({
    root,
    dev,
    hostname: env.HOST,
    port: env.PORT,
    frontCache: env.FRONT_CACHE === 'on',
  })

  step(5, `Ready in ${elapsed()}`)
  console.log(`  Site:  ${env.SITE_URL}  (English: ${env.SITE_URL}/en)`)
  console.log(
    `  Admin: ${env.SITE_URL}/admin  (${env.ADMIN_EMAIL}; password: ADMIN_PASSWORD, or the one printed when the database was first seeded, kept in ${path.join(dataDir, 'initial-admin.txt')})`,
  )
}

main().catch(async (error: unknown) => {
  console.error(`\nStart failed: ${error instanceof Error ? error.message : String(error)}`)
  await shutdown('error', 1)
})
