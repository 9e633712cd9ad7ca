import 'server-only'

import type { MetadataRoute } from 'next'

import { projectList } from '@/contract/project'
import { getEnv } from '@/env'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { getCareers } from '@/lib/backend/careers'
import { getPostCategories, getPosts } from '@/lib/backend/posts'
import { getProductBenefits } from '@/lib/backend/productBenefits'
import { getProjects } from '@/lib/backend/projects'
import { getProducts } from '@/lib/backend/products'
import { getTermsTopics } from '@/lib/backend/topics'
import { getTrainingCourses } from '@/lib/backend/trainingCourses'
import { listPageAddresses } from '@/lib/cms/pageAddresses'

import type { LocalePaths } from './metadata'
import { sitemapEntries, type SitemapPage } from './sitemapEntries'

/** One page of a backend list: what the sitemap needs of each entity. */
type Listed = {
  totalCount: number
  items: { id: number; detailUrl: string; contentCulture: Locale; lastModificationTime: string }[]
}

/** A paged list of entities with pages of their own, read in one language. */
export type EntitySource = (locale: Locale, page: number) => Promise<Listed>

const PAGE_SIZE = 100
const PROJECT_PAGE_SIZE = projectList.paging.maxSize
/** Enough for thousands of entities of one kind; a runaway count never loops forever. */
const MAX_PAGES = 50

/** The entities listed in the sitemap; a new kind of entity page adds one line. */
export const entitySources: Record<string, EntitySource> = {
  products: (locale, page) => getProducts(locale, { page, rowsPerPage: PAGE_SIZE }),
  productBenefits: (locale, page) => getProductBenefits(locale, { page, rowsPerPage: PAGE_SIZE }),
  posts: (locale, page) => getPosts(locale, { page, rowsPerPage: PAGE_SIZE }),
  postCategories: (locale, page) => getPostCategories(locale, { page, rowsPerPage: PAGE_SIZE }),
  careers: (locale, page) => getCareers(locale, { page, rowsPerPage: PAGE_SIZE }),
  trainingCourses: (locale, page) => getTrainingCourses(locale, { page, rowsPerPage: PAGE_SIZE }),
  projects: (locale, page) => getProjects(locale, { page, rowsPerPage: PROJECT_PAGE_SIZE }),
  galleries: async (locale, page) => {
    const { totalCount, items } = await getProjects(locale, {
      page,
      rowsPerPage: PROJECT_PAGE_SIZE,
    })
    return { totalCount, items: items.map((item) => ({ ...item, detailUrl: item.galleryUrl })) }
  },
}

/** The latest of some ISO times, or undefined. */
const latest = (times: (string | null | undefined)[]) =>
  times
    .filter((time): time is string => Boolean(time))
    .sort()
    .at(-1)

/**
 * Routes of their own (not CMS pages, not entities) that are content worth finding, with when
 * what they show last changed.
 */
const FIXED_ROUTES: { path: string; lastModified: () => Promise<string | undefined> }[] = [
  {
    path: '/topic/termAndPolicy',
    lastModified: async () =>
      latest((await getTermsTopics(defaultLocale)).map((topic) => topic.lastModificationTime)),
  },
]

/** An entity's path in the languages it was listed in, whether its texts are its own there, and its last change. */
type Found = { paths: Partial<LocalePaths>; own: Set<Locale>; lastModified: string }

/**
 * Every entity of a source, listed in each language its texts are written in: one whose English
 * falls back to Vietnamese keeps its English address (hreflang) but is not listed under it.
 */
export async function entityPaths(source: EntitySource): Promise<SitemapPage[]> {
  const byId = new Map<number, Found>()
  await Promise.all(
    locales.map(async (locale) => {
      let read = 0
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { totalCount, items } = await source(locale, page)
        read += items.length
        for (const item of items) {
          const found = byId.get(item.id) ?? {
            paths: {},
            own: new Set<Locale>(),
            lastModified: item.lastModificationTime,
          }
          found.paths[locale] = item.detailUrl
          if (item.lastModificationTime > found.lastModified)
            found.lastModified = item.lastModificationTime
          if (item.contentCulture === locale) found.own.add(locale)
          byId.set(item.id, found)
        }
        if (items.length === 0 || read >= totalCount) break
      }
    }),
  )
  return [...byId.values()].flatMap(({ paths: found, own, lastModified }) => {
    const fallback = found[defaultLocale]
    if (!fallback) return []
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, found[locale] ?? fallback]),
    ) as LocalePaths
    return [{ paths, listed: locales.filter((locale) => own.has(locale)), lastModified }]
  })
}

/** The sitemaps of the index: CMS pages (with the fixed routes), then one per kind of entity. */
export const SITEMAP_SECTIONS = ['pages', ...Object.keys(entitySources)]

/**
 * Every page the sitemap lists, by section: CMS pages (without `noIndex`), each left out of the
 * languages it has no text of its own in, and the fixed content routes; then the entities of
 * each of `entitySources`.
 */
async function sectionPages(): Promise<[string, SitemapPage[]][]> {
  const names = Object.keys(entitySources)
  const [pages, ...entities] = await Promise.all([
    listPageAddresses(),
    ...names.map((name) =>
      entityPaths(entitySources[name]!).catch((error: unknown) => {
        // One failing list leaves its entities out; the rest of the sitemap is still served.
        console.error(`[sitemap] the ${name} list failed`, error)
        return []
      }),
    ),
  ])
  const fromCms: SitemapPage[] = pages
    .filter((page) => !page.noIndex)
    .map((page) => ({
      paths: page.paths,
      listed: locales.filter((locale) => !page.untranslated.includes(locale)),
      lastModified: page.updatedAt || undefined,
    }))
  const fixed: SitemapPage[] = await Promise.all(
    FIXED_ROUTES.map(async ({ path, lastModified }) => ({
      paths: Object.fromEntries(locales.map((locale) => [locale, path])) as LocalePaths,
      listed: [...locales],
      lastModified: await lastModified().catch(() => undefined),
    })),
  )
  return [
    ['pages', [...fromCms, ...fixed]],
    ...names.map((name, index): [string, SitemapPage[]] => [name, entities[index] ?? []]),
  ]
}

/** Every page of every section, in one list. */
export const sitemapPages = async (): Promise<SitemapPage[]> =>
  (await sectionPages()).flatMap(([, pages]) => pages)

/** One sitemap of the index: its entries and the latest change among them. */
export type SitemapSection = {
  name: string
  entries: MetadataRoute.Sitemap
  lastModified: string | undefined
}

/**
 * The sitemaps of the index on the site's public address, each address in the first section
 * that lists it only (a static post that is also a page is listed with the pages).
 */
export async function sitemapSections(): Promise<SitemapSection[]> {
  const siteUrl = getEnv().SITE_URL
  const seen = new Set<string>()
  return (await sectionPages()).map(([name, pages]) => {
    const entries = sitemapEntries(pages, siteUrl, seen)
    const dates = entries.map((entry) => (entry.lastModified ? String(entry.lastModified) : null))
    return { name, entries, lastModified: latest(dates) }
  })
}
