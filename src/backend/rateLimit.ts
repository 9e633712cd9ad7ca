import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { countInWindow } from '@/lib/db/rateWindow'
import { ipAddressOr } from '@/lib/net/address'

import { BackendFault } from './errors'
import type { Principal } from './principal'

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
  if ((await countInWindow(payload, key, windowSeconds)) > limit)
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
