import { bannerList } from '@/contract/banner'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import { isStaffPrincipal } from '../principal'
import { listBanners } from '../services/banners'

export const bannerListEndpoint = implement(bannerList, (input, { payload, culture, principal }) =>
  listBanners(payload, culture, {
    bannerType: input.bannerType,
    // Inactive (unpublished) banners are for staff eyes only.
    isActive: isStaffPrincipal(principal) ? input.isActive : true,
    keyword: input.keyword,
    sortBy: input.sortBy ?? 'displayOrder',
    descending: isDescending(input.sortDirection),
    ...window(input, bannerList.paging),
  }),
)
