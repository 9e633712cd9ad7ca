import { AREA_PATH } from '@/lib/breadcrumb/buildBreadcrumb'
import type { BusinessAreaName } from '@/domain/enums'

/** A link of the site map, with the links below it. */
export type SiteMapLink = { label: string; href: string; children: SiteMapLink[] }

/** A group of the site map under its own heading (linked when it has a page of its own). */
export type SiteMapSection = {
  id: string
  heading: string
  href: string | null
  links: SiteMapLink[]
}

type NavLink = { label: string; href: string }
type NavEntry = NavLink & { children?: NavLink[] | null }

/** A published CMS page (the home page and pages hidden from search engines left out). */
export type SiteMapPage = { title: string; path: string; businessArea: BusinessAreaName | null }

/** A listed entity: its name and its address. */
export type SiteMapItem = { label: string; href: string }

/** Entities listed under a heading that links to their list page (a category, a course list). */
export type SiteMapGroup = { label: string; href: string; items: SiteMapItem[] }

/** Post categories as the backend answers them (a tree through `parentId`). */
export type SiteMapCategory = {
  id: number
  label: string
  href: string
  parentId: number | null
}

export type SiteMapInput = {
  mainMenu: NavEntry[]
  utilityLinks: NavLink[]
  /** Links of the footer that exist on their own (support topics, legal pages). */
  footerLinks: NavLink[]
  pages: SiteMapPage[]
  /** Product categories with their products. */
  products: SiteMapGroup[]
  postCategories: SiteMapCategory[]
  /** Entity lists under their list page (open positions, projects, courses), in display order. */
  lists: (SiteMapGroup & { id: string })[]
}

export type SiteMapLabels = { products: string; posts: string; other: string }

const leaf = (link: SiteMapItem): SiteMapLink => ({ ...link, children: [] })

/** One spelling per address: no trailing slash, no fragment. */
export const normaliseHref = (href: string): string => {
  const [path = '', query] = href.split('#')[0]!.split('?')
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return query ? `${clean}?${query}` : clean
}

const AREA_BY_PATH = new Map(
  Object.entries(AREA_PATH).map(([area, path]) => [path, area as BusinessAreaName]),
)

const byLabel = (locale: string) => (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, locale)

/** Links of a tree, depth first. */
const hrefsOf = (links: SiteMapLink[]): string[] =>
  links.flatMap((link) => [normaliseHref(link.href), ...hrefsOf(link.children)])

/** A category tree from the flat list (children under their parent, orphans at the top). */
function categoryTree(categories: SiteMapCategory[]): SiteMapLink[] {
  const ids = new Set(categories.map((category) => category.id))
  const below = (parentId: number | null): SiteMapLink[] =>
    categories
      .filter((category) =>
        parentId === null
          ? category.parentId === null || !ids.has(category.parentId)
          : category.parentId === parentId,
      )
      .map((category) => ({
        label: category.label,
        href: category.href,
        children: below(category.id),
      }))
  return below(null)
}

/**
 * The human site map (`/site-map`): one section per main-menu entry with its links and the
 * pages of its business area the menu leaves out, then the products by category, the news and
 * article categories, the entity lists (open positions, projects, courses), and last every
 * remaining page (utility and footer links, other pages). No address is listed twice within a
 * section; the last section lists only what no other section has.
 */
export function buildSiteMap(
  input: SiteMapInput,
  labels: SiteMapLabels,
  locale: string,
): SiteMapSection[] {
  const menuHrefs = new Set(
    input.mainMenu.flatMap((entry) => [
      normaliseHref(entry.href),
      ...(entry.children ?? []).map((child) => normaliseHref(child.href)),
    ]),
  )
  const sections: SiteMapSection[] = input.mainMenu.map((entry, index) => {
    const own = normaliseHref(entry.href)
    const seen = new Set([own])
    const links: SiteMapLink[] = []
    for (const child of entry.children ?? []) {
      const href = normaliseHref(child.href)
      if (seen.has(href)) continue
      seen.add(href)
      links.push(leaf(child))
    }
    const area = AREA_BY_PATH.get(own)
    if (area) {
      const extra = input.pages
        .filter((page) => page.businessArea === area && !menuHrefs.has(normaliseHref(page.path)))
        .map((page) => ({ label: page.title, href: page.path }))
        .sort(byLabel(locale))
      for (const page of extra) {
        seen.add(normaliseHref(page.href))
        links.push(leaf(page))
      }
    }
    return { id: `menu-${index + 1}`, heading: entry.label, href: entry.href, links }
  })

  const products = input.products
    .filter((group) => group.items.length > 0)
    .map((group) => ({ label: group.label, href: group.href, children: group.items.map(leaf) }))
  if (products.length > 0)
    sections.push({ id: 'products', heading: labels.products, href: null, links: products })

  const posts = categoryTree(input.postCategories)
  if (posts.length > 0)
    sections.push({ id: 'posts', heading: labels.posts, href: null, links: posts })

  for (const list of input.lists)
    sections.push({
      id: list.id,
      heading: list.label,
      href: list.href,
      links: list.items.map(leaf),
    })

  const listed = new Set([
    '/',
    ...sections.flatMap((section) => [
      ...(section.href ? [normaliseHref(section.href)] : []),
      ...hrefsOf(section.links),
    ]),
  ])
  const other: SiteMapLink[] = []
  // Pages of an area whose landing is not in the menu end up here too.
  const pages = input.pages
    .map((page) => ({ label: page.title, href: page.path }))
    .sort(byLabel(locale))
  for (const link of [...input.utilityLinks, ...input.footerLinks, ...pages]) {
    const href = normaliseHref(link.href)
    if (listed.has(href)) continue
    listed.add(href)
    other.push(leaf(link))
  }
  if (other.length > 0)
    sections.push({ id: 'other', heading: labels.other, href: null, links: other })
  return sections
}
