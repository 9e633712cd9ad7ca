import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { BusinessGalleryDto } from '@/contract/project'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getSetting } from '@/lib/backend/settings'
import { galleryJsonLd } from '@/lib/projects/projectJsonLd'
import { jsonLdText } from '@/lib/seo/jsonLd'
import detail from '@/styles/entityDetail.module.css'

import { breadcrumbOf, projectAreaName } from './breadcrumbOf'
import styles from './Project.module.css'
import { ProjectGallery } from './ProjectGallery.lazy'

/**
 * A project's picture gallery (`/{slug}-bg{id}`): the carousel with thumbnails and zoom, a link
 * to the project page and the gallery's structured data.
 */
export async function GalleryView({
  gallery,
  locale,
}: {
  gallery: BusinessGalleryDto
  locale: Locale
}) {
  const [t, brandName] = await Promise.all([
    getTranslations({ locale, namespace: 'projects' }),
    getSetting(locale, 'BrandName'),
  ])
  const jsonLd = galleryJsonLd(gallery, locale, {
    origin: getEnv().SITE_URL,
    brandName: brandName ?? 'Sora Electric',
  })
  return (
    <article className={`container ${detail.detail}`}>
      <Breadcrumb locale={locale} input={breadcrumbOf(gallery, gallery.detailUrl)} />
      <header className={detail.header}>
        <p className={detail.eyebrow}>
          {t('galleryEyebrow')} · {t(`areas.${projectAreaName(gallery.businessArea)}`)}
        </p>
        <h1>{gallery.name}</h1>
        <p className={detail.lead}>
          {gallery.projectTypeName} · {gallery.provinceName} · {gallery.year}
        </p>
      </header>
      <ProjectGallery
        pictures={gallery.pictures.map((picture) => ({
          src: sizedImage(picture.url, 1200),
          srcSet: imageSrcSet(picture.url, picture.width),
          large: sizedImage(picture.url, 1920),
          thumb: sizedImage(picture.url, 320),
          width: picture.width ?? undefined,
          height: picture.height ?? undefined,
          alt: picture.alt,
        }))}
        labels={{
          region: t('carousel', { name: gallery.name }),
          previous: t('previous'),
          next: t('next'),
          zoom: t('zoom'),
          close: t('close'),
          thumbnails: t('thumbnails'),
          position: t.raw('position') as string,
          thumbnail: t.raw('thumbnail') as string,
          hint: t('keyboardHint'),
        }}
      />
      <p className={styles.summary}>{gallery.summary}</p>
      <p>
        <Link href={gallery.projectUrl} locale={locale} className="button">
          {t('backToProject')}
        </Link>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </article>
  )
}
