import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BannerType, type BannerTypeName } from '@/domain/enums'
import { locales } from '@/i18n/locales'
import { buildSiteMap, normaliseHref } from '@/lib/siteMap/buildSiteMap'

import { loadContent } from './load'
import type { BlockSeed, PageSeed } from './schema'

const { banners, pages, redirects, navigation, footer } = loadContent()

const positions = Object.keys(BannerType) as BannerTypeName[]

/**
 * Positions shown outside page layouts: the footer's related-pages carousel, and the banners of
 * product and product-benefit pages (`PositionBanners` in the catch-all's entity pages).
 */
const SHOWN_BY_CODE: BannerTypeName[] = ['Footer', 'ProductDetail', 'ProductBenefit']

const layoutsOf = (page: PageSeed): BlockSeed[] => [
  ...page.layout,
  ...(page.views ?? []).flatMap((view) => view.layout),
]

/** Site routes that are no CMS page (`src/app/(site)/[locale]/<route>`). */
const appRoutes = new Set(
  readdirSync(path.join(process.cwd(), 'src', 'app', '(site)', '[locale]'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name),
)
const pageSlugs = new Set(pages.map((page) => page.vi.slug))

/** Whether a site path leads to a page: a CMS page, an app route or the home page. */
const isRealPath = (href: string): boolean => {
  const [pathname = ''] = href.split(/[?#]/)
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  return slug === '' || pageSlugs.has(slug) || appRoutes.has(slug.split('/')[0]!)
}

/** Issue 13, item 10: the company and factory-automation pages every route of the spec needs. */
const ITEM_10 = {
  'infrastructure-solution': null,
  'sang-kien-ben-vung': null,
  'phat-trien-ben-vung': null,
  packaging: 'FactoryAutomation',
  'food-brewery': 'FactoryAutomation',
  'show-room': 'FactoryAutomation',
  'lab-page': 'FactoryAutomation',
  'meca-page': 'FactoryAutomation',
  'ung-dung': 'FactoryAutomation',
  winners: 'FactoryAutomation',
  'can-tho-solution-center': 'FactoryAutomation',
  'sai-gon-hightek-park': 'FactoryAutomation',
  'san-xuat-linh-kien': 'FactoryAutomation',
  'landing-page': null,
  guidline: null,
  'thank-you': null,
} as const

describe('banners', () => {
  it.each(positions)('position %s has an active banner in both languages', (name) => {
    const active = banners.filter(
      (banner) => banner.vi.bannerType === name && banner.vi.isActive !== false,
    )
    expect(active.length, name).toBeGreaterThan(0)
    for (const banner of active)
      for (const locale of locales) {
        expect(banner[locale].name, banner.files[locale]).not.toBe('')
        expect(banner[locale].picture, banner.files[locale]).not.toBe('')
      }
  })

  it('shows every position: in a page’s banner slider or on pages picking their own', () => {
    const onPages = new Set(
      pages.flatMap((page) =>
        layoutsOf(page.vi).flatMap((block) =>
          block.blockType === 'bannerSlider' ? [block.position] : [],
        ),
      ),
    )
    const unused = positions.filter((name) => !onPages.has(name) && !SHOWN_BY_CODE.includes(name))
    expect(unused).toEqual([])
  })

  it('keep display orders unique (bands per position, higher first)', () => {
    const orders = banners.map((banner) => banner.vi.displayOrder)
    const repeated = orders.filter((order, index) => orders.indexOf(order) !== index)
    expect(repeated).toEqual([])
  })

  it('link to pages that exist', () => {
    const broken = banners
      .map((banner) => banner.vi.urlRef)
      .filter((href): href is string => href?.startsWith('/') === true && !isRealPath(href))
    expect(broken).toEqual([])
  })
})

describe('item 10 pages', () => {
  const bySlug = new Map(pages.map((page) => [page.vi.slug, page]))

  it.each(Object.entries(ITEM_10))('%s exists in both languages, in its area', (slug, area) => {
    const page = bySlug.get(slug)
    expect(page, slug).toBeDefined()
    expect(page!.vi.businessArea ?? null).toBe(area)
    expect(page!.en.title).not.toBe(page!.vi.title)
  })

  it('keep their banner position (infrastructure 50, sustainability 150, show room, LAB)', () => {
    const positionsOf = (slug: string) =>
      layoutsOf(bySlug.get(slug)!.vi).flatMap((block) =>
        block.blockType === 'bannerSlider' ? [block.position] : [],
      )
    expect(positionsOf('infrastructure-solution')).toContain('InfrastructureSolution')
    expect(positionsOf('sang-kien-ben-vung')).toContain('Sustainability')
    expect(positionsOf('phat-trien-ben-vung')).toContain('Sustainability')
    expect(positionsOf('show-room')).toContain('ShowRoom')
    expect(positionsOf('lab-page')).toContain('Lab')
  })

  it('hide only the thank-you page from search engines', () => {
    expect(pages.filter((page) => page.vi.seo.noIndex).map((page) => page.vi.slug)).toEqual([
      'thank-you',
    ])
  })

  it('show the LAB and show-room projects on their pages', () => {
    const categoriesOf = (slug: string) =>
      layoutsOf(bySlug.get(slug)!.vi).flatMap((block) =>
        block.blockType === 'projectList' && block.projectCategory ? [block.projectCategory] : [],
      )
    expect(categoriesOf('lab-page')).toEqual(['labProject'])
    expect(categoriesOf('show-room')).toEqual(['showRoomProject'])
  })

  it('keep the legacy pages reachable: each redirect lands on a page', () => {
    const targets = new Map(redirects.map((item) => [item.oldSlug, item.activeSlug]))
    for (const old of ['tu-dong-hoa-cong-nghiep/index-old', 'pounch-old']) {
      const target = targets.get(old)
      expect(target, old).toBeDefined()
      expect(isRealPath(`/${target}`), `${old} → ${target}`).toBe(true)
    }
  })
})

describe('menus', () => {
  const menuHrefs = navigation.vi.mainMenu.flatMap((entry) => [
    entry.href,
    ...(entry.children ?? []).map((child) => child.href),
  ])
  const footerHrefs = [
    ...footer.vi.supportLinks,
    ...footer.vi.groups.flatMap((group) => group.links),
  ].flatMap((link) => ('href' in link ? [link.href] : []))

  it('link only to pages that exist', () => {
    const internal = [
      ...menuHrefs,
      ...navigation.vi.utilityLinks.map((link) => link.href),
      ...footerHrefs,
    ].filter((href) => href.startsWith('/'))
    expect(internal.filter((href) => !isRealPath(href))).toEqual([])
  })

  it('lead to the factory-automation pages (menu) and to the site map (footer)', () => {
    for (const href of [
      '/ung-dung',
      '/packaging',
      '/food-brewery',
      '/show-room',
      '/lab-page',
      '/meca-page',
      '/can-tho-solution-center',
      '/sai-gon-hightek-park',
      '/san-xuat-linh-kien',
    ])
      expect(menuHrefs, href).toContain(href)
    expect(footerHrefs).toContain('/site-map')
    expect(footerHrefs).toContain('/guidline')
    expect([...menuHrefs, ...footerHrefs]).not.toContain('/thank-you')
  })
})

describe('site map of the seeded menu and pages', () => {
  it.each(locales)('lists every item 10 page but the thank-you page (%s)', (locale) => {
    const sections = buildSiteMap(
      {
        mainMenu: navigation[locale].mainMenu,
        utilityLinks: navigation[locale].utilityLinks,
        footerLinks: [],
        pages: pages
          .filter((page) => page.vi.slug !== 'home' && !page.vi.seo.noIndex)
          .map((page) => ({
            title: page[locale].title,
            path: `/${page[locale].slug}`,
            businessArea: page.vi.businessArea ?? null,
          })),
        products: [],
        postCategories: [],
        lists: [],
      },
      { products: 'Products', posts: 'Posts', other: 'Other' },
      locale,
    )
    const listed = sections.flatMap((section) => [
      ...(section.href ? [section.href] : []),
      ...section.links.map((link) => normaliseHref(link.href)),
    ])
    const expected = Object.keys(ITEM_10).filter((slug) => slug !== 'thank-you')
    expect(expected.filter((slug) => !listed.includes(`/${slug}`))).toEqual([])
    expect(listed).not.toContain('/thank-you')
    const fa = sections.find((section) => section.href === '/tu-dong-hoa-cong-nghiep')
    expect(fa?.links.map((link) => link.href)).toContain('/winners')
  })
})
