import { searchSuggest, searchSynonyms, siteSearch } from '@/contract/search'
import { SEARCH_PAGE_SIZE } from '@/domain/siteSearch'

import { implement } from '../endpoint'
import { searchSite, suggestSearch, synonymGroups } from '../services/siteSearch'

export const siteSearchEndpoint = implement(siteSearch, (input, { payload, culture }) =>
  searchSite(payload, culture, {
    keyword: input.keyword,
    kind: input.kind,
    skip: input.skipCount ?? 0,
    take: input.maxResultCount ?? SEARCH_PAGE_SIZE,
    report: input.report ?? false,
    otherHits: input.otherHits ?? 0,
  }),
)

export const searchSuggestEndpoint = implement(searchSuggest, (input, { payload, culture }) =>
  suggestSearch(payload, culture, input.keyword),
)

export const searchSynonymsEndpoint = implement(
  searchSynonyms,
  async (_input, { payload, culture }) => ({
    groups: await synonymGroups(payload, culture),
  }),
)
