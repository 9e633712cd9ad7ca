/**
 * The rules of site search that need no database: the kinds of result, how a query is folded
 * (accents and case ignored), how synonyms widen it, and which parts of a text to highlight.
 * The backend's SQL and the renderer's highlighting both follow them, so they cannot disagree.
 */

import { PAGE_PARAM, parsePage } from './postList'
import { firstValue, searchText } from './query'

/** What a result can be, in the order the kind filter lists them. */
export const SEARCH_KINDS = [
  'product',
  'page',
  'post',
  'project',
  'document',
  'course',
  'career',
  'dealer',
  'topic',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Results on one page of `/tim-kiem`, and the deepest page answered. */
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_MAX_PAGE = 50
/** The longest query searched (longer ones are cut). */
export const SEARCH_QUERY_MAX = 100

/** How a synonym group relates its terms: the same thing, or a neighbouring one (ranked lower). */
export const SYNONYM_RELATIONS = ['same', 'near'] as const
export type SynonymRelation = (typeof SYNONYM_RELATIONS)[number]
export type SynonymGroup = { terms: string[]; relation: SynonymRelation }

/** How much a match through a synonym counts against the words the visitor typed. */
export const SYNONYM_WEIGHT: Record<SynonymRelation, number> = { same: 0.9, near: 0.5 }
/** At most this many variants of one query are searched. */
const MAX_VARIANTS = 8

/** One character without its accent, lower case: `Ồ` → `o`, `Đ` → `d`. Always one character. */
function foldChar(char: string): string {
  const lower = char.toLowerCase()
  if (lower === 'đ') return 'd'
  const base = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return base.length === 1 ? base : lower.length === 1 ? lower : char
}

/**
 * Text as search compares it: lower case, without Vietnamese accents, white space collapsed
 * (`Điều  Hòa` → `dieu hoa`); PostgreSQL's `unaccent(lower(…))` folds stored texts the same way.
 */
export const foldText = (text: string): string =>
  Array.from(text.normalize('NFC'), foldChar).join('').replace(/\s+/g, ' ').trim()

/** Letters and digits only, for model codes: `MSY-JW25VF` and `msy jw25` compare as `msyjw25`. */
export const codeOf = (text: string): string => foldText(text).replace(/[^a-z0-9]/g, '')

/** The terms of a synonym group as an editor types them: one per line or comma separated. */
export function parseSynonymTerms(text: string): string[] {
  const seen = new Set<string>()
  const terms: string[] = []
  for (const raw of text.split(/[,;\n]/)) {
    const term = raw.replace(/\s+/g, ' ').trim()
    const key = foldText(term)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    terms.push(term)
  }
  return terms
}

/** A query as searched: folded text and how much its matches count. */
export type QueryVariant = { text: string; weight: number }

/** Whether `term` occurs in `text` as whole words (both folded). */
function wordIndex(text: string, term: string): number {
  let from = 0
  for (;;) {
    const at = text.indexOf(term, from)
    if (at < 0) return -1
    const before = at === 0 || text[at - 1] === ' '
    const after = at + term.length === text.length || text[at + term.length] === ' '
    if (before && after) return at
    from = at + 1
  }
}

/**
 * The query and its synonym variants: each group term found in the query (as whole words) is
 * replaced by each other term of the group (`may lanh inverter` → `dieu hoa inverter`). The
 * visitor's own words come first with weight 1; a variant reached two ways keeps its best weight.
 */
export function expandQuery(query: string, groups: readonly SynonymGroup[]): QueryVariant[] {
  const folded = foldText(query)
  if (folded === '') return []
  const best = new Map<string, number>([[folded, 1]])
  for (const group of groups) {
    const terms = group.terms.map(foldText).filter((term) => term !== '')
    for (const term of terms) {
      const at = wordIndex(folded, term)
      if (at < 0) continue
      for (const other of terms) {
        if (other === term) continue
        const variant = `${folded.slice(0, at)}${other}${folded.slice(at + term.length)}`
        const weight = SYNONYM_WEIGHT[group.relation]
        if ((best.get(variant) ?? 0) < weight) best.set(variant, weight)
      }
    }
  }
  return [...best]
    .map(([text, weight]) => ({ text, weight }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_VARIANTS)
}

/** A piece of a text, marked when it matched. */
export type Highlighted = { text: string; match: boolean }

/**
 * `text` cut into pieces, the ones matching any of `terms` (whole phrases first, then words of
 * two or more characters) marked, accents and case ignored: `dieu hoa` marks `Điều hòa`.
 */
export function highlight(text: string, terms: readonly string[]): Highlighted[] {
  const chars = Array.from(text.normalize('NFC'))
  const folded = chars.map(foldChar).join('')
  const marked = new Array<boolean>(chars.length).fill(false)
  const needles = new Set<string>()
  for (const term of terms) {
    const phrase = foldText(term)
    if (phrase.length >= 2) needles.add(phrase)
    for (const word of phrase.split(' ')) if (word.length >= 2) needles.add(word)
  }
  // `folded` has one UTF-16 unit per character only when every character folds to ASCII or
  // a BMP letter; compare by character positions to stay exact.
  const foldedChars = Array.from(folded)
  const haystack = foldedChars.join('')
  const offsets: number[] = []
  let unit = 0
  for (const char of foldedChars) {
    offsets.push(unit)
    unit += char.length
  }
  const charAt = new Map(offsets.map((offset, index) => [offset, index]))
  for (const needle of needles) {
    let from = 0
    for (;;) {
      const at = haystack.indexOf(needle, from)
      if (at < 0) break
      const start = charAt.get(at)
      const end = charAt.get(at + needle.length) ?? chars.length
      if (start !== undefined) for (let i = start; i < end; i += 1) marked[i] = true
      from = at + needle.length
    }
  }
  const pieces: Highlighted[] = []
  chars.forEach((char, index) => {
    const match = marked[index] ?? false
    const last = pieces.at(-1)
    if (last && last.match === match) last.text += char
    else pieces.push({ text: char, match })
  })
  return pieces
}

/**
 * A text cut to about `max` characters around its first match, at word boundaries, with `…`
 * where it was cut: a long summary still shows why it was found.
 */
export function excerpt(text: string, terms: readonly string[], max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const folded = foldText(clean)
  const positions = terms
    .flatMap((term) => foldText(term).split(' '))
    .filter((word) => word.length >= 2)
    .map((word) => folded.indexOf(word))
    .filter((at) => at >= 0)
  const first = positions.length > 0 ? Math.min(...positions) : 0
  let start = Math.max(0, first - Math.floor(max / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  let end = Math.min(clean.length, start + max)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
}

type Search = Record<string, string | string[] | undefined> | undefined

/** What `/tim-kiem` shows: the words, the kind filter (`?kind=product`) and the page. */
export type SearchState = { q: string; kind: SearchKind | undefined; page: number }

/** The state a URL asks for; an unknown kind means every kind, a page past the last means 1. */
export function parseSearchState(search: Search): SearchState {
  const kind = firstValue(search?.kind)?.trim().toLowerCase()
  const page = parsePage(search?.[PAGE_PARAM])
  return {
    q: searchText(firstValue(search?.q), SEARCH_QUERY_MAX),
    kind: SEARCH_KINDS.find((candidate) => candidate === kind),
    page: page <= SEARCH_MAX_PAGE ? page : 1,
  }
}

/** The locale-less address of a state (`/tim-kiem?q=…&kind=…&page=…`), defaults left out. */
export function searchHref({ q, kind, page }: SearchState): string {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (kind) query.set('kind', kind)
  if (page > 1) query.set(PAGE_PARAM, String(page))
  const text = query.toString()
  return text ? `/tim-kiem?${text}` : '/tim-kiem'
}

/** Searches one address may count in the search report per minute (searching is never limited). */
export const SEARCH_REPORTS_PER_MINUTE = 30
