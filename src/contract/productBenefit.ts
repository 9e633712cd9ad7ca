import { z } from 'zod'

import { ProductCategory } from '@/domain/enums'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { enumParam, idParam } from './params'
import { pictureSchema } from './product'

/** One product-benefit story in a list (`ProductBenefit/GetListBoxDto`). */
export const productBenefitListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  title: z.string(),
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
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

/** Product-benefit stories, optionally of one product category; paged. */
export const productBenefitList = declareList({
  path: '/api/services/app/ProductBenefit/GetListBoxDto',
  filters: { productCategory: enumParam(ProductCategory).optional() },
  item: productBenefitListItemSchema,
  paging: { defaultSize: 12, maxSize: 100 },
})

export const productBenefitDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/ProductBenefit/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: productBenefitDetailSchema,
})
