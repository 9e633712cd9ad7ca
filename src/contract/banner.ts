import { z } from 'zod'

import { BannerType } from '@/domain/enums'

import { declareList } from './call'
import { boolParam, choiceParam, enumParam } from './params'

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

export const BANNER_SORTS = ['displayOrder', 'name', 'id', 'creationTime'] as const

/** Banners by position; the footer carousel asks Page=1, BannerType=Footer, RowsPerPage=15, … */
export const bannerList = declareList({
  path: '/api/services/app/Banner/GetListBoxDto',
  filters: {
    bannerType: enumParam(BannerType).optional(),
    isActive: boolParam().optional(),
    keyword: z.string().trim().max(200).optional(),
    sortBy: choiceParam(BANNER_SORTS).optional(),
  },
  item: bannerDtoSchema,
  paging: { defaultSize: 10, maxSize: 100, defaultSort: 'displayOrder' },
})
export type BannerList = z.infer<typeof bannerList.result>
