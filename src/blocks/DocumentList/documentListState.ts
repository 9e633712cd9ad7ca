import {
  AREA_KEYS,
  DOCUMENT_TYPE_KEYS,
  pickKey,
  type AreaKey,
  type DocumentTypeKey,
} from '@/domain/documents'
import { ProductCategory, type ProductCategoryName } from '@/domain/enums'
import { parseId } from '@/domain/ids'
import { VIEW_PARAM } from '@/domain/pageViews'
import { PAGE_PARAM, parsePage, viewOf } from '@/domain/postList'
import { firstValue, searchText } from '@/domain/query'

/**
 * The downloads list as its URL states it:
 * `?t=factoryAutomation&type=cad&category=HVAC&product=12&q=r04&page=2`. `t` is the page's view
 * (or, on a page without views, the business area); every link of the list keeps it.
 */
export type DocumentListState = {
  view: string | null
  area?: AreaKey
  type?: DocumentTypeKey
  category?: ProductCategoryName
  product?: number
  q?: string
  page: number
}

type Search = Record<string, string | string[] | undefined>

export const TYPE_KEYS = Object.keys(DOCUMENT_TYPE_KEYS) as DocumentTypeKey[]
const AREAS = Object.keys(AREA_KEYS) as AreaKey[]
const CATEGORIES = Object.keys(ProductCategory) as ProductCategoryName[]

/** The state a URL query asks for; unknown or malformed values are ignored. */
export function parseDocumentListState(search: Search): DocumentListState {
  const view = viewOf(search)
  const q = searchText(firstValue(search.q))
  return {
    view,
    area: pickKey(AREAS, view ?? undefined),
    type: pickKey(TYPE_KEYS, firstValue(search.type)),
    category: pickKey(CATEGORIES, firstValue(search.category)),
    product: parseId(firstValue(search.product)) ?? undefined,
    q: q || undefined,
    page: parsePage(search[PAGE_PARAM]),
  }
}

/** Whether the visitor narrowed the list (the type tabs and the view are no filters). */
export const hasFilters = (state: DocumentListState): boolean =>
  Boolean(state.category || state.product || state.q)

/** The address of a state on the page at `path`, its parameters in a fixed order. */
export function documentListHref(path: string, state: DocumentListState): string {
  const query = new URLSearchParams()
  if (state.view) query.set(VIEW_PARAM, state.view)
  if (state.type) query.set('type', state.type)
  if (state.category) query.set('category', state.category)
  if (state.product) query.set('product', String(state.product))
  if (state.q) query.set('q', state.q)
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
