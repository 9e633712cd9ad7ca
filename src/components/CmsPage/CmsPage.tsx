import type { Metadata } from 'next'

import { RenderBlocks, titleBlockOf } from '@/blocks/RenderBlocks'
import { pickView, VIEW_PARAM } from '@/domain/pageViews'
import type { Locale } from '@/i18n/locales'
import type { PageEntry } from '@/lib/cms/pages'
import { imagePath, sizedImage } from '@/contract/images'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

import { ViewTabs } from './ViewTabs'

type Search = Record<string, string | string[] | undefined>

/**
 * A CMS page's layout, or the alternative view the query asks for (`?t=forOwners`) with tabs
 * between them; the page title is the h1 unless a hero block provides one.
 */
export function CmsPage({
  entry,
  locale,
  search,
}: {
  entry: PageEntry
  locale: Locale
  search?: Search
}) {
  const { page } = entry
  const view = pickView(page, search)
  const layout = view?.layout ?? page.layout
  const views = page.views ?? []
  const tabs =
    views.length > 0 ? (
      <ViewTabs
        path={`/${entry.slugs[locale]}`}
        tabs={[
          { key: null, label: page.mainViewLabel || page.title },
          ...views.map((item) => ({ key: item.key, label: item.label })),
        ]}
        current={view?.key ?? null}
        locale={locale}
      />
    ) : null
  return (
    <>
      {titleBlockOf(layout) ? null : (
        <h1 className="sr-only">{view ? `${page.title}: ${view.label}` : page.title}</h1>
      )}
      <RenderBlocks blocks={layout} locale={locale} search={search} afterLead={tabs} />
    </>
  )
}

/** Metadata paths of a page, or of the view the query asks for (its own canonical address). */
export function cmsPagePaths(entry: PageEntry, search?: Search): LocalePaths {
  const view = pickView(entry.page, search)
  const suffix = view ? `?${VIEW_PARAM}=${encodeURIComponent(view.key)}` : ''
  return { vi: `/${entry.slugs.vi}${suffix}`, en: `/${entry.slugs.en}${suffix}` }
}

/** Metadata of a CMS page: its SEO fields, falling back to its title. */
export function cmsPageMetadata(
  entry: PageEntry,
  locale: Locale,
  paths: LocalePaths,
  absoluteTitle = false,
  search?: Search,
): Metadata {
  const { page } = entry
  const view = pickView(page, search)
  const image =
    page.seo?.image && typeof page.seo.image === 'object' && page.seo.image.filename
      ? page.seo.image.filename
      : null
  return pageMetadata({
    locale,
    paths,
    title: view ? `${view.label} – ${page.title}` : page.seo?.title || page.title,
    absoluteTitle,
    description: page.seo?.description,
    image: image ? sizedImage(imagePath(image), 1200) : null,
    noIndex: page.seo?.noIndex ?? false,
  })
}
