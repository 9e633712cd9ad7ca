import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { initTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * Starts the transaction of `req` with a lock timeout and a statement timeout of its own, so a
 * stalled database (a lock held elsewhere, a slow disk) fails this work fast instead of hanging.
 * Answers the transaction's session, for statements Payload has no call for.
 */
export async function beginBoundedTransaction(
  payload: Payload,
  req: PayloadRequest,
  { lockTimeoutMs, statementTimeoutMs }: { lockTimeoutMs: number; statementTimeoutMs: number },
) {
  await initTransaction(req)
  const transaction = await req.transactionID
  const session =
    transaction === undefined
      ? undefined
      : (payload.db as unknown as PostgresAdapter).sessions[transaction]
  if (!session) throw new Error('no database transaction could be started')
  await session.db.execute(sql`
    SELECT set_config('lock_timeout', ${String(lockTimeoutMs)}, true),
           set_config('statement_timeout', ${String(statementTimeoutMs)}, true)`)
  return session
}
