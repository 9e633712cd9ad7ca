import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { freePort, startEmbeddedPostgres } from '../../scripts/lib/postgres'

export type TestDatabase = { url: string; dispose: () => Promise<void> }

/**
 * A fresh, empty database for one test run: a new database on DATABASE_URL's server when one is
 * given (dropped afterwards), otherwise an embedded PostgreSQL on a free port in `dataDir`.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const given = process.env.DATABASE_URL
  if (given) {
    const name = `sora_test_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: given })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`)
    await admin.end()
    const url = new URL(given)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      dispose: async () => {
        const client = new pg.Client({ connectionString: given })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    password: randomBytes(16).toString('hex'),
    port: await freePort(),
    log: () => undefined,
  })
  return { url: server.url, dispose: server.stop }
}
