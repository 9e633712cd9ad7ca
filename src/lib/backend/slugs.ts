import 'server-only'

import { activeSlug } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

/** Where an old path moved, or null. */
export const fetchActiveSlug = (locale: Locale, oldSlug: string, transport?: Transport) =>
  request(activeSlug, locale, { oldSlug }, { transport })

export const getActiveSlug = cachedRead('activeSlug', fetchActiveSlug, (locale) => [
  tags.redirects(locale),
])
