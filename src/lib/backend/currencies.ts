import 'server-only'

import { currencyDtoSchema } from '@/contract/contact'
import { pagedSchema } from '@/contract/envelope'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

/** `GET /api/services/app/Currency/GetListBoxDto`: the display currencies. */
export const fetchCurrencies = async (locale: Locale, transport?: Transport) =>
  (
    await callBackend(
      { method: 'GET', path: '/api/services/app/Currency/GetListBoxDto', locale },
      pagedSchema(currencyDtoSchema),
      transport,
    )
  ).items

export const getCurrencies = cachedRead('currencies', fetchCurrencies, (locale) => [
  tags.currencies(locale),
])
