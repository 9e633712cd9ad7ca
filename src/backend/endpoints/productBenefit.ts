import { z } from 'zod'

import { ProductCategory } from '@/domain/enums'

import { enumParam, intParam } from '../binding'
import { defineEndpoint } from '../endpoint'
import { pagingInput, window } from '../paging'
import { getProductBenefit, listProductBenefits } from '../services/productBenefits'

/** Product-benefit stories, optionally of one product category; paged. */
export const productBenefitList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/ProductBenefit/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({
    ...pagingInput,
    productCategory: enumParam(ProductCategory).optional(),
  }),
  handle: (input, { payload, culture }) =>
    listProductBenefits(payload, culture, {
      category: input.productCategory,
      ...window(input, 12),
    }),
})

export const productBenefitDetail = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/ProductBenefit/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: intParam().pipe(z.number().int().positive()) }),
  handle: (input, { payload, culture }) => getProductBenefit(payload, culture, input.id),
})
