import 'server-only'

import type { CallInput } from '@/contract/call'
import { productBenefitDetail, productBenefitList } from '@/contract/productBenefit'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type ProductBenefitListQuery = CallInput<typeof productBenefitList>

export const fetchProductBenefits = (
  locale: Locale,
  query: ProductBenefitListQuery,
  transport?: Transport,
) => request(productBenefitList, locale, query, { transport })

export const getProductBenefits = cachedRead('productBenefits', fetchProductBenefits, (locale) => [
  tags.productBenefits(locale),
])

export const fetchProductBenefit = (locale: Locale, id: number, transport?: Transport) =>
  request(productBenefitDetail, locale, { id }, { transport })

export const getProductBenefit = cachedRead('productBenefit', fetchProductBenefit, (locale, id) => [
  tags.productBenefit(locale, String(id)),
])
