import { productBenefitDetail, productBenefitList } from '@/contract/productBenefit'

import { implement } from '../endpoint'
import { window } from '../paging'
import { getProductBenefit, listProductBenefits } from '../services/productBenefits'

export const productBenefitListEndpoint = implement(
  productBenefitList,
  (input, { payload, culture }) =>
    listProductBenefits(payload, culture, {
      category: input.productCategory,
      ...window(input, productBenefitList.paging),
    }),
)

export const productBenefitDetailEndpoint = implement(
  productBenefitDetail,
  (input, { payload, culture }) => getProductBenefit(payload, culture, input.id),
)
