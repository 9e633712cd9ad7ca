import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createTestDatabase } from './database'
import { testEnvironment } from './testEnv'

/**
 * Integration tests run against real PostgreSQL: a fresh database, migrated with the committed
 * migrations and seeded with the same demo data the site ships with.
 */
export default async function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sora-int-'))
  chmodSync(dataDir, 0o755)
  Object.assign(process.env, testEnvironment(dataDir))
  const database = await createTestDatabase(dataDir)
  process.env.DATABASE_URL = database.url

  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  const { committedMigrations } = await import('../../src/lib/db/migrations')
  const { seed } = await import('../../src/seed')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations })
  await seed(payload)
  await closePayload(payload)

  return async () => {
    await database.dispose()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Payload keeps one pool client checked out for its whole life, so `destroy()` cannot drain the
 * pool; ignore the errors that client raises when the database stops afterwards.
 */
export async function closePayload(payload: { db: unknown; destroy: () => Promise<void> }) {
  const pool = (payload.db as { pool?: { on: (event: string, listener: () => void) => void } }).pool
  pool?.on('error', () => undefined)
  await payload.destroy().catch(() => undefined)
}
