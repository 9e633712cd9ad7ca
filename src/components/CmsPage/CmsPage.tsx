import type { Metadata } from 'next'

import { RenderBlocks, titleBlockOf } from '@/blocks/RenderBlocks'
import type { Locale } from '@/i18n/locales'
import type { PageEntry } from '@/lib/cms/pages'
import { imagePath, sizedImage } from '@/contract/images'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

/** A CMS page's layout; the page title is the h1 unless a hero block provides one. */
export function CmsPage({
  entry,
  locale,
  search,
}: {
  entry: PageEntry
  locale: Locale
  search?: Record<string, string | string[] | undefined>
}) {
  const { page } = entry
  return (
    <>
      {titleBlockOf(page.layout) ? null : <h1 className="sr-only">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} locale={locale} search={search} />
    </>
  )
}

/** Metadata of a CMS page: its SEO fields, falling back to its title. */
export function cmsPageMetadata(
  entry: PageEntry,
  locale: Locale,
  paths: LocalePaths,
  absoluteTitle = false,
): Metadata {
  const { page } = entry
  const image =
    page.seo?.image && typeof page.seo.image === 'object' && page.seo.image.filename
      ? page.seo.image.filename
      : null
  return pageMetadata({
    locale,
    paths,
    title: page.seo?.title || page.title,
    absoluteTitle,
    description: page.seo?.description,
    image: image ? sizedImage(imagePath(image), 1200) : null,
    noIndex: page.seo?.noIndex ?? false,
  })
}
