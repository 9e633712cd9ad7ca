import { z } from 'zod'

import { FILTER_PARAM, PRODUCT_SORTS } from '@/contract/product'
import { ProductCategory, ProductGroup } from '@/domain/enums'
import { ENTITY_SLUG } from '@/domain/slug'

import { boolParam, choiceParam, enumParam, intParam } from '../binding'
import { defineEndpoint } from '../endpoint'
import { isDescending, pagingInput, window } from '../paging'
import {
  getProduct,
  listFilters,
  listProducts,
  productIdBySlug,
  productsByIds,
  relatedProducts,
} from '../services/products'

const id = intParam().pipe(z.number().int().positive())
/** One value or several (`Filters=a:b&Filters=c:d`, or comma-separated). */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (raw) =>
      (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : [value],
      ),
    z.array(item).max(max),
  )

/** Products of a group or category, narrowed by filter values and a keyword; paged. */
export const productList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Product/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({
    ...pagingInput,
    productGroup: enumParam(ProductGroup).optional(),
    productCategory: enumParam(ProductCategory).optional(),
    filters: list(z.string().regex(FILTER_PARAM, 'use key:value'), 30).optional(),
    keyword: z.string().trim().max(100).optional(),
    parentId: id.optional(),
    isFeatured: boolParam().optional(),
    sorting: choiceParam(PRODUCT_SORTS).optional(),
  }),
  handle: (input, { payload, culture }) =>
    listProducts(payload, culture, {
      group: input.productGroup,
      category: input.productCategory,
      filters: input.filters ?? [],
      keyword: input.keyword || undefined,
      parentId: input.parentId,
      featured: input.isFeatured,
      sort: input.sorting ?? 'displayOrder',
      descending: input.sortDirection
        ? isDescending(input.sortDirection)
        : input.sorting !== 'price' && input.sorting !== 'name',
      ...window(input, 12),
    }),
})

export const productDetail = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Product/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id }),
  handle: (input, { payload, culture }) => getProduct(payload, culture, input.id),
})

/** The product a slug names (`…-prd42` or a bare slug in any language), as the detail DTO. */
export const productBySlug = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Product/GetDetailBySlug',
  audience: 'anonymous',
  input: z.object({
    slug: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(ENTITY_SLUG, 'slug must be lower-case letters, digits and hyphens'),
  }),
  handle: async (input, { payload, culture }) =>
    getProduct(payload, culture, await productIdBySlug(payload, culture, input.slug)),
})

export const productRelated = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Product/GetRelatedProductsDto',
  audience: 'anonymous',
  input: z.object({
    productId: id,
    maxResultCount: intParam().pipe(z.number().int().min(1).max(12)).optional(),
  }),
  handle: (input, { payload, culture }) =>
    relatedProducts(payload, culture, input.productId, input.maxResultCount ?? 4),
})

export const productsByIdList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Product/GetRelatedProductByIds',
  audience: 'anonymous',
  input: z.object({ productIds: list(id, 24) }),
  handle: (input, { payload, culture }) => productsByIds(payload, culture, input.productIds),
})

export const filterList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Filter/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({
    productCategory: enumParam(ProductCategory).optional(),
    /** Values the listing always applies: counts then cover only the products it can show. */
    filters: list(z.string().regex(FILTER_PARAM, 'use key:value'), 30).optional(),
  }),
  handle: (input, { payload, culture }) =>
    listFilters(payload, culture, input.productCategory, input.filters ?? []),
})
