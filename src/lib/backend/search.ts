import 'server-only'

import type { CallInput } from '@/contract/call'
import { searchSuggest, searchSynonyms, siteSearch } from '@/contract/search'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { onBehalfOf, request } from './client'
import type { Transport } from './transport'

export type SiteSearchQuery = CallInput<typeof siteSearch>

/**
 * `Search/GetResults`. Not cached here: the backend remembers ranked hits by the folded query
 * itself, and each first page asked must reach it to be counted in the search report.
 */
export const fetchSearchResults = (locale: Locale, query: SiteSearchQuery, transport?: Transport) =>
  request(siteSearch, locale, query, { transport })

/**
 * `Search/GetResults` with `report`: counts the search for the report. The renderer vouches for
 * the visitor's address with its service token, so the backend's limit counts visitors.
 */
export const reportSearch = (
  locale: Locale,
  query: SiteSearchQuery & { report: true },
  clientIp: string,
  transport?: Transport,
) => request(siteSearch, locale, query, onBehalfOf(clientIp, transport))

/** `Search/Suggest`: the header box's suggestions for words being typed. */
export const fetchSearchSuggestions = (locale: Locale, keyword: string, transport?: Transport) =>
  request(searchSuggest, locale, { keyword }, { transport })

export const fetchSearchSynonyms = (locale: Locale, transport?: Transport) =>
  request(searchSynonyms, locale, {}, { transport })

/** The synonym groups of a language, cached until an editor changes any. */
export const getSearchSynonyms = cachedRead('searchSynonyms', fetchSearchSynonyms, (locale) => [
  tags.searchSynonyms(locale),
])
