import config from '@payload-config'
import { getPayload } from 'payload'
import type pg from 'pg'

import { getEnv } from '@/env'
import { registerMissingTextsOnce } from '@/i18n/registerTexts'
import { startInvalidationBus } from '@/lib/cache/invalidationBus'
import { databaseUrl } from '@/lib/db/databaseUrl'
import { LOCKS, withAdvisoryLock } from '@/lib/db/locks'
import { committedMigrations } from '@/lib/db/migrations'
import { processWide } from '@/lib/processWide'
import { seed } from '@/seed'
import { onShutdown } from '@/server/lifecycle'

/**
 * Brings the database to the current schema (committed migrations only, never `push`), seeds
 * the demo content when it is missing, and registers interface texts the backend lacks — under
 * an advisory lock, so instances starting together on one database do it once, one after the
 * other. Then listens for the cache invalidations of every instance.
 */
export async function bootstrap(): Promise<void> {
  const payload = await getPayload({ config })
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  // Idle pool clients report a database that goes away (shutdown, failover); log, don't crash.
  pool.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  processWide('sora.invalidationBus', () => {
    const bus = startInvalidationBus({
      connectionString: databaseUrl(),
      log: (message) => payload.logger.warn(message),
    })
    onShutdown(() => bus.stop())
    return bus
  })
  await withAdvisoryLock(pool, LOCKS.bootstrap, async () => {
    payload.logger.info('Applying database migrations…')
    await payload.db.migrate({ migrations: committedMigrations })
    if (getEnv().SEED === 'auto') await seed(payload)
    const registered = await registerMissingTextsOnce()
    if (registered > 0) payload.logger.info(`Registered ${registered} interface texts`)
  })
}
