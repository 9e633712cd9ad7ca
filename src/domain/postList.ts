import { parseId } from './ids'
import { VIEW_KEY, VIEW_PARAM } from './pageViews'
import { firstValue } from './query'

/**
 * Lists of posts on CMS pages (the `postList` block): how they show their posts, and the query
 * parameters a paged or filtered list keeps in its URL (`/blog?c=12&page=2`). Pure, shared by
 * the admin, the seed and the renderer.
 */

/** Cards, an agenda of events, videos that play on a click, or a plain list of titles. */
export const POST_LIST_DISPLAYS = ['cards', 'events', 'videos', 'compact'] as const
export type PostListDisplay = (typeof POST_LIST_DISPLAYS)[number]

/** The page number of a paged list (`?page=2`; page 1 has no parameter). */
export const PAGE_PARAM = 'page'
/** The category a list is filtered by (`?c=12`, a post category's id). */
export const CATEGORY_PARAM = 'c'

/** The highest page a URL may ask for (the backend's own limit). */
const MAX_PAGE = 10_000

type Search = Record<string, string | string[] | undefined> | undefined

/** The page a URL asks for: a plain decimal number from 1, else 1. */
export function parsePage(raw: string | string[] | undefined): number {
  const value = firstValue(raw)
  if (!value || !/^\d{1,5}$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

/** The category id a URL filters by, or null. */
export const parseCategory = (raw: string | string[] | undefined): number | null =>
  parseId(firstValue(raw))

/** How many pages `total` items fill at `size` per page (at least one, so page 1 always exists). */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)))

/** A page number to link to, or a gap (`…`) between distant ones. */
export type PageItem = number | 'gap'

/**
 * The page links to show: always the first and the last, the current one with a neighbour on
 * each side, and a gap where pages are left out (a gap never stands for a single page).
 */
export function pageItems(current: number, total: number): PageItem[] {
  const shown = new Set([1, total, current - 1, current, current + 1])
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const page of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap')
    items.push(page)
  }
  return items
}

/** The state of a list a link leads to: the page's view, the category, the page number. */
export type ListState = { view?: string | null; category?: number | null; page?: number }

/** The view key in a URL, if it could be one (`?t=news`). */
export const viewOf = (search: Search): string | null => {
  const key = firstValue(search?.[VIEW_PARAM])
  return key && VIEW_KEY.test(key) ? key : null
}

/**
 * The address of a list's state on the page at `path`: only the parameters that matter, in a
 * fixed order (`?t=news&c=12&page=2`), page 1 without a number.
 */
export function listHref(path: string, { view, category, page }: ListState): string {
  const query = new URLSearchParams()
  if (view) query.set(VIEW_PARAM, view)
  if (category) query.set(CATEGORY_PARAM, String(category))
  if (page && page > 1) query.set(PAGE_PARAM, String(page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
