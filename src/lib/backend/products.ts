import 'server-only'

import type { CallInput } from '@/contract/call'
import {
  filterList,
  productBySlug,
  productDetail,
  productList,
  productRelated,
  productsByIds,
} from '@/contract/product'
import type { ProductCategoryName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type ProductListQuery = CallInput<typeof productList>

export const fetchProducts = (locale: Locale, query: ProductListQuery, transport?: Transport) =>
  request(
    productList,
    locale,
    { ...query, filters: query.filters?.length ? query.filters : undefined },
    { transport },
  )

export const getProducts = cachedRead('products', fetchProducts, (locale) => [
  tags.products(locale),
])

export const fetchProduct = (locale: Locale, id: number, transport?: Transport) =>
  request(productDetail, locale, { id }, { transport })

export const getProduct = cachedRead('product', fetchProduct, (locale, id) => [
  tags.product(locale, String(id)),
  tags.products(locale),
])

/** `…-prd42` or a bare slug in any language. */
export const fetchProductBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  request(productBySlug, locale, { slug }, { transport })

export const getProductBySlug = cachedRead('productBySlug', fetchProductBySlug, (locale) => [
  tags.products(locale),
])

export const fetchRelatedProducts = (
  locale: Locale,
  productId: number,
  maxResultCount = 4,
  transport?: Transport,
) => request(productRelated, locale, { productId, maxResultCount }, { transport })

export const getRelatedProducts = cachedRead('relatedProducts', fetchRelatedProducts, (locale) => [
  tags.products(locale),
])

export const fetchProductsByIds = (locale: Locale, productIds: number[], transport?: Transport) =>
  request(productsByIds, locale, { productIds }, { transport })

export const getProductsByIds = cachedRead('productsByIds', fetchProductsByIds, (locale) => [
  tags.products(locale),
])

/** A category's filters; `scope` is the values a listing always applies, so counts match it. */
export const fetchFilters = async (
  locale: Locale,
  productCategory: ProductCategoryName,
  scope: string[] = [],
  transport?: Transport,
) =>
  (
    await request(
      filterList,
      locale,
      { productCategory, filters: scope.length ? scope : undefined },
      { transport },
    )
  ).items

export const getFilters = cachedRead('filters', fetchFilters, (locale) => [
  tags.products(locale),
  tags.productFilters(locale),
])
