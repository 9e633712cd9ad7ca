import 'server-only'

import { shortLinkResolve } from '@/contract/shortLink'
import type { Locale } from '@/i18n/locales'

import { request } from './client'
import type { Transport } from './transport'

/**
 * Where short link `hash` leads, counting the visit unless `count` is false. Never cached: each
 * counted call is one click; an unknown or expired token fails with a 404 `BackendError`.
 */
export const fetchShortLink = (
  locale: Locale,
  hash: string,
  transport?: Transport,
  { count }: { count?: boolean } = {},
) => request(shortLinkResolve, locale, { hash, count }, { transport })
