import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/env'
import { committedMigrations } from '@/lib/db/migrations'
import { registerMissingTextsOnce } from '@/i18n/registerTexts'
import { seed } from '@/seed'

/**
 * Brings the database to the current schema (committed migrations only, never `push`), seeds
 * the demo content when it is missing, and registers interface texts the backend lacks.
 */
export async function bootstrap(): Promise<void> {
  const payload = await getPayload({ config })
  // Idle pool clients report a database that goes away (shutdown, failover); log, don't crash.
  const pool = (
    payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }
  ).pool
  pool?.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  payload.logger.info('Applying database migrations…')
  await payload.db.migrate({ migrations: committedMigrations })
  if (getEnv().SEED === 'auto') await seed(payload)
  const registered = await registerMissingTextsOnce()
  if (registered > 0) payload.logger.info(`Registered ${registered} interface texts`)
}
