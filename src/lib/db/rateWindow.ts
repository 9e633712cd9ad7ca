import { createHash } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Counts an action for a key in a fixed window, in PostgreSQL (never in process memory, so every
 * instance shares it). Returns the count including this one.
 */
export async function countInWindow(
  payload: Payload,
  key: string,
  windowSeconds: number,
): Promise<number> {
  // The column holds 200 characters: a longer key (a long e-mail in it) is shortened to a hash.
  const stored =
    key.length <= 200
      ? key
      : `${key.slice(0, 120)}#${createHash('sha256').update(key).digest('hex')}`
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ hits: number }>(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${stored}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING hits`)
  return Number(result.rows[0]?.hits ?? 1)
}
