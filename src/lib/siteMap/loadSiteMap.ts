import 'server-only'

import { getTranslations } from 'next-intl/server'

import { CategoryType, ProductCategory, type ProductCategoryName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { getCareers } from '@/lib/backend/careers'
import { getPostCategories } from '@/lib/backend/posts'
import { getProducts } from '@/lib/backend/products'
import { getProjects } from '@/lib/backend/projects'
import { getTopicLink } from '@/lib/backend/topics'
import { getTrainingCourses } from '@/lib/backend/trainingCourses'
import { CATEGORY_PATH } from '@/lib/breadcrumb/buildBreadcrumb'
import { getFooter, getNavigation } from '@/lib/cms/globals'
import { listPublishedPages } from '@/lib/cms/pages'
import type { Footer } from '@/payload-types'

import {
  buildSiteMap,
  type SiteMapCategory,
  type SiteMapGroup,
  type SiteMapItem,
  type SiteMapSection,
} from './buildSiteMap'

/** The largest page most list calls answer; the site map asks for whole lists. */
const ROWS = 100
/** Bounds a runaway list: the map shows at most this many pages of one list. */
const MAX_PAGES = 10

/** Every item of a paged list, page by page (`rows` per page). */
async function all<T>(
  read: (page: number, rows: number) => Promise<{ totalCount: number; items: T[] }>,
  rows = ROWS,
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await read(page, rows)
    items.push(...result.items)
    if (result.items.length < rows || items.length >= result.totalCount) break
  }
  return items
}

/** The project list answers at most 48 a page. */
const PROJECT_ROWS = 48

const categoryNames = Object.keys(ProductCategory) as ProductCategoryName[]

/** Products by category, each category linking to its page. */
async function productGroups(locale: Locale): Promise<SiteMapGroup[]> {
  const lists = await Promise.all(
    categoryNames.map((category) =>
      all((page, rows) =>
        getProducts(locale, { productCategory: category, page, rowsPerPage: rows }),
      ),
    ),
  )
  return categoryNames.flatMap((category, index) => {
    const products = lists[index] ?? []
    const first = products[0]
    if (!first) return []
    return [
      {
        label: first.categoryName,
        href: CATEGORY_PATH[category],
        items: products.map((product) => ({ label: product.name, href: product.detailUrl })),
      },
    ]
  })
}

/**
 * News, event, article, notebook and FAQ categories that hold posts (or have sub-categories
 * that do); static posts live at their own addresses and are left out.
 */
async function postCategories(locale: Locale): Promise<SiteMapCategory[]> {
  const categories = (
    await all((page, rows) => getPostCategories(locale, { page, rowsPerPage: rows }))
  ).filter((category) => category.categoryType !== CategoryType.StaticPost)
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]))
  const kept = new Set<number>()
  for (const category of categories) {
    if (category.postCount === 0) continue
    for (let id: number | null | undefined = category.id; id != null; id = parentOf.get(id)) {
      if (kept.has(id)) break
      kept.add(id)
    }
  }
  return categories
    .filter((category) => kept.has(category.id))
    .map((category) => ({
      id: category.id,
      label: category.name,
      href: category.detailUrl,
      parentId: category.parentId,
    }))
}

type FooterLink = NonNullable<Footer['supportLinks']>[number]

/** Footer links with their address (a topic's comes from the backend; one without is left out). */
async function footerLinks(locale: Locale, footer: Footer): Promise<SiteMapItem[]> {
  const links: FooterLink[] = [
    ...(footer.supportLinks ?? []),
    ...(footer.groups ?? []).flatMap((group) => group.links ?? []),
  ]
  const resolved = await Promise.all(
    links.map(async (link) => {
      if (!link.topic) return link.href ? { label: link.label, href: link.href } : null
      const found = await getTopicLink(locale, link.topic).catch(() => null)
      return found ? { label: link.label, href: found.detailUrl } : null
    }),
  )
  return resolved.filter((link): link is SiteMapItem => link !== null)
}

/** The site map of `locale`, from the menu, the footer, the pages and the entity lists. */
export async function loadSiteMap(locale: Locale): Promise<SiteMapSection[]> {
  const [navigation, footer, pages, products, categories, careers, projects, courses, t] =
    await Promise.all([
      getNavigation(locale),
      getFooter(locale),
      listPublishedPages(locale),
      productGroups(locale),
      postCategories(locale),
      all((page, rows) => getCareers(locale, { page, rowsPerPage: rows })),
      all((page, rows) => getProjects(locale, { page, rowsPerPage: rows }), PROJECT_ROWS),
      all((page, rows) =>
        getTrainingCourses(locale, { timeFrame: 'upcoming', page, rowsPerPage: rows }),
      ),
      getTranslations({ locale, namespace: 'siteMap' }),
    ])
  return buildSiteMap(
    {
      mainMenu: navigation.mainMenu ?? [],
      utilityLinks: navigation.utilityLinks ?? [],
      footerLinks: await footerLinks(locale, footer),
      pages: pages
        .filter((page) => page.slug !== 'home' && !page.noIndex)
        .map((page) => ({
          title: page.title,
          path: `/${page.slug}`,
          businessArea: page.businessArea ?? null,
        })),
      products,
      postCategories: categories,
      lists: [
        {
          id: 'careers',
          label: t('careers'),
          href: '/tuyen-dung',
          items: careers.map((career) => ({ label: career.title, href: career.detailUrl })),
        },
        {
          id: 'projects',
          label: t('projects'),
          href: '/ho-so-du-an',
          items: projects.map((project) => ({ label: project.name, href: project.detailUrl })),
        },
        {
          id: 'courses',
          label: t('courses'),
          href: '/training-center',
          items: courses.map((course) => ({ label: course.title, href: course.detailUrl })),
        },
      ],
    },
    { products: t('products'), posts: t('posts'), other: t('other') },
    locale,
  )
}
