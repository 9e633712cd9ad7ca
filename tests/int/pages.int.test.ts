import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BannerType, type BannerTypeName } from '@/domain/enums'
import { locales } from '@/i18n/locales'
import { fetchBanners } from '@/lib/backend/banners'
import { buildSiteMap, normaliseHref } from '@/lib/siteMap/buildSiteMap'
import { loadContent } from '@/seed/load'

import { testPayload } from '../helpers/payload'
import { bothTransports } from '../helpers/transports'

const positions = Object.keys(BannerType) as BannerTypeName[]
const { banners } = loadContent()

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const transports = bothTransports()

describe.each(Object.keys(transports))('banners over the %s transport', (name) => {
  const transport = () => transports[name]!()

  it.each(positions)('position %s answers its active banners in each language', async (pos) => {
    for (const locale of locales) {
      const list = await fetchBanners(locale, { position: pos }, transport())
      expect(list.items.length, `${pos} ${locale}`).toBeGreaterThan(0)
      const seeded = new Set(
        banners
          .filter((banner) => banner.vi.bannerType === pos)
          .map((banner) => banner[locale].name),
      )
      for (const banner of list.items) {
        expect(banner.bannerType).toBe(BannerType[pos])
        expect(banner.isActive).toBe(true)
        expect(banner.bannerLangUrl).toMatch(/^\/images\//)
        // Seeded banners speak the language asked for.
        if (seeded.size > 0) expect(seeded, `${pos} ${locale}`).toContain(banner.name)
      }
      const orders = list.items.map((banner) => banner.displayOrder)
      expect(orders).toEqual([...orders].sort((a, b) => b - a))
    }
  })
})

describe('item 10 pages as stored', () => {
  it('keep the FA pages under their area and the thank-you page out of search', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { in: ['lab-page', 'show-room', 'winners', 'thank-you', 'guidline'] } },
      locale: 'vi',
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const bySlug = new Map(docs.map((doc) => [doc.slug, doc]))
    expect(bySlug.get('lab-page')?.businessArea).toBe('FactoryAutomation')
    expect(bySlug.get('show-room')?.businessArea).toBe('FactoryAutomation')
    expect(bySlug.get('winners')?.businessArea).toBe('FactoryAutomation')
    expect(bySlug.get('guidline')?.businessArea ?? null).toBeNull()
    expect(bySlug.get('thank-you')?.seo?.noIndex).toBe(true)
    expect(bySlug.get('lab-page')?.seo?.noIndex).toBe(false)
  })

  it.each(locales)(
    'appear in the %s site map under Factory automation, the thank-you page nowhere',
    async (locale) => {
      const navigation = await payload.findGlobal({ slug: 'navigation', locale, depth: 0 })
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        depth: 0,
        overrideAccess: false,
        pagination: false,
      })
      const sections = buildSiteMap(
        {
          mainMenu: navigation.mainMenu ?? [],
          utilityLinks: navigation.utilityLinks ?? [],
          footerLinks: [],
          pages: docs
            .filter((doc) => doc.slug !== 'home' && !doc.seo?.noIndex)
            .map((doc) => ({
              title: doc.title,
              path: `/${doc.slug}`,
              businessArea: doc.businessArea ?? null,
            })),
          products: [],
          postCategories: [],
          lists: [],
        },
        { products: 'Products', posts: 'Posts', other: 'Other' },
        locale,
      )
      // The menu's factory-automation entries, and the area's pages the menu leaves out (winners).
      const fa = sections.find((section) => section.href === '/tu-dong-hoa-cong-nghiep')
      const faLinks = (fa?.links ?? []).map((link) => normaliseHref(link.href))
      for (const path of ['/lab-page', '/show-room', '/packaging', '/winners'])
        expect(faLinks, path).toContain(path)
      const everywhere = sections.flatMap((section) => section.links.map((link) => link.href))
      for (const path of ['/meca-page', '/can-tho-solution-center', '/guidline', '/landing-page'])
        expect(everywhere, path).toContain(path)
      expect(everywhere).not.toContain('/thank-you')
    },
  )
})
