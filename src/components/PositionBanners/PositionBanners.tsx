import { BannerSliderBlock } from '@/blocks/BannerSlider/Component'
import type { BannerTypeName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'

/**
 * The banners of one position on a page that is no CMS layout (a product's or a story's page,
 * spec §3: product banners 70–90), shown as the banner slider block shows them.
 */
export function PositionBanners({
  position,
  locale,
  limit = 3,
}: {
  position: BannerTypeName
  locale: Locale
  limit?: number
}) {
  return (
    <BannerSliderBlock
      block={{
        id: `position-${position}`,
        blockType: 'bannerSlider',
        position,
        limit,
        autoplaySeconds: 7,
      }}
      locale={locale}
      isFirst={false}
      ownsTitle={false}
    />
  )
}
