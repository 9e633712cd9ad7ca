import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ShortLinkTargetDto } from '@/contract/shortLink'

import { notFoundFault } from '../errors'

/**
 * `ShortLink/Resolve`: the target of a live token. A visit is counted in the same statement, so
 * simultaneous visits all count and an expired or unknown token counts nothing; `count: false`
 * (a HEAD request) only reads the target.
 */
export async function resolveShortLink(
  payload: Payload,
  token: string,
  { count = true, now = new Date() }: { count?: boolean; now?: Date } = {},
): Promise<ShortLinkTargetDto> {
  const db = payload.db as unknown as PostgresAdapter
  const live = sql`token = ${token} AND (expires_at IS NULL OR expires_at > ${now.toISOString()})`
  const result = await db.drizzle.execute<{ target: string }>(
    count
      ? sql`
    UPDATE short_links
    SET clicks = coalesce(clicks, 0) + 1, last_clicked_at = ${now.toISOString()}
    WHERE ${live}
    RETURNING target`
      : sql`SELECT target FROM short_links WHERE ${live}`,
  )
  const target = result.rows[0]?.target
  if (!target) throw notFoundFault('There is no short link with the given hash.')
  return { to: target }
}
