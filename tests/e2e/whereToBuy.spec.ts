import { expect, test, type Page } from './test'

import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * Where to buy (issue 13, items 6 and 7): `/mua-o-dau` with its WhereToBuy banners, the business
 * area (`?t=`), province and kind filters and an accent-blind search in the URL, a former province
 * finding its successor's entries, "near me" sorting by the browser's position, and LocalBusiness
 * data. Both languages; both screen sizes (the two projects).
 */

type Lang = 'vi' | 'en'

type Dealer = {
  id: number
  name: string
  kind: number
  kindName: string
  businessAreas: number[]
  province: string
  provinceName: string
  address: string
  phone: string
  openingHours: string[]
  latitude: number
  longitude: number
  distanceKm: number | null
  directionsUrl: string
}
type Listed = { totalCount: number; items: Dealer[] }

const LIST = '/api/services/app/Dealer/GetListBoxDto'
const PAGE_SIZE = 12
/** Phú Quốc: the seed has one shop on the island, far from every other entry. */
const PHU_QUOC = { latitude: 10.2181, longitude: 103.9612 }

const texts = {
  vi: {
    prefix: '',
    heading: 'Tìm nơi mua hàng và bảo hành gần bạn',
    banner: 'Trải nghiệm tận tay tại phòng trưng bày Sora Electric',
    form: 'Tìm đại lý, phòng trưng bày và trung tâm bảo hành',
    areas: 'Lĩnh vực kinh doanh',
    automation: 'Tự động hóa công nghiệp',
    province: 'Tỉnh, thành phố',
    kind: 'Loại điểm',
    keyword: 'Tên hoặc địa chỉ',
    submit: 'Tìm',
    clear: 'Xóa bộ lọc',
    count: (count: number) => `${count} điểm bán và bảo hành`,
    emptyFiltered: 'Không có điểm bán nào phù hợp với lựa chọn của bạn.',
    emptyPage: 'Trang này không có điểm bán nào.',
    pages: 'Các trang danh sách điểm bán',
    pageN: (page: number) => `Trang ${page}`,
    merged: 'Bình Dương thuộc TP. Hồ Chí Minh',
    search: 'dien may song han',
    found: 'Điện máy Sông Hàn',
    nearMe: 'Gần tôi',
    sorted: 'Danh sách đang xếp từ gần đến xa theo vị trí của bạn.',
    distance: 'Cách bạn khoảng',
    denied: 'Bạn chưa cho phép trang web biết vị trí',
    directions: 'Chỉ đường',
  },
  en: {
    prefix: '/en',
    heading: 'Find a place to buy or get service near you',
    banner: 'Try them for yourself at a Sora Electric showroom',
    form: 'Find dealers, showrooms and service centres',
    areas: 'Business areas',
    automation: 'Factory automation',
    province: 'Province or city',
    kind: 'Type',
    keyword: 'Name or address',
    submit: 'Search',
    clear: 'Clear filters',
    count: (count: number) =>
      count === 1 ? '1 store or service centre' : `${count} stores and service centres`,
    emptyFiltered: 'No stores match your choice.',
    emptyPage: 'There are no stores on this page.',
    pages: 'Pages of the store list',
    pageN: (page: number) => `Page ${page}`,
    merged: 'Binh Duong has been part of Ho Chi Minh City',
    search: 'song han',
    found: 'Song Han Electronics',
    nearMe: 'Near me',
    sorted: 'The list is sorted nearest first from your location.',
    distance: 'About',
    denied: 'You have not allowed this site to know your location',
    directions: 'Directions',
  },
} as const

const finder = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].heading })

/** The list's entries: one article each. */
const rows = (page: Page, lang: Lang) => finder(page, lang).locator('li > article')

const names = (page: Page, lang: Lang) => rows(page, lang).locator('h3').allTextContents()

/** Every JSON-LD object of the page, parsed (the test fails on invalid JSON). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('where to buy', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`banner, province and kind filters, search without accents (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=1`)
      expect(all.totalCount).toBeGreaterThanOrEqual(60)
      await page.goto(`${t.prefix}/mua-o-dau`)
      await expect(page.getByRole('img', { name: t.banner })).toBeAttached()
      await expect(page.getByText(t.count(all.totalCount), { exact: true })).toBeVisible()
      await expect(rows(page, lang)).toHaveCount(PAGE_SIZE)
      await expect(page.getByRole('link', { name: t.clear })).toHaveCount(0)

      // Province: every entry shown is in it.
      const form = page.getByRole('form', { name: t.form })
      await form.getByLabel(t.province).selectOption('da-nang')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/[?&]province=da-nang(&|$)/)
      const daNang = await backend<Listed>(request, lang, `${LIST}?Province=da-nang&RowsPerPage=50`)
      await expect(page.getByText(t.count(daNang.totalCount), { exact: true })).toBeVisible()
      for (const row of await rows(page, lang).all())
        await expect(row.locator('address')).toContainText(daNang.items[0]!.provinceName)

      // Kind joins the province.
      await form.getByLabel(t.kind).selectOption('Showroom')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/[?&]kind=Showroom(&|$)/)
      await expect(page).toHaveURL(/[?&]province=da-nang(&|$)/)
      const showrooms = daNang.items.filter((dealer) => dealer.kind === 20)
      expect(showrooms.length).toBeGreaterThan(0)
      expect(await names(page, lang)).toEqual(showrooms.map((dealer) => dealer.name))
      await expect(form.getByLabel(t.province)).toHaveValue('da-nang')

      // Words typed without accents find the accented name.
      await page.getByRole('link', { name: t.clear }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/mua-o-dau$`))
      await form.getByLabel(t.keyword).fill(t.search)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/[?&]q=/)
      await expect(rows(page, lang).first().locator('h3')).toHaveText(t.found)

      // The canonical address of a filtered list is the list itself.
      await expectCanonical(page, new RegExp(`${t.prefix}/mua-o-dau$`))
    })

    test(`business areas from the menu (?t=) and a former province's name (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      await page.goto(`${t.prefix}/mua-o-dau`)
      await page
        .getByRole('navigation', { name: t.areas })
        .getByRole('link', { name: t.automation })
        .click()
      await expect(page).toHaveURL(/\?t=factoryAutomation$/)
      const automation = await backend<Listed>(
        request,
        lang,
        `${LIST}?BusinessArea=FactoryAutomation&RowsPerPage=50`,
      )
      await expect(page.getByText(t.count(automation.totalCount), { exact: true })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: t.areas }).getByRole('link', { name: t.automation }),
      ).toHaveAttribute('aria-current', 'page')
      for (const row of await rows(page, lang).all()) await expect(row).toContainText(t.automation)

      // Bình Dương merged into TP. Hồ Chí Minh: its name lists the city's entries and says so.
      const city = await backend<Listed>(
        request,
        lang,
        `${LIST}?Province=ho-chi-minh&RowsPerPage=1`,
      )
      await page.goto(`${t.prefix}/mua-o-dau?province=${encodeURIComponent('Bình Dương')}`)
      await expect(page.getByRole('note')).toContainText(t.merged)
      await expect(page.getByText(t.count(city.totalCount), { exact: true })).toBeVisible()
      await expect(page.getByRole('form', { name: t.form }).getByLabel(t.province)).toHaveValue(
        'ho-chi-minh',
      )
      // …and so does the search box.
      const searched = await backend<Listed>(request, lang, `${LIST}?Keyword=binh%20duong`)
      expect(searched.totalCount).toBeGreaterThanOrEqual(city.totalCount)
      await page.goto(`${t.prefix}/mua-o-dau?q=binh+duong`)
      await expect(page.getByText(t.count(searched.totalCount), { exact: true })).toBeVisible()
    })

    test(`a filter nobody matches, paging and a page past the end (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const response = await page.goto(`${t.prefix}/mua-o-dau?province=lai-chau`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(t.emptyFiltered)).toBeVisible()
      await expect(rows(page, lang)).toHaveCount(0)

      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=${PAGE_SIZE}&Page=2`)
      await page.goto(`${t.prefix}/mua-o-dau`)
      const paging = page.getByRole('navigation', { name: t.pages })
      await paging.getByRole('link', { name: t.pageN(2), exact: true }).click()
      await expect(page).toHaveURL(/[?&]page=2$/)
      expect(await names(page, lang)).toEqual(all.items.map((dealer) => dealer.name))
      await expect(paging.locator('[aria-current="page"]')).toHaveText('2')
      await page.goto(`${t.prefix}/mua-o-dau?page=999`)
      await expect(page.getByText(t.emptyPage)).toBeVisible()
    })

    test(`each entry: phone, hours, directions and LocalBusiness data (${lang})${englishTwin(lang)}`, async ({
      page,
    }) => {
      await consented(page)
      await page.goto(`${t.prefix}/mua-o-dau`)
      const first = rows(page, lang).first()
      await expect(first.getByRole('link', { name: /^\+?[\d ()]+$/ })).toHaveAttribute(
        'href',
        /^tel:(\+84|1[89]00)\d+$/,
      )
      const directions = first.getByRole('link', { name: new RegExp(`^${t.directions}`) })
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+/,
      )
      await expect(directions).toHaveAttribute('target', '_blank')

      const graph = (await jsonLd(page)).find((data) => Array.isArray(data['@graph']))
      expect(graph).toBeDefined()
      const businesses = graph!['@graph'] as Record<string, unknown>[]
      expect(businesses).toHaveLength(PAGE_SIZE)
      expect(businesses.map((business) => business.name)).toEqual(await names(page, lang))
      for (const business of businesses) {
        expect(business).toMatchObject({
          '@type': 'LocalBusiness',
          address: {
            '@type': 'PostalAddress',
            addressRegion: expect.any(String),
            addressCountry: 'VN',
          },
          telephone: expect.stringMatching(/^(\+84|1[89]00)\d+$/),
          geo: {
            '@type': 'GeoCoordinates',
            latitude: expect.any(Number),
            longitude: expect.any(Number),
          },
        })
        for (const hours of business.openingHours as string[])
          expect(hours).toMatch(/^(Mo|Sa|Su)(-(Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/)
      }
    })
  }

  test.describe('near me, with the position shared', () => {
    test.use({ geolocation: PHU_QUOC, permissions: ['geolocation'] })

    for (const lang of ['vi', 'en'] as const) {
      const t = texts[lang]

      test(`sorts the nearest first and says how far (${lang})${englishTwin(lang)}`, async ({
        page,
        request,
      }) => {
        await consented(page)
        await page.goto(`${t.prefix}/mua-o-dau`)
        await page.getByRole('button', { name: t.nearMe }).click()
        await expect(page).toHaveURL(/[?&]lat=10\.22&lng=103\.96$/)
        const nearest = await backend<Listed>(
          request,
          lang,
          `${LIST}?lat=10.22&lng=103.96&RowsPerPage=${PAGE_SIZE}`,
        )
        const distances = nearest.items.map((dealer) => dealer.distanceKm!)
        expect(distances).toEqual([...distances].sort((a, b) => a - b))
        await expect(rows(page, lang).first().locator('h3')).toHaveText(nearest.items[0]!.name)
        expect(await names(page, lang)).toEqual(nearest.items.map((dealer) => dealer.name))
        expect(nearest.items[0]!.province).toBe('an-giang')
        await expect(rows(page, lang).first()).toContainText(t.distance)
        await expect(page.getByText(t.sorted)).toBeVisible()

        // Filters keep the position; so does the business area.
        const form = page.getByRole('form', { name: t.form })
        await form.getByLabel(t.kind).selectOption('Dealer')
        await form.getByRole('button', { name: t.submit }).click()
        await expect(page).toHaveURL(/[?&]kind=Dealer/)
        await expect(page).toHaveURL(/[?&]lat=10\.22/)
        await expect(rows(page, lang).first().locator('h3')).toHaveText(nearest.items[0]!.name)
      })
    }
  })

  test('near me explains a refusal in the visitor’s language', async ({ page }) => {
    await consented(page)
    // The browser answers as it does when the visitor refuses to share the position.
    await page.addInitScript(() => {
      const refuse = (_: unknown, fail?: (error: GeolocationPositionError) => void) =>
        fail?.({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError)
      Object.defineProperty(navigator.geolocation, 'getCurrentPosition', { value: refuse })
    })
    for (const lang of ['vi', 'en'] as const) {
      const t = texts[lang]
      await page.goto(`${t.prefix}/mua-o-dau`)
      await page.getByRole('button', { name: t.nearMe }).click()
      await expect(page.getByRole('status').filter({ hasText: t.denied })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/mua-o-dau$`))
    }
  })

  test('works without JavaScript: a plain GET form, and no "near me" button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await consented(page)
    await page.goto('/mua-o-dau?t=homeAppliances')
    await expect(page.getByRole('button', { name: texts.vi.nearMe })).toHaveCount(0)
    const form = page.getByRole('form', { name: texts.vi.form })
    await form.getByLabel(texts.vi.province).selectOption('can-tho')
    await form.getByRole('button', { name: texts.vi.submit }).click()
    await expect(page).toHaveURL(/\?t=homeAppliances&province=can-tho&kind=&q=$/)
    for (const row of await rows(page, 'vi').all()) await expect(row).toContainText('Cần Thơ')
    await context.close()
  })

  test('no serious or critical axe violations: the list, filtered, sorted by distance', async ({
    page,
  }) => {
    await consented(page)
    for (const url of [
      '/mua-o-dau',
      '/en/mua-o-dau?t=buildingSolution&province=ha-noi',
      '/mua-o-dau?province=lai-chau',
      `/en/mua-o-dau?lat=${PHU_QUOC.latitude}&lng=${PHU_QUOC.longitude}`,
    ]) {
      await page.goto(url)
      expect(await seriousViolations(page), url).toEqual([])
    }
  })
})
