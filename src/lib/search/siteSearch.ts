import 'server-only'

import type { BackendSearchKind, SearchHitDto } from '@/contract/search'
import {
  expandQuery,
  foldText,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchState,
} from '@/domain/siteSearch'
import { pageCount } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import {
  fetchSearchResults,
  fetchSearchSuggestions,
  getSearchSynonyms,
  reportSearch,
} from '@/lib/backend/search'
import { searchPages, type PageHit } from '@/lib/cms/pages'

/** One result as `/tim-kiem` lists it, whatever source found it. */
export type SearchResult = {
  kind: SearchKind
  key: string
  title: string
  summary: string | null
  code: string | null
  url: string
  score: number
}

export type SearchOutcome = {
  /** Results of the asked kind (or all), and this page of them. */
  totalCount: number
  pageCount: number
  items: SearchResult[]
  /** Results of each kind found, in the kind filter's order; `all` is their sum. */
  counts: { kind: SearchKind; count: number }[]
  all: number
  /** What to highlight: the query and its synonyms, folded. */
  terms: string[]
  /** When nothing was found: queries that found something for other visitors. */
  suggestions: string[]
}

const fromBackend = (hit: SearchHitDto): SearchResult => ({
  ...hit,
  key: `${hit.kind}-${hit.id}`,
})

const fromCms = (hit: PageHit): SearchResult => ({
  kind: 'page',
  key: `page-${hit.id}`,
  title: hit.title,
  summary: hit.description,
  code: null,
  url: hit.url,
  score: hit.score,
})

const byScore = (a: SearchResult, b: SearchResult) =>
  b.score - a.score || a.title.localeCompare(b.title, 'vi')

/**
 * Site search: CMS pages (searched here, with the backend's synonyms) and every backend kind
 * (`Search/GetResults`), merged by score. A page of every kind asks the backend for all hits up
 * to that page, so the merge is exact. Rendering counts nothing: the page's beacon does
 * (`reportSiteSearch`), so a page from the front cache is counted too.
 */
export async function runSiteSearch(locale: Locale, state: SearchState): Promise<SearchOutcome> {
  const { groups } = await getSearchSynonyms(locale)
  const pages = (await searchPages(locale, expandQuery(state.q, groups))).map(fromCms)
  const start = (state.page - 1) * SEARCH_PAGE_SIZE
  const backendKind: BackendSearchKind | undefined = state.kind === 'page' ? undefined : state.kind
  const window =
    state.kind === undefined
      ? { skipCount: 0, maxResultCount: start + SEARCH_PAGE_SIZE }
      : state.kind === 'page'
        ? { skipCount: 0, maxResultCount: 1 }
        : { skipCount: start, maxResultCount: SEARCH_PAGE_SIZE }
  const found = await fetchSearchResults(locale, {
    keyword: state.q,
    kind: backendKind,
    ...window,
  })
  const backendCounts = new Map(
    found.counts.map((entry) => [entry.kind as SearchKind, entry.count]),
  )
  const counts = SEARCH_KINDS.map((kind) => ({
    kind,
    count: kind === 'page' ? pages.length : (backendCounts.get(kind) ?? 0),
  })).filter((entry) => entry.count > 0)
  const all = counts.reduce((sum, entry) => sum + entry.count, 0)
  const [totalCount, items] =
    state.kind === undefined
      ? [
          all,
          [...pages, ...found.items.map(fromBackend)]
            .sort(byScore)
            .slice(start, start + SEARCH_PAGE_SIZE),
        ]
      : state.kind === 'page'
        ? [pages.length, pages.slice(start, start + SEARCH_PAGE_SIZE)]
        : [found.totalCount, found.items.map(fromBackend)]
  return {
    totalCount,
    pageCount: pageCount(totalCount, SEARCH_PAGE_SIZE),
    items,
    counts,
    all,
    terms: found.terms,
    suggestions: found.suggestions,
  }
}

/** One suggestion of the header's search box, its address in the visitor's language. */
export type Suggestion = {
  kind: SearchKind
  title: string
  code: string | null
  url: string
}

/** Suggestions shown at most, and how many of them may be sections (CMS pages). */
const SUGGESTIONS_MAX = 8
const PAGE_SUGGESTIONS_MAX = 3
/** Fewer folded characters than this suggest nothing (one letter matches everything). */
export const SUGGEST_MIN_LENGTH = 2

/** The header box's suggestions for words being typed: products, then sections, then the rest. */
export async function suggestSite(locale: Locale, query: string): Promise<Suggestion[]> {
  if (foldText(query).length < SUGGEST_MIN_LENGTH) return []
  const { groups } = await getSearchSynonyms(locale)
  const [pages, { items }] = await Promise.all([
    searchPages(locale, expandQuery(query, groups)),
    fetchSearchSuggestions(locale, query),
  ])
  const products = items.filter((item) => item.kind === 'product')
  const others = items.filter((item) => item.kind !== 'product')
  return [
    ...products,
    ...pages
      .slice(0, PAGE_SUGGESTIONS_MAX)
      .map((page) => ({ ...page, kind: 'page' as const, code: null })),
    ...others,
  ]
    .slice(0, SUGGESTIONS_MAX)
    .map((item) => ({
      kind: item.kind,
      title: item.title,
      code: item.code,
      url: localizedPath(locale, item.url),
    }))
}

/**
 * Counts a new search in the search report, with every hit it finds (CMS pages included), on
 * behalf of the visitor at `clientIp` (the backend limits reports per address).
 */
export async function reportSiteSearch(
  locale: Locale,
  query: string,
  clientIp: string,
): Promise<void> {
  const { groups } = await getSearchSynonyms(locale)
  const pages = await searchPages(locale, expandQuery(query, groups))
  await reportSearch(
    locale,
    { keyword: query, maxResultCount: 1, report: true, otherHits: pages.length },
    clientIp,
  )
}
