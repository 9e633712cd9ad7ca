import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ShortLinkTargetDto } from '@/contract/shortLink'

import { notFoundFault } from '../errors'

/**
 * `ShortLink/Resolve`: the target of a live token, counting the visit in the same statement, so
 * simultaneous visits all count and an expired or unknown token counts nothing.
 */
export async function resolveShortLink(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<ShortLinkTargetDto> {
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ target: string }>(sql`
    UPDATE short_links
    SET clicks = coalesce(clicks, 0) + 1, last_clicked_at = ${now.toISOString()}
    WHERE token = ${token} AND (expires_at IS NULL OR expires_at > ${now.toISOString()})
    RETURNING target`)
  const target = result.rows[0]?.target
  if (!target) throw notFoundFault('There is no short link with the given hash.')
  return { to: target }
}
