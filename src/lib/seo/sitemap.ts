import 'server-only'

import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { getCareers } from '@/lib/backend/careers'
import { getPostCategories, getPosts } from '@/lib/backend/posts'
import { getProductBenefits } from '@/lib/backend/productBenefits'
import { getProducts } from '@/lib/backend/products'
import { getTrainingCourses } from '@/lib/backend/trainingCourses'
import { listPageAddresses } from '@/lib/cms/pageAddresses'

import type { LocalePaths } from './metadata'
import { sitemapEntries, type SitemapPage } from './sitemapEntries'

/** One page of a backend list: what the sitemap needs of each entity. */
type Listed = { totalCount: number; items: { id: number; detailUrl: string }[] }

/** A paged list of entities with pages of their own, read in one language. */
export type EntitySource = (locale: Locale, page: number) => Promise<Listed>

const PAGE_SIZE = 100
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
}

/** Routes of their own (not CMS pages, not entities) that are content worth finding. */
const FIXED_PATHS = ['/topic/termAndPolicy']

async function entityPaths(source: EntitySource): Promise<SitemapPage[]> {
  const byId = new Map<number, Partial<LocalePaths>>()
  await Promise.all(
    locales.map(async (locale) => {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { totalCount, items } = await source(locale, page)
        for (const item of items)
          byId.set(item.id, { ...byId.get(item.id), [locale]: item.detailUrl })
        if (items.length === 0 || page * PAGE_SIZE >= totalCount) break
      }
    }),
  )
  return [...byId.values()].flatMap((found) => {
    const fallback = found[defaultLocale]
    if (!fallback) return []
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, found[locale] ?? fallback]),
    ) as LocalePaths
    return [{ paths, listed: [...locales] }]
  })
}

/**
 * Every page the sitemap lists: CMS pages (without `noIndex`), each left out of the languages it
 * has no text of its own in, the entities of `entitySources` and the fixed content routes.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const [pages, ...entities] = await Promise.all([
    listPageAddresses(),
    ...Object.values(entitySources).map((source) => entityPaths(source).catch(() => [])),
  ])
  const fromCms: SitemapPage[] = pages
    .filter((page) => !page.noIndex)
    .map((page) => ({
      paths: page.paths,
      listed: locales.filter((locale) => !page.untranslated.includes(locale)),
      lastModified: page.updatedAt || undefined,
    }))
  const fixed: SitemapPage[] = FIXED_PATHS.map((path) => ({
    paths: Object.fromEntries(locales.map((locale) => [locale, path])) as LocalePaths,
    listed: [...locales],
  }))
  return [...fromCms, ...entities.flat(), ...fixed]
}

/** The whole sitemap of the site, on its public address. */
export const buildSitemap = async (): Promise<MetadataRoute.Sitemap> =>
  sitemapEntries(await sitemapPages(), getEnv().SITE_URL)
