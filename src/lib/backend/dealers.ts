import 'server-only'

import type { CallInput } from '@/contract/call'
import { dealerDetail, dealerList } from '@/contract/dealer'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type DealerListQuery = CallInput<typeof dealerList>

export const fetchDealers = (locale: Locale, query: DealerListQuery, transport?: Transport) =>
  request(dealerList, locale, query, { transport })

const getCachedDealers = cachedRead('dealers', fetchDealers, (locale) => [tags.dealers(locale)])

/**
 * Dealers as the where-to-buy page lists them, cached by tag. A list sorted from a visitor's
 * position is read afresh: positions are countless and would only fill the cache.
 */
export const getDealers = (locale: Locale, query: DealerListQuery) =>
  query.lat !== undefined || query.lng !== undefined
    ? fetchDealers(locale, query)
    : getCachedDealers(locale, query)

export const fetchDealer = (locale: Locale, id: number, transport?: Transport) =>
  request(dealerDetail, locale, { id }, { transport })

export const getDealer = cachedRead('dealer', fetchDealer, (locale, id) => [
  tags.dealer(locale, String(id)),
  tags.dealers(locale),
])
