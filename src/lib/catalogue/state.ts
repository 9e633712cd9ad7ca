import {
  DEFAULT_PRODUCT_SORT,
  defaultSortDirection,
  PRODUCT_SORTS,
  type ProductSort,
} from '@/contract/productParams'
import { firstValue, searchText } from '@/domain/query'

/** What a category page shows, as its URL holds it: `?capacity=9000,12000&sort=price&page=2`. */
export type CatalogueState = {
  /** Filter key → chosen values (only keys and values the category offers). */
  selected: Record<string, string[]>
  sort: ProductSort
  /** Words searched within the list (`?q=dieu hoa`); empty when none. */
  keyword: string
  /** How many pages are loaded ("load more"). */
  page: number
}

/** The longest keyword kept (the backend refuses longer ones). */
export const MAX_KEYWORD = 100

/** A keyword as searched: control characters removed, spaces collapsed, trimmed, bounded. */
export const normalizeKeyword = (value: string | undefined): string =>
  searchText(value, MAX_KEYWORD)

export const MAX_PAGES = 10

type FilterShape = { key: string; options: { value: string }[] }

type Params = Record<string, string | string[] | undefined>

/** Reads the state from URL parameters, keeping only what the filters offer. */
export function parseCatalogueState(params: Params, filters: FilterShape[]): CatalogueState {
  const selected: Record<string, string[]> = {}
  for (const filter of filters) {
    const raw = params[filter.key]
    const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((item) => item.split(','))
    const allowed = new Set(filter.options.map((option) => option.value))
    const chosen = [...new Set(values.filter((value) => allowed.has(value)))]
    if (chosen.length > 0) selected[filter.key] = chosen
  }
  const sort = firstValue(params.sort)
  const page = Number(firstValue(params.page))
  return {
    selected,
    sort: PRODUCT_SORTS.includes(sort as ProductSort)
      ? (sort as ProductSort)
      : DEFAULT_PRODUCT_SORT,
    keyword: normalizeKeyword(firstValue(params.q)),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1,
  }
}

/** The URL query of a state (empty values and defaults left out, keys in filter order). */
export function catalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams()
  for (const [key, values] of Object.entries(state.selected))
    if (values.length > 0) params.set(key, values.join(','))
  if (state.keyword) params.set('q', state.keyword)
  if (state.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString().replace(/%2C/g, ',').replace(/\+/g, '%20')
  return text ? `?${text}` : ''
}

/** `key:value` pairs for `Product/GetListBoxDto`'s `Filters`. */
export const filterPairs = (state: CatalogueState): string[] =>
  Object.entries(state.selected).flatMap(([key, values]) =>
    values.map((value) => `${key}:${value}`),
  )

/**
 * The `Product/GetListBoxDto` query of a list in a state: every loaded page at once, bounded by
 * the call's largest page. The server renders with it and the browser refetches with it.
 */
export const catalogueQuery = <C extends string>(
  category: C,
  state: CatalogueState,
  list: { pageSize: number; fixedFilters: string[]; maxPageSize: number },
) => ({
  productCategory: category,
  filters: [...list.fixedFilters, ...filterPairs(state)],
  keyword: state.keyword || undefined,
  sorting: state.sort,
  sortDirection: defaultSortDirection(state.sort),
  page: 1,
  rowsPerPage: Math.min(list.pageSize * state.page, list.maxPageSize),
})

export const emptyState = (): CatalogueState => ({
  selected: {},
  sort: DEFAULT_PRODUCT_SORT,
  keyword: '',
  page: 1,
})
