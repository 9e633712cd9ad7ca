import { z } from 'zod'

import { pictureSchema } from './product'

/** One product-benefit story in a list (`ProductBenefit/GetListBoxDto`). */
export const productBenefitListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  detailUrl: z.string(),
  summary: z.string(),
  productCategory: z.number().int(),
  categoryName: z.string(),
  cover: pictureSchema.nullable(),
  publishedAt: z.string(),
})
export type ProductBenefitListItemDto = z.infer<typeof productBenefitListItemSchema>

/** The whole story (`ProductBenefit/GetDetailDto`): `body` is HTML, products by id. */
export const productBenefitDetailSchema = productBenefitListItemSchema.extend({
  body: z.string(),
  productIds: z.array(z.number().int()),
})
export type ProductBenefitDetailDto = z.infer<typeof productBenefitDetailSchema>
