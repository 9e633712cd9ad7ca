import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/Carousel/Carousel.client'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { Locale } from '@/i18n/locales'
import { getBanners } from '@/lib/backend/banners'

import styles from './Footer.module.css'

/** Footer banners per request (spec §9): the first 15 active ones, by display order descending. */
export const FOOTER_BANNER_COUNT = 15

/**
 * 'Tham khảo các trang liên quan': the footer banners as a carousel of 3 (1 below 768 px), dots,
 * no arrows, starting 500 ms after it appears. Nothing is rendered when there are none.
 */
export async function RelatedPages({ locale }: { locale: Locale }) {
  const [banners, t, slides] = await Promise.all([
    getBanners(locale, { position: 'Footer', rowsPerPage: FOOTER_BANNER_COUNT, page: 1 }),
    getTranslations({ locale, namespace: 'relatedPages' }),
    getTranslations({ locale, namespace: 'banner' }),
  ])
  if (banners.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="related-pages">
      <div className="container">
        <h2 id="related-pages" className={styles.relatedTitle}>
          {t('title')}
        </h2>
        <Carousel
          label={t('title')}
          labels={{
            slide: slides('slide', { index: '{index}', total: '{total}' }),
            previous: slides('previous'),
            next: slides('next'),
            pause: slides('pause'),
            play: slides('play'),
          }}
          perView={1}
          perViewWide={3}
          arrows={false}
          dots
          startDelayMs={500}
        >
          {banners.map((banner) => (
            <article key={banner.id} className={styles.relatedCard}>
              <img
                src={sizedImage(banner.desktopSrc, 480)}
                srcSet={imageSrcSet(banner.desktopSrc, banner.width)}
                sizes="(min-width: 768px) 33vw, 100vw"
                width={banner.width ?? 800}
                height={banner.height ?? 450}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className={styles.relatedBody}>
                <h3 className={styles.relatedName}>
                  {banner.href ? (
                    <SmartLink href={banner.href} locale={locale} className={styles.relatedLink}>
                      {banner.name}
                    </SmartLink>
                  ) : (
                    banner.name
                  )}
                </h3>
                {banner.caption ? <p>{banner.caption}</p> : null}
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  )
}
