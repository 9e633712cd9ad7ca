import 'server-only'

import { z } from 'zod'

import { pagedSchema } from '@/contract/envelope'
import {
  filterDtoSchema,
  productDetailSchema,
  productListItemSchema,
  type ProductSort,
} from '@/contract/product'
import type { ProductCategoryName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

export type ProductListQuery = {
  productGroup?: string
  productCategory?: ProductCategoryName
  /** `key:value` pairs. */
  filters?: string[]
  keyword?: string
  parentId?: number
  isFeatured?: boolean
  sorting?: ProductSort
  sortDirection?: 'ascending' | 'descending'
  page?: number
  rowsPerPage?: number
}

/** `GET /api/services/app/Product/GetListBoxDto`. */
export const fetchProducts = (locale: Locale, query: ProductListQuery, transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Product/GetListBoxDto',
      locale,
      query: { ...query, filters: query.filters?.length ? query.filters : undefined },
    },
    pagedSchema(productListItemSchema),
    transport,
  )

export const getProducts = cachedRead('products', fetchProducts, (locale) => [
  tags.products(locale),
])

/** `GET /api/services/app/Product/GetDetailDto?id=`. */
export const fetchProduct = (locale: Locale, id: number, transport?: Transport) =>
  callBackend(
    { method: 'GET', path: '/api/services/app/Product/GetDetailDto', locale, query: { id } },
    productDetailSchema,
    transport,
  )

export const getProduct = cachedRead('product', fetchProduct, (locale, id) => [
  tags.product(locale, String(id)),
  tags.products(locale),
])

/** `GET /api/services/app/Product/GetDetailBySlug?slug=`: `…-prd42` or a bare slug in any language. */
export const fetchProductBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Product/GetDetailBySlug',
      locale,
      query: { slug },
    },
    productDetailSchema,
    transport,
  )

export const getProductBySlug = cachedRead('productBySlug', fetchProductBySlug, (locale) => [
  tags.products(locale),
])

/** `GET /api/services/app/Product/GetRelatedProductsDto?productId=`. */
export const fetchRelatedProducts = (
  locale: Locale,
  productId: number,
  maxResultCount = 4,
  transport?: Transport,
) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Product/GetRelatedProductsDto',
      locale,
      query: { productId, maxResultCount },
    },
    pagedSchema(productListItemSchema),
    transport,
  )

export const getRelatedProducts = cachedRead('relatedProducts', fetchRelatedProducts, (locale) => [
  tags.products(locale),
])

/** `GET /api/services/app/Product/GetRelatedProductByIds?productIds=`. */
export const fetchProductsByIds = (locale: Locale, productIds: number[], transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Product/GetRelatedProductByIds',
      locale,
      query: { productIds },
    },
    pagedSchema(productListItemSchema),
    transport,
  )

export const getProductsByIds = cachedRead('productsByIds', fetchProductsByIds, (locale) => [
  tags.products(locale),
])

/**
 * `GET /api/services/app/Filter/GetListBoxDto?productCategory=&filters=`: `scope` is the values a
 * listing always applies, so option counts match what that listing can show.
 */
export const fetchFilters = async (
  locale: Locale,
  productCategory: ProductCategoryName,
  scope: string[] = [],
  transport?: Transport,
) =>
  (
    await callBackend(
      {
        method: 'GET',
        path: '/api/services/app/Filter/GetListBoxDto',
        locale,
        query: { productCategory, filters: scope.length ? scope : undefined },
      },
      pagedSchema(filterDtoSchema),
      transport,
    )
  ).items

export const getFilters = cachedRead('filters', fetchFilters, (locale) => [
  tags.products(locale),
  tags.productFilters(locale),
])

export const productIdsSchema = z.array(z.number().int().positive()).max(24)
