import { z } from 'zod'

import { searchText } from '@/domain/query'
import {
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  SYNONYM_RELATIONS,
  type SearchKind,
} from '@/domain/siteSearch'

import { declareCall } from './call'
import { boolParam, choiceParam, intParam } from './params'

/** The kinds the backend searches: every kind but CMS pages, which the renderer searches itself. */
export const BACKEND_SEARCH_KINDS = SEARCH_KINDS.filter(
  (kind): kind is Exclude<SearchKind, 'page'> => kind !== 'page',
) as [Exclude<SearchKind, 'page'>, ...Exclude<SearchKind, 'page'>[]]
export type BackendSearchKind = (typeof BACKEND_SEARCH_KINDS)[number]

/** Words a visitor typed: control characters dropped, white space collapsed, at least one letter. */
const keywordParam = () =>
  z
    .string()
    .max(4 * SEARCH_QUERY_MAX)
    .transform((raw) => searchText(raw, SEARCH_QUERY_MAX))
    .pipe(z.string().min(1, 'empty query'))

/** One thing found: what it is, where it lives (a locale-less path) and how well it matched. */
export const searchHitSchema = z.object({
  kind: z.enum(BACKEND_SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  /** A product's model code (`MSZ-JS25VF`); null for other kinds. */
  code: z.string().nullable(),
  url: z.string(),
  /**
   * Higher is better: exact and title matches above summary and body matches, a visitor's own
   * words above their synonyms. Comparable across kinds and with the renderer's page hits.
   */
  score: z.number(),
})
export type SearchHitDto = z.infer<typeof searchHitSchema>

export const searchResultSchema = z.object({
  /** Hits of the asked kind (or of every kind). */
  totalCount: z.number().int(),
  items: z.array(searchHitSchema),
  /** Hits of each kind, whatever kind was asked: the kind filter's counts. */
  counts: z.array(z.object({ kind: z.enum(BACKEND_SEARCH_KINDS), count: z.number().int() })),
  /** The query and its synonyms as searched (folded): what the renderer highlights. */
  terms: z.array(z.string()),
  /** When nothing matched: queries other visitors asked that found something, nearest first. */
  suggestions: z.array(z.string()),
})
export type SearchResultDto = z.infer<typeof searchResultSchema>

/** The most hits one call answers (a page of merged results needs this many of each source). */
export const SEARCH_MAX_RESULTS = 500

/**
 * `Search/GetResults`: products (names, model codes, descriptions), posts, careers, projects,
 * documents, dealers, courses and topics in the request language, accents and case ignored,
 * partial model codes and misspellings found, synonyms (admin) applied, best first. With
 * `report`, the query is counted in the anonymous search report (the site's search page sends it
 * for a new search: a first page without a kind filter).
 */
export const siteSearch = declareCall({
  method: 'GET',
  path: '/api/services/app/Search/GetResults',
  audience: 'anonymous',
  input: z.object({
    keyword: keywordParam(),
    kind: choiceParam(BACKEND_SEARCH_KINDS).optional(),
    skipCount: intParam().pipe(z.number().int().min(0).max(SEARCH_MAX_RESULTS)).optional(),
    maxResultCount: intParam().pipe(z.number().int().min(1).max(SEARCH_MAX_RESULTS)).optional(),
    /** Count this query in the search report. */
    report: boolParam().optional(),
    /** What the caller found elsewhere (the renderer's CMS pages), so the report counts every kind. */
    otherHits: intParam().pipe(z.number().int().min(0).max(10_000)).optional(),
  }),
  result: searchResultSchema,
})

/** One suggestion of the header's search box. */
export const searchSuggestionSchema = searchHitSchema.pick({
  kind: true,
  id: true,
  title: true,
  code: true,
  url: true,
})
export type SearchSuggestionDto = z.infer<typeof searchSuggestionSchema>

/** `Search/Suggest`: the best few products and other things for a query being typed (not reported). */
export const searchSuggest = declareCall({
  method: 'GET',
  path: '/api/services/app/Search/Suggest',
  audience: 'anonymous',
  input: z.object({ keyword: keywordParam() }),
  result: z.object({ items: z.array(searchSuggestionSchema) }),
})

export const synonymGroupSchema = z.object({
  terms: z.array(z.string()),
  relation: z.enum(SYNONYM_RELATIONS),
})

/** `Search/GetSynonyms`: the synonym groups of the request language (the renderer widens CMS page search with them). */
export const searchSynonyms = declareCall({
  method: 'GET',
  path: '/api/services/app/Search/GetSynonyms',
  audience: 'anonymous',
  input: z.object({}),
  result: z.object({ groups: z.array(synonymGroupSchema) }),
})
