import 'server-only'

import { bannerList, type BannerDto } from '@/contract/banner'
import { BannerType, type BannerTypeName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { assetUrl } from './assets'
import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type BannerQuery = {
  position: BannerTypeName
  rowsPerPage?: number
  page?: number
}

/** A banner as the renderer shows it. */
export type BannerView = {
  id: number
  name: string
  href: string | null
  external: boolean
  desktopSrc: string
  mobileSrc: string | null
  width: number | null
  height: number | null
  caption: string | null
  ctaLabel: string | null
}

/** `bannerLangUrl` may carry several paths separated by `|` (spec §3): desktop, then mobile. */
export function reshapeBanner(dto: BannerDto): BannerView {
  const [desktop = '', mobile] = dto.bannerLangUrl.split('|').map((part) => part.trim())
  const href = dto.urlRef?.trim() || null
  return {
    id: dto.id,
    name: dto.name,
    href,
    external: href !== null && /^https?:\/\//.test(href),
    desktopSrc: assetUrl(desktop),
    mobileSrc: mobile ? assetUrl(mobile) : null,
    width: dto.width,
    height: dto.height,
    caption: dto.caption,
    ctaLabel: dto.ctaLabel,
  }
}

/** Active banners of one position, by display order descending (the filter the site always uses). */
export const fetchBanners = (
  locale: Locale,
  { position, rowsPerPage = 15, page = 1 }: BannerQuery,
  transport?: Transport,
) =>
  request(
    bannerList,
    locale,
    {
      page,
      bannerType: BannerType[position],
      rowsPerPage,
      isActive: true,
      sortBy: 'displayOrder',
      sortDirection: 'descending',
    },
    { transport },
  )

const readBanners = async (locale: Locale, query: BannerQuery): Promise<BannerView[]> =>
  (await fetchBanners(locale, query)).items.map(reshapeBanner)

export const getBanners = cachedRead('banners', readBanners, (locale, query) => [
  tags.banners(locale, query.position),
  tags.media(locale),
])
