import type { Payload, Where } from 'payload'

import type { BannerDto } from '@/contract/banner'
import type { Paged } from '@/contract/envelope'
import { BannerType, enumNames } from '@/domain/enums'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { escapeLike } from '@/lib/db/like'
import type { Banner } from '@/payload-types'

import { mediaPathOf } from '../media'

export type BannerFilter = {
  bannerType?: number | undefined
  isActive?: boolean | undefined
  keyword?: string | undefined
  sortBy: 'displayOrder' | 'name' | 'id' | 'creationTime'
  descending: boolean
  skip: number
  take: number
}

const nameOfType = enumNames(BannerType)

const SORT_FIELD: Record<BannerFilter['sortBy'], string> = {
  displayOrder: 'displayOrder',
  name: 'name',
  id: 'id',
  creationTime: 'createdAt',
}

const toDto = (banner: Banner): BannerDto | null => {
  const desktop = mediaPathOf(banner.picture)
  if (!desktop) return null
  const mobile = mediaPathOf(banner.mobilePicture)
  const picture = typeof banner.picture === 'object' ? banner.picture : null
  return {
    id: banner.id,
    name: banner.name,
    urlRef: banner.urlRef ?? null,
    bannerLangUrl: mobile ? `${desktop}|${mobile}` : desktop,
    displayOrder: banner.displayOrder,
    isActive: banner.isActive ?? false,
    bannerType: BannerType[banner.bannerType],
    caption: banner.caption ?? null,
    ctaLabel: banner.ctaLabel ?? null,
    width: picture?.width ?? null,
    height: picture?.height ?? null,
  }
}

/** Banners of a position for a language, in the requested order and window. */
export async function listBanners(
  payload: Payload,
  culture: Locale,
  filter: BannerFilter,
): Promise<Paged<BannerDto>> {
  const conditions: Where[] = []
  if (filter.bannerType !== undefined) {
    const name = nameOfType.get(filter.bannerType)
    conditions.push({ bannerType: { equals: name } })
  }
  if (filter.isActive !== undefined) conditions.push({ isActive: { equals: filter.isActive } })
  if (filter.keyword) conditions.push({ name: { like: escapeLike(filter.keyword) } })
  const sortField = SORT_FIELD[filter.sortBy]
  const result = await payload.find({
    collection: 'banners',
    where: { and: conditions },
    locale: culture,
    fallbackLocale: defaultLocale,
    depth: 1,
    limit: filter.skip + filter.take,
    page: 1,
    sort: [filter.descending ? `-${sortField}` : sortField, filter.descending ? '-id' : 'id'],
    overrideAccess: true,
  })
  const items = result.docs
    .slice(filter.skip)
    .map(toDto)
    .filter((dto): dto is BannerDto => dto !== null)
  return { totalCount: result.totalDocs, items }
}
