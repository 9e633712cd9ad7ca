import 'server-only'

import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

/** `GET /LocaleSlug/GetActiveSlug?oldSlug=`: where an old path moved, or null. */
export const fetchActiveSlug = (locale: Locale, oldSlug: string, transport?: Transport) =>
  callBackend(
    { method: 'GET', path: '/LocaleSlug/GetActiveSlug', locale, query: { oldSlug } },
    z.string().nullable(),
    transport,
  )

export const getActiveSlug = cachedRead('activeSlug', fetchActiveSlug, (locale) => [
  tags.redirects(locale),
])
