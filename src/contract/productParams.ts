/**
 * Product list parameters, without zod: the browser's catalogue code imports these, and the
 * schema library must not reach the visitor's bundle.
 */
export const PRODUCT_SORTS = ['displayOrder', 'price', 'name', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** What a list shows when no sort is asked for. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'displayOrder'

/** The direction that reads naturally for each sort: cheapest and A–Z first, else highest first. */
export const defaultSortDirection = (sort: ProductSort): 'ascending' | 'descending' =>
  sort === 'price' || sort === 'name' ? 'ascending' : 'descending'

/** `key:value` filter parameters (`Filters=capacity:9000&Filters=type:one-way`). */
export const FILTER_PARAM = /^[a-z0-9][a-z0-9-]{0,39}:[a-z0-9][a-z0-9-]{0,39}$/
