/**
 * Product list parameters, without zod: the browser's catalogue code imports these, and the
 * schema library must not reach the visitor's bundle.
 */
export const PRODUCT_SORTS = ['displayOrder', 'price', 'name', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** `key:value` filter parameters (`Filters=capacity:9000&Filters=type:one-way`). */
export const FILTER_PARAM = /^[a-z0-9][a-z0-9-]{0,39}:[a-z0-9][a-z0-9-]{0,39}$/
