import { z } from 'zod'

import { ProductCategory, ProductGroup } from '@/domain/enums'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { pagedSchema } from './envelope'
import {
  boolParam,
  choiceParam,
  entitySlugParam,
  enumParam,
  idParam,
  intParam,
  listParam,
} from './params'
import { DEFAULT_PRODUCT_SORT, FILTER_PARAM, PRODUCT_SORTS } from './productParams'

/** Product pictures, as the backend answers them: a site path to `/images/{file}`. */
export const pictureSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})
export type PictureDto = z.infer<typeof pictureSchema>

export const colourVariantSchema = z.object({
  colour: z.string(),
  picture: pictureSchema.nullable(),
})

export const capacitySchema = z.object({ value: z.number(), unit: z.string() })
export const specRowSchema = z.object({ label: z.string(), value: z.string() })

/** One product in a list (`Product/GetListBoxDto`, related products). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  name: z.string(),
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  modelCode: z.string(),
  series: z.string().nullable(),
  shortDescription: z.string(),
  productGroup: z.number().int(),
  productCategory: z.number().int(),
  categoryName: z.string(),
  picture: pictureSchema.nullable(),
  colours: z.array(colourVariantSchema),
  capacity: capacitySchema.nullable(),
  keySpecs: z.array(specRowSchema),
  energyStars: z.number().int().nullable(),
  cspf: z.number().nullable(),
  price: z.number().nullable(),
  isFeatured: z.boolean(),
})
export type ProductListItemDto = z.infer<typeof productListItemSchema>

export const productLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detailUrl: z.string(),
})

/** The whole product (`Product/GetDetailDto`). */
export const productDetailSchema = productListItemSchema.extend({
  description: z.string(),
  features: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string().nullable() })),
  colourVariations: z.array(z.object({ colour: z.string(), pictures: z.array(pictureSchema) })),
  size: z
    .object({
      kind: z.string().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      depth: z.number().nullable(),
      unit: z.string(),
    })
    .nullable(),
  specifications: z.array(specRowSchema),
  /** `productHVAChaveParent`: the parent HVAC system's id, or null. */
  productHVAChaveParent: z.number().int().nullable(),
  parent: productLinkSchema.nullable(),
  children: z.array(productListItemSchema),
  filters: z.array(z.object({ filter: z.string(), value: z.string() })),
  lastModificationTime: z.string().nullable(),
})
export type ProductDetailDto = z.infer<typeof productDetailSchema>

/** A category filter with its options (`Filter/GetListBoxDto`). */
export const filterDtoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  productCategory: z.number().int(),
  display: z.enum(['tiles', 'checkboxes']),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
})
export type FilterDto = z.infer<typeof filterDtoSchema>

export {
  DEFAULT_PRODUCT_SORT,
  defaultSortDirection,
  FILTER_PARAM,
  PRODUCT_SORTS,
  type ProductSort,
} from './productParams'

/** `key:value` filter values, one or several. */
const filterValues = listParam(z.string().regex(FILTER_PARAM, 'use key:value'), 30)

/** Products of a group or category, narrowed by filter values and a keyword; paged. */
export const productList = declareList({
  path: '/api/services/app/Product/GetListBoxDto',
  filters: {
    productGroup: enumParam(ProductGroup).optional(),
    productCategory: enumParam(ProductCategory).optional(),
    filters: filterValues.optional(),
    keyword: z.string().trim().max(100).optional(),
    parentId: idParam().optional(),
    isFeatured: boolParam().optional(),
    sorting: choiceParam(PRODUCT_SORTS).optional(),
  },
  item: productListItemSchema,
  paging: { defaultSize: 12, maxSize: 100, defaultSort: DEFAULT_PRODUCT_SORT },
})

export const productDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Product/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: productDetailSchema,
})

/** The product a slug names (`…-prd42` or a bare slug in any language), as the detail DTO. */
export const productBySlug = declareCall({
  method: 'GET',
  path: '/api/services/app/Product/GetDetailBySlug',
  audience: 'anonymous',
  input: z.object({ slug: entitySlugParam() }),
  result: productDetailSchema,
})

export const productRelated = declareCall({
  method: 'GET',
  path: '/api/services/app/Product/GetRelatedProductsDto',
  audience: 'anonymous',
  input: z.object({
    productId: idParam(),
    maxResultCount: intParam().pipe(z.number().int().min(1).max(12)).optional(),
  }),
  result: pagedSchema(productListItemSchema),
})

export const productsByIds = declareCall({
  method: 'GET',
  path: '/api/services/app/Product/GetRelatedProductByIds',
  audience: 'anonymous',
  input: z.object({ productIds: listParam(idParam(), 24) }),
  result: pagedSchema(productListItemSchema),
})

/** A category's filters with option counts; `filters` are values a listing always applies. */
export const filterList = declareCall({
  method: 'GET',
  path: '/api/services/app/Filter/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({
    productCategory: enumParam(ProductCategory).optional(),
    filters: filterValues.optional(),
  }),
  result: pagedSchema(filterDtoSchema),
})
