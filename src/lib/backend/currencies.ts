import 'server-only'

import { currencyList } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

/** The display currencies. */
export const fetchCurrencies = async (locale: Locale, transport?: Transport) =>
  (await request(currencyList, locale, {}, { transport })).items

export const getCurrencies = cachedRead('currencies', fetchCurrencies, (locale) => [
  tags.currencies(locale),
])
