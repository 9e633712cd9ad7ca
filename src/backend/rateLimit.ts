import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { countInWindow } from '@/lib/db/rateWindow'
import { ipAddressOr } from '@/lib/net/address'

import { withDeadline } from './deadline'
import { BackendFault } from './errors'
import type { Principal } from './principal'

const TOO_MANY: Record<Locale, string> = {
  vi: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.',
  en: 'Too many requests. Please try again later.',
}

/** What a visitor reads when the count could not be kept: nothing was done, try again. */
export const BUSY: Record<Locale, string> = {
  vi: 'Hệ thống đang bận. Vui lòng thử lại sau ít phút.',
  en: 'Our system is busy. Please try again in a few minutes.',
}

/** How long counting may take before the visitor is told to try again. */
export const RATE_LIMIT_DEADLINE_MS = 3_000

/**
 * Throws 429 once `limit` actions happened for `key` within the window. A database that fails or
 * does not answer within {@link RATE_LIMIT_DEADLINE_MS} is a 503 with `busy` (nothing was done).
 */
export async function limitRate(
  payload: Payload,
  culture: Locale,
  key: string,
  limit: number,
  windowSeconds: number,
  busy: Record<Locale, string> = BUSY,
): Promise<void> {
  let count: number
  try {
    count = await withDeadline(
      countInWindow(payload, key, windowSeconds),
      RATE_LIMIT_DEADLINE_MS,
      () => undefined,
    )
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Rate limit ${key.split(':')[0]} could not be counted`,
    })
    throw new BackendFault(503, busy[culture], busy[culture])
  }
  if (count > limit) throw new BackendFault(429, TOO_MANY[culture])
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
