/**
 * `npm run payload -- <command>`: the Payload CLI with the app's environment. Without
 * DATABASE_URL it starts the embedded PostgreSQL for the duration of the command (e.g.
 * `npm run payload -- migrate:create add-products` to write a migration).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedPostgres, type EmbeddedPostgres } from './lib/postgres.ts'
import { loadSecrets } from './lib/secrets.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
const secrets = loadSecrets(dataDir, process.env, process.env.APP_ENV !== 'production')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_JOBS: 'off',
}
for (const [name, value] of Object.entries(secrets)) if (value && !env[name]) env[name] = value

let database: EmbeddedPostgres | undefined
if (!env.DATABASE_URL) {
  database = await startEmbeddedPostgres({
    dataDir,
    password: secrets.EMBEDDED_PG_PASSWORD ?? '',
    log: () => undefined,
  })
  env.DATABASE_URL = database.url
}
const bin = path.join(root, 'node_modules', 'payload', 'bin.js')
let code = 1
try {
  const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  code = await new Promise<number>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode ?? 1)),
  )
} finally {
  await database?.stop()
}
process.exit(code)
