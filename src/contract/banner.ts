import { z } from 'zod'

import { pagedSchema } from './envelope'

export const bannerDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  urlRef: z.string().nullable(),
  /** Picture path(s) for the current language; desktop first, then mobile, separated by `|`. */
  bannerLangUrl: z.string(),
  displayOrder: z.number(),
  isActive: z.boolean(),
  bannerType: z.number().int(),
  caption: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
})
export type BannerDto = z.infer<typeof bannerDtoSchema>

export const bannerListSchema = pagedSchema(bannerDtoSchema)
export type BannerList = z.infer<typeof bannerListSchema>
