import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/Carousel/Carousel.client'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { Locale } from '@/i18n/locales'
import { getBanners, type BannerView } from '@/lib/backend/banners'
import type { BannerSliderBlock as BannerSliderBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './BannerSlider.module.css'

type SlideProps = { banner: BannerView; locale: Locale; eager: boolean; learnMore: string }

function Slide({ banner, locale, eager, learnMore }: SlideProps) {
  return (
    <figure className={styles.slide}>
      <picture>
        {banner.mobileSrc ? (
          <source
            media="(max-width: 575px)"
            srcSet={imageSrcSet(banner.mobileSrc, 750)}
            sizes="100vw"
          />
        ) : null}
        <img
          className={styles.image}
          src={sizedImage(banner.desktopSrc, 1440)}
          srcSet={imageSrcSet(banner.desktopSrc, banner.width)}
          sizes="100vw"
          width={banner.width ?? 1920}
          height={banner.height ?? 640}
          alt={banner.name}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? 'sync' : 'async'}
        />
      </picture>
      {banner.caption || banner.href ? (
        <figcaption className={styles.caption}>
          <div className="container">
            <div className={styles.captionBox}>
              <p className={styles.title}>{banner.name}</p>
              {banner.caption ? <p className={styles.text}>{banner.caption}</p> : null}
              {banner.href ? (
                <SmartLink href={banner.href} locale={locale} className="button">
                  {banner.ctaLabel || learnMore}
                </SmartLink>
              ) : null}
            </div>
          </div>
        </figcaption>
      ) : null}
    </figure>
  )
}

/** Active banners of one position, newest display order first, as a carousel. */
export async function BannerSliderBlock({
  block,
  locale,
  isFirst,
}: BlockProps<BannerSliderBlockData>) {
  const [banners, t] = await Promise.all([
    getBanners(locale, { position: block.position, rowsPerPage: block.limit ?? 8 }),
    getTranslations({ locale, namespace: 'banner' }),
  ])
  if (banners.length === 0) return null
  return (
    <section className={styles.section} aria-label={block.heading ?? t('label')}>
      {block.heading ? <h2 className="sr-only">{block.heading}</h2> : null}
      <Carousel
        label={block.heading ?? t('label')}
        labels={{
          slide: t('slide', { index: '{index}', total: '{total}' }),
          previous: t('previous'),
          next: t('next'),
          pause: t('pause'),
          play: t('play'),
        }}
        autoplayMs={(block.autoplaySeconds ?? 6) * 1000}
        className={styles.carousel}
      >
        {banners.map((banner, index) => (
          <Slide
            key={banner.id}
            banner={banner}
            locale={locale}
            eager={isFirst && index === 0}
            learnMore={t('learnMore')}
          />
        ))}
      </Carousel>
    </section>
  )
}
