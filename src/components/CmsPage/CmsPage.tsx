import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RenderBlocks, titleBlockOf } from '@/blocks/RenderBlocks'
import { projectGalleryState, projectGalleryTitle } from '@/components/Project/projectListPage'
import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { pickView } from '@/domain/pageViews'
import { projectListHref } from '@/domain/projectList'
import { CATEGORY_PARAM, listHref, PAGE_PARAM, parseCategory, parsePage } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import type { PageEntry } from '@/lib/cms/pages'
import { imagePath, sizedImage } from '@/contract/images'
import { feedPath, feedsOfLayouts } from '@/lib/feeds/postFeeds'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

import { ViewTabs } from './ViewTabs'

type Search = Record<string, string | string[] | undefined>

/** A page's locale-less path in `locale` (the home page's slug is `home`, its path `/`). */
const pathOf = (entry: PageEntry, locale: Locale): string =>
  entry.slugs[locale] === 'home' ? '/' : `/${entry.slugs[locale]}`

/**
 * The view the query asks for, and the page of its paged post list. A filtered list (`?c=`)
 * counts as its unfiltered first page: the filter narrows a listing, it is no address of its own.
 */
function pageState(entry: PageEntry, search?: Search) {
  const view = pickView(entry.page, search)
  const layout = view?.layout ?? entry.page.layout
  const lists = layout.flatMap((block) => (block.blockType === 'postList' ? [block] : []))
  const filtered =
    lists.some((block) => block.categoryFilter) && parseCategory(search?.[CATEGORY_PARAM]) !== null
  const paged = lists.some((block) => block.paging) && !filtered
  // The project gallery's area (`?t=`) and view (`?c=`) are addresses of their own.
  const projects = projectGalleryState(layout, search)
  return { view, page: projects?.page ?? (paged ? parsePage(search?.[PAGE_PARAM]) : 1), projects }
}

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
        path={pathOf(entry, locale)}
        tabs={[
          { key: null, label: page.mainViewLabel || page.title },
          ...views.map((item) => ({ key: item.key, label: item.label })),
        ]}
        current={view?.key ?? null}
        locale={locale}
      />
    ) : null
  // A page within a business area sits under it (Home › Factory automation › LAB).
  const breadcrumb = page.businessArea ? (
    <div className="container">
      <Breadcrumb
        locale={locale}
        input={{
          url: pathOf(entry, locale),
          name: page.title,
          kind: 'page',
          businessArea: page.businessArea,
        }}
      />
    </div>
  ) : null
  return (
    <>
      {titleBlockOf(layout) ? null : (
        <h1 className="sr-only">{view ? `${page.title}: ${view.label}` : page.title}</h1>
      )}
      <RenderBlocks
        blocks={layout}
        locale={locale}
        path={pathOf(entry, locale)}
        search={search}
        afterLead={
          <>
            {breadcrumb}
            {tabs}
          </>
        }
      />
    </>
  )
}

/**
 * Metadata paths of a page, or of the view the query asks for, and of a paged list's later page
 * (`?t=news&page=2`): each is a canonical address of its own.
 */
export function cmsPagePaths(entry: PageEntry, search?: Search): LocalePaths {
  const { view, page, projects } = pageState(entry, search)
  if (projects)
    return {
      vi: projectListHref(`/${entry.slugs.vi}`, projects),
      en: projectListHref(`/${entry.slugs.en}`, projects),
    }
  const state = { view: view?.key, page }
  return {
    vi: listHref(`/${entry.slugs.vi}`, state),
    en: listHref(`/${entry.slugs.en}`, state),
  }
}

/** Metadata of a CMS page: its SEO fields, falling back to its title, and the feeds it lists. */
export async function cmsPageMetadata(
  entry: PageEntry,
  locale: Locale,
  paths: LocalePaths,
  absoluteTitle = false,
  search?: Search,
): Promise<Metadata> {
  const { page } = entry
  const { view, page: pageNumber, projects } = pageState(entry, search)
  const gallery = projects ? await projectGalleryTitle(projects, locale) : null
  const feeds = feedsOfLayouts([page.layout, ...(page.views ?? []).map((item) => item.layout)])
  const t = await getTranslations({ locale, namespace: 'posts' })
  const title = view
    ? `${view.label} – ${page.title}`
    : gallery
      ? `${gallery} – ${page.title}`
      : page.seo?.title || page.title
  const image =
    page.seo?.image && typeof page.seo.image === 'object' && page.seo.image.filename
      ? page.seo.image.filename
      : null
  return pageMetadata({
    locale,
    paths,
    title: pageNumber > 1 ? t('pageTitle', { title, page: pageNumber }) : title,
    absoluteTitle,
    description: page.seo?.description,
    image: image ? sizedImage(imagePath(image), 1200) : null,
    noIndex: page.seo?.noIndex ?? false,
    feeds: feeds.map((feed) => ({
      url: feedPath(locale, feed),
      title: t(`feeds.${feed}.title`),
    })),
  })
}
