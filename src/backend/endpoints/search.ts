import { searchSuggest, searchSynonyms, siteSearch } from '@/contract/search'
import { SEARCH_PAGE_SIZE, SEARCH_REPORTS_PER_MINUTE } from '@/domain/siteSearch'

import { implement } from '../endpoint'
import { clientIp, limitRate } from '../rateLimit'
import { searchSite, suggestSearch, synonymGroups } from '../services/siteSearch'

export const siteSearchEndpoint = implement(
  siteSearch,
  async (input, { payload, culture, request, principal }) => {
    // A script asking for reports in a loop must not fill the staff's report: 429 past the limit.
    if (input.report)
      await limitRate(
        payload,
        culture,
        `searchReport:${clientIp(request.headers, principal)}`,
        SEARCH_REPORTS_PER_MINUTE,
        60,
      )
    return searchSite(payload, culture, {
      keyword: input.keyword,
      kind: input.kind,
      skip: input.skipCount ?? 0,
      take: input.maxResultCount ?? SEARCH_PAGE_SIZE,
      report: input.report ?? false,
      otherHits: input.otherHits ?? 0,
    })
  },
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
