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
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ hits: number }>(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING hits`)
  return Number(result.rows[0]?.hits ?? 1)
}
