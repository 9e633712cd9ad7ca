import 'server-only'

import type { ProductCategoryName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { productBenefitDetailSchema, productBenefitListItemSchema } from '@/contract/productBenefit'
import { pagedSchema } from '@/contract/envelope'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

export type ProductBenefitListQuery = {
  productCategory?: ProductCategoryName
  page?: number
  rowsPerPage?: number
}

/** `GET /api/services/app/ProductBenefit/GetListBoxDto`. */
export const fetchProductBenefits = (
  locale: Locale,
  query: ProductBenefitListQuery,
  transport?: Transport,
) =>
  callBackend(
    { method: 'GET', path: '/api/services/app/ProductBenefit/GetListBoxDto', locale, query },
    pagedSchema(productBenefitListItemSchema),
    transport,
  )

export const getProductBenefits = cachedRead('productBenefits', fetchProductBenefits, (locale) => [
  tags.productBenefits(locale),
])

/** `GET /api/services/app/ProductBenefit/GetDetailDto?id=`. */
export const fetchProductBenefit = (locale: Locale, id: number, transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/ProductBenefit/GetDetailDto',
      locale,
      query: { id },
    },
    productBenefitDetailSchema,
    transport,
  )

export const getProductBenefit = cachedRead('productBenefit', fetchProductBenefit, (locale, id) => [
  tags.productBenefit(locale, String(id)),
])
