import { z } from 'zod'

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
  name: z.string(),
  slug: z.string(),
  detailUrl: z.string(),
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
  documents: z.array(
    z.object({
      documentType: z.number().int(),
      documentTypeName: z.string(),
      title: z.string(),
      url: z.string(),
      fileSize: z.number().int().nullable(),
    }),
  ),
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

export { FILTER_PARAM, PRODUCT_SORTS, type ProductSort } from './productParams'
