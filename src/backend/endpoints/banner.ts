import { z } from 'zod'

import { BannerType } from '@/domain/enums'

import { boolParam, choiceParam, enumParam } from '../binding'
import { defineEndpoint } from '../endpoint'
import { isStaffPrincipal } from '../principal'
import { isDescending, pagingInput, window } from '../paging'
import { listBanners } from '../services/banners'

/** Banners by position; the footer carousel asks Page=1, BannerType=Footer, RowsPerPage=15, … */
export const bannerList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Banner/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({
    ...pagingInput,
    bannerType: enumParam(BannerType).optional(),
    isActive: boolParam().optional(),
    keyword: z.string().trim().max(200).optional(),
    sortBy: choiceParam(['displayOrder', 'name', 'id', 'creationTime']).optional(),
  }),
  handle: (input, { payload, culture, principal }) =>
    listBanners(payload, culture, {
      bannerType: input.bannerType,
      // Inactive (unpublished) banners are for staff eyes only.
      isActive: isStaffPrincipal(principal) ? input.isActive : true,
      keyword: input.keyword,
      sortBy: input.sortBy ?? 'displayOrder',
      descending: isDescending(input.sortDirection),
      ...window(input, 10),
    }),
})
