import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { ipAddressOr } from '@/lib/net/address'

import { BackendFault } from './errors'
import type { Principal } from './principal'

/**
 * Counts an action for a key in a fixed window, in PostgreSQL (never in process memory, so every
 * instance shares it). Returns the count including this one.
 */
async function hit(payload: Payload, key: string, windowSeconds: number): Promise<number> {
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ hits: number }>(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING hits`)
  return Number(result.rows[0]?.hits ?? 1)
}

const TOO_MANY: Record<Locale, string> = {
  vi: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.',
  en: 'Too many requests. Please try again later.',
}

/** Throws 429 once `limit` actions happened for `key` within the window. */
export async function limitRate(
  payload: Payload,
  culture: Locale,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  if ((await hit(payload, key, windowSeconds)) > limit)
    throw new BackendFault(429, TOO_MANY[culture])
}

/**
 * The visitor's address: the one the renderer vouches for (`x-visitor-ip`, only with the service
 * token), else the caller's as the HTTP server recorded it (`x-client-ip`, set for every request).
 */
export const clientIp = (headers: Headers, principal: Principal): string =>
  ipAddressOr(
    (principal.kind === 'service' ? headers.get('x-visitor-ip') : null) ??
      headers.get('x-client-ip'),
  )
