import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from './test'
import { parse } from 'yaml'

import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * Issue 13, items 10, 11 and 13: the company and factory-automation pages (each answers with its
 * h1, its banner and its breadcrumb; /thank-you is kept out of search engines), every banner
 * position shown on its page, the human site map (every link it lists is a real page), the
 * legacy addresses and the home page's featured products. Both languages; both screen sizes.
 */

type Lang = 'vi' | 'en'
const LANGS = [
  { lang: 'vi', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

const texts = {
  vi: {
    banner: 'Banner nổi bật',
    breadcrumb: 'Đường dẫn',
    home: 'Trang chủ',
    factoryAutomation: 'Tự động hóa công nghiệp',
    siteMap: 'Sơ đồ trang web',
    featured: 'Sản phẩm nổi bật',
    related: 'Tham khảo các trang liên quan',
  },
  en: {
    banner: 'Featured banners',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    factoryAutomation: 'Factory automation',
    siteMap: 'Site map',
    featured: 'Featured products',
    related: 'Related pages',
  },
} as const

const CONTENT = path.resolve(import.meta.dirname, '../../src/seed/content')

type Block = { blockType: string; heading?: string; position?: string }
type PageFile = {
  title?: string
  businessArea?: string
  seo?: { noIndex?: boolean }
  layout?: Partial<Block>[]
}

const readPage = (slug: string, lang: Lang) =>
  parse(readFileSync(path.join(CONTENT, 'pages', `${slug}.${lang}.yaml`), 'utf8')) as PageFile

/** What a seeded page shows in `lang`: its h1 (its first hero's heading, or else its title). */
function seededPage(slug: string, lang: Lang) {
  const vi = readPage(slug, 'vi')
  const en = lang === 'en' ? readPage(slug, 'en') : vi
  const layout = (vi.layout ?? []) as Block[]
  const hero = layout.findIndex((block) => block.blockType === 'hero')
  const title = (lang === 'en' ? en.title : undefined) ?? vi.title!
  const h1 = hero < 0 ? title : (en.layout?.[hero]?.heading ?? layout[hero]!.heading!)
  return {
    h1,
    title,
    hasBanner: layout.some((block) => block.blockType === 'bannerSlider'),
    inFactoryAutomation: vi.businessArea === 'FactoryAutomation',
    noIndex: vi.seo?.noIndex === true,
  }
}

/** Issue 13, item 10. */
const ITEM_10 = [
  'infrastructure-solution',
  'sang-kien-ben-vung',
  'phat-trien-ben-vung',
  'packaging',
  'food-brewery',
  'show-room',
  'lab-page',
  'meca-page',
  'ung-dung',
  'winners',
  'can-tho-solution-center',
  'sai-gon-hightek-park',
  'san-xuat-linh-kien',
  'landing-page',
  'guidline',
  'thank-you',
]

const robots = (page: Page) => page.locator('meta[name="robots"]')

test.describe('item 10 pages', () => {
  for (const { lang, prefix } of LANGS) {
    const t = texts[lang]

    // Sixteen pages' markup as the server renders it; their blocks run at 375 px in other specs.
    test(`each answers with its h1, banner and breadcrumb (${lang}) @any-screen`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      await consented(page)
      for (const slug of ITEM_10) {
        const url = `${prefix}/${slug}`
        const seeded = seededPage(slug, lang)
        const answer = await request.get(url, { maxRedirects: 0 })
        expect(answer.status(), url).toBe(200)
        await page.goto(url)
        await expect(page.locator('html'), url).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(seeded.h1)
        if (seeded.hasBanner) {
          const banner = page.getByRole('region', { name: t.banner }).first()
          await expect(banner.locator('img').first(), url).toBeVisible()
        }
        const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb })
        if (seeded.inFactoryAutomation) {
          await expect(breadcrumb.getByRole('link'), url).toHaveText([t.home, t.factoryAutomation])
          await expect(
            breadcrumb.getByRole('link', { name: t.factoryAutomation }),
            url,
          ).toHaveAttribute('href', `${prefix}/tu-dong-hoa-cong-nghiep`)
          await expect(breadcrumb.locator('[aria-current="page"]'), url).toHaveText(seeded.title)
        }
        if (seeded.noIndex) await expect(robots(page), url).toHaveAttribute('content', /noindex/)
        else await expect(robots(page), url).toHaveCount(0)
      }
    })
  }

  test('the thank-you page is kept out of search engines and out of the site map @any-screen', async ({
    page,
  }) => {
    for (const { prefix } of LANGS) {
      await page.goto(`${prefix}/thank-you`)
      await expect(robots(page)).toHaveAttribute('content', /noindex/)
      await page.goto(`${prefix}/site-map`)
      await expect(page.locator('main a[href$="/thank-you"]')).toHaveCount(0)
    }
  })

  test('the legacy addresses answer 301 to their successors, keeping the language @any-screen', async ({
    request,
  }) => {
    for (const { prefix } of LANGS) {
      for (const [legacy, successor] of [
        ['/tu-dong-hoa-cong-nghiep/index-old', '/tu-dong-hoa-cong-nghiep'],
        ['/pounch-old', '/packaging'],
      ] as const) {
        const moved = await request.get(`${prefix}${legacy}`, { maxRedirects: 0 })
        expect(moved.status(), legacy).toBe(301)
        expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(
          `${prefix}${successor}`,
        )
        expect((await request.get(`${prefix}${legacy}`)).status()).toBe(200)
      }
    }
  })
})

type Banner = { name: string; bannerType: number; displayOrder: number }

/** Where each banner position is shown (spec §3); product banners on the product pages. */
const POSITION_PAGES: [string, string][] = [
  ['HomeBanner', '/'],
  ['NewsBanner', '/tin-tuc-su-kien'],
  ['HomeAppliances', '/thiet-bi-gia-dung'],
  ['BuildingSolution', '/giai-phap-toa-nha'],
  ['InfrastructureSolution', '/infrastructure-solution'],
  ['FactoryAutomation', '/tu-dong-hoa-cong-nghiep'],
  ['ProductCategory', '/tu-lanh'],
  ['ProductCategory', '/dieu-hoa-khong-khi-dan-dung'],
  ['ProductDetail', 'product'],
  ['ProductBenefit', '/product-benefits'],
  ['ProductBenefit', 'story'],
  ['JobRecruitmentBanner', '/tuyen-dung'],
  ['AboutBanner', '/gioi-thieu'],
  ['Download', '/download'],
  ['WhereToBuy', '/mua-o-dau'],
  ['Footer', '/'],
  ['Sustainability', '/sang-kien-ben-vung'],
  ['Sustainability', '/phat-trien-ben-vung'],
  ['Contact', '/lien-he'],
  ['Faq', '/faq'],
  ['Notebook', '/so-tay'],
  ['ProjectGallery', '/ho-so-du-an'],
  ['Hvac', '/hvac'],
  ['ElevatorEscalator', '/giai-phap-toa-nha'],
  ['TrainingCenter', '/training-center'],
  ['ShowRoom', '/show-room'],
  ['Lab', '/lab-page'],
  ['Robot', '/robot'],
  ['Cobot', '/cobot'],
  ['IndustrialRobot', '/industrial-robot'],
]

/** A text or attribute value as React writes it into the HTML. */
const escaped = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

async function firstDetailUrl(request: APIRequestContext, lang: Lang, list: string) {
  const result = await backend<{ items: { detailUrl: string }[] }>(request, lang, list)
  return result.items[0]!.detailUrl
}

test.describe('banner positions', () => {
  for (const { lang, prefix } of LANGS) {
    test(`every position shows its banners on its page (${lang}) @large-screen`, async ({
      request,
    }) => {
      test.setTimeout(180_000)
      const entity = {
        product: await firstDetailUrl(
          request,
          lang,
          '/api/services/app/Product/GetListBoxDto?RowsPerPage=1',
        ),
        story: await firstDetailUrl(
          request,
          lang,
          '/api/services/app/ProductBenefit/GetListBoxDto?RowsPerPage=1',
        ),
      } as Record<string, string>
      const missing: string[] = []
      for (const [position, where] of POSITION_PAGES) {
        const banners = await backend<{ items: Banner[] }>(
          request,
          lang,
          `/api/services/app/Banner/GetListBoxDto?BannerType=${position}&IsActive=true&sortBy=displayOrder&sortDirection=descending&RowsPerPage=1`,
        )
        const first = banners.items[0]
        if (!first) {
          missing.push(`${position}: no active banner`)
          continue
        }
        const url = `${prefix}${entity[where] ?? where}`.replace(/^\/en\/$/, '/en')
        const answer = await request.get(url)
        expect(answer.status(), url).toBe(200)
        // A slide's picture is named after its banner; the footer's cards carry it as their title.
        if (!(await answer.text()).includes(escaped(first.name)))
          missing.push(`${position}: “${first.name}” not on ${url}`)
      }
      expect(missing).toEqual([])
    })
  }
})

test.describe('site map', () => {
  for (const { lang, prefix } of LANGS) {
    const t = texts[lang]

    test(`lists the menu, the pages and the entities (${lang}) @any-screen`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const response = await page.goto(`${prefix}/site-map`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: t.siteMap })).toBeVisible()
      await expectCanonical(page, new RegExp(`${prefix}/site-map$`))
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/en\/site-map$/,
      )
      const map = page.getByRole('navigation', { name: t.siteMap })
      await expect(map).toBeVisible()

      // Every main-menu entry heads a section and links to its page.
      const navigation = parse(
        readFileSync(path.join(CONTENT, 'globals', `navigation.${lang}.yaml`), 'utf8'),
      ) as { mainMenu: { label?: string }[] }
      const menu = parse(
        readFileSync(path.join(CONTENT, 'globals', 'navigation.vi.yaml'), 'utf8'),
      ) as { mainMenu: { label: string; href: string }[] }
      for (const [index, entry] of menu.mainMenu.entries()) {
        const label = navigation.mainMenu[index]?.label ?? entry.label
        await expect(
          map.getByRole('heading', { level: 2, name: label, exact: true }).getByRole('link'),
        ).toHaveAttribute('href', `${prefix}${entry.href}`)
      }

      // The factory-automation pages, in the menu's sections or under their area.
      for (const slug of ['lab-page', 'show-room', 'winners', 'meca-page']) {
        await expect(map.locator(`a[href="${prefix}/${slug}"]`).first()).toBeVisible()
      }

      // Entities: a product, an open position and a news category.
      const product = await firstDetailUrl(
        request,
        lang,
        '/api/services/app/Product/GetListBoxDto?RowsPerPage=1',
      )
      const career = await firstDetailUrl(
        request,
        lang,
        '/api/services/app/Career/GetListBoxDto?RowsPerPage=1',
      )
      const category = await firstDetailUrl(
        request,
        lang,
        '/api/services/app/PostCategory/GetListBoxDto?CategoryType=News&RowsPerPage=1',
      )
      for (const href of [product, career, category])
        await expect(map.locator(`a[href="${prefix}${href}"]`).first(), href).toBeAttached()
    })

    test(`every link it lists is a real page (${lang}) @large-screen`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000)
      await page.goto(`${prefix}/site-map`)
      const hrefs = await page
        .getByRole('navigation', { name: t.siteMap })
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      const unique = [...new Set(hrefs)]
      expect(unique.length).toBeGreaterThan(100)
      const failures: string[] = []
      for (let start = 0; start < unique.length; start += 6) {
        await Promise.all(
          unique.slice(start, start + 6).map(async (href) => {
            const answer = await request.get(href, { maxRedirects: 0 })
            if (answer.status() !== 200) failures.push(`${href} → ${answer.status()}`)
          }),
        )
      }
      expect(failures).toEqual([])
    })
  }
})

test.describe('home page', () => {
  for (const { lang, prefix } of LANGS) {
    test(`shows featured products (${lang})${englishTwin(lang)}`, async ({ page }) => {
      await consented(page)
      await page.goto(prefix || '/')
      const featured = page.getByRole('region', { name: texts[lang].featured })
      await expect(featured.getByRole('article').first()).toBeVisible()
      expect(await featured.locator('a[href*="-prd"]').count()).toBeGreaterThan(0)
    })
  }
})

test.describe('accessibility', () => {
  for (const url of [
    '/show-room',
    '/en/meca-page',
    '/guidline',
    '/en/winners',
    '/landing-page',
    '/site-map',
    '/en/site-map',
    '/thank-you',
  ]) {
    test(`${url} has no serious or critical axe violations`, async ({ page }) => {
      await consented(page)
      await page.goto(url)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
