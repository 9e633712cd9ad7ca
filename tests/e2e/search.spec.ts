import { expect, test, type Page } from './test'

import { consented, englishTwin, seriousViolations, signInToAdmin } from './helpers'

/**
 * Site search (issue 16): the results page with its kind filter, page links and highlighted
 * words; what it says when nothing matched; the header box's suggestions driven by the keyboard;
 * search without JavaScript; and links that do not prefetch when the browser saves data.
 */

const texts = {
  vi: {
    prefix: '',
    label: 'Tìm kiếm trên trang',
    listbox: 'Gợi ý tìm kiếm',
    kinds: 'Lọc theo loại kết quả',
    all: 'Tất cả',
    products: 'Sản phẩm',
    productKind: 'Sản phẩm',
    paging: 'Các trang kết quả',
    page2: 'Trang 2',
    /** Typed without accents; a buyer's word for it (synonym) in the box. */
    query: 'dieu hoa',
    highlighted: /^điều hòa$/i,
    typed: 'máy lạnh',
    nothing: (query: string) => `Không tìm thấy kết quả nào cho “${query}”.`,
    tips: 'Bạn có thể thử:',
    browse: 'Thiết bị gia dụng',
  },
  en: {
    prefix: '/en',
    label: 'Search the site',
    listbox: 'Search suggestions',
    kinds: 'Filter results by kind',
    all: 'All',
    products: 'Products',
    productKind: 'Products',
    paging: 'Result pages',
    page2: 'Page 2',
    query: 'Air Conditioner',
    highlighted: /^air conditioner$/i,
    typed: 'aircon',
    nothing: (query: string) => `No results for “${query}”.`,
    tips: 'You could try:',
    browse: 'Home appliances',
  },
} as const

type Lang = keyof typeof texts

const resultsOf = (page: Page) => page.locator('main ol').first().locator(':scope > li')

for (const lang of ['vi', 'en'] as const) {
  const t = texts[lang]

  test(`results come grouped by kind, paged and highlighted (${lang})${englishTwin(lang)}`, async ({
    page,
  }) => {
    await consented(page)
    await page.goto(`${t.prefix}/tim-kiem?q=${encodeURIComponent(t.query)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.query)
    const kinds = page.getByRole('navigation', { name: t.kinds })
    const all = kinds.getByRole('link', { name: new RegExp(`^${t.all} \\d+$`) })
    await expect(all).toHaveAttribute('aria-current', 'page')
    await expect(resultsOf(page)).toHaveCount(10)
    // Typed without accents or in another case, the words are marked as the page writes them.
    await expect(
      resultsOf(page).locator('mark').filter({ hasText: t.highlighted }).first(),
    ).toBeVisible()

    // Real page links: page 2 of the same search.
    await page
      .getByRole('navigation', { name: t.paging })
      .getByRole('link', { name: t.page2, exact: true })
      .click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(
      page
        .getByRole('navigation', { name: t.paging })
        .getByRole('link', { name: t.page2, exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(resultsOf(page).first()).toBeVisible()

    // The kind filter: products only, its count the number of results; back on page 1.
    const products = kinds.getByRole('link', { name: new RegExp(`^${t.products} \\d+$`) })
    const count = Number((await products.innerText()).replace(/\D/g, ''))
    await products.click()
    await expect(page).toHaveURL(/[?&]kind=product(&|$)/)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    await expect(products).toHaveAttribute('aria-current', 'page')
    await expect(resultsOf(page)).toHaveCount(Math.min(10, count))
    for (const label of await resultsOf(page).locator(':scope > p:first-child').allInnerTexts())
      expect(label.toLowerCase()).toBe(t.productKind.toLowerCase())
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`says clearly when nothing matched, and what to try (${lang})${englishTwin(lang)}`, async ({
    page,
  }) => {
    await consented(page)
    const query = 'zzqxwv'
    await page.goto(`${t.prefix}/tim-kiem?q=${query}`)
    await expect(page.getByRole('status').filter({ hasText: t.nothing(query) })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.tips })).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: t.browse })).toHaveAttribute(
      'href',
      `${t.prefix}/thiet-bi-gia-dung`,
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`the header box suggests as one types, by keyboard (${lang})${englishTwin(lang)}`, async ({
    page,
  }) => {
    await consented(page)
    await page.goto(t.prefix || '/')
    const box = page.locator('header').getByRole('combobox', { name: t.label })
    await box.pressSequentially(t.typed, { delay: 40 })
    const listbox = page.getByRole('listbox', { name: t.listbox })
    await expect(listbox).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const options = listbox.getByRole('option')
    expect(await options.count()).toBeGreaterThan(1)

    // Arrows move the active option (the field keeps focus); Escape closes the list.
    await box.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(0).getAttribute('id'))!,
    )
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
    await box.press('ArrowUp')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toBeFocused()
    await box.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    // Open again and take the first suggestion, a product (the buyer's word found it).
    await box.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    const title = (await options.nth(0).locator('span').first().innerText()).trim()
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/[a-z0-9-]+-prd\\d+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['vi', 'en'] as const satisfies Lang[]) {
    const t = texts[lang]
    test(`the header form still searches (${lang}) @any-screen`, async ({ page }) => {
      await page.goto(t.prefix || '/')
      const box = page.locator('header').getByRole('combobox', { name: t.label })
      await box.fill(t.query)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/tim-kiem\\?q=`))
      await expect(resultsOf(page).first()).toBeVisible()
    })
  }
})

test.describe('link prefetching', () => {
  const prefetchesOf = (page: Page) => {
    const urls: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) urls.push(request.url())
    })
    return urls
  }

  test('links in view are prefetched on a normal connection @any-screen', async ({ page }) => {
    const prefetches = prefetchesOf(page)
    await consented(page)
    await page.goto('/')
    await expect.poll(() => prefetches.length).toBeGreaterThan(0)
  })

  test('nothing is prefetched when the browser asks to save data or sits on 2g @any-screen', async ({
    page,
  }) => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      const prefetches = prefetchesOf(page)
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true })
      }, connection)
      await consented(page)
      await page.goto('/')
      // Hydrated and quiet: links in view would have been prefetched by now.
      await page.waitForLoadState('networkidle')
      expect(prefetches).toEqual([])
    }
  })
})

test('staff read the search report and edit synonyms in the admin @large-screen', async ({
  page,
  baseURL,
}) => {
  // A query no one asked, found by nothing, searched twice: the second page may come from the
  // front cache, and the page's beacon counts it all the same.
  const query = `zzq${Date.now().toString(36)}`
  for (let view = 0; view < 2; view += 1) {
    const report = page.waitForResponse((response) => response.url().endsWith('/tim-kiem/bao-cao'))
    await page.goto(`/tim-kiem?q=${query}`)
    expect((await report).status()).toBe(204)
  }
  await page.context().addCookies([{ name: 'payload-lng', value: 'vi', url: baseURL! }])
  await signInToAdmin(page)

  await page.goto('/admin/collections/search-queries?sort=-foundNothing')
  await expect(page.getByRole('heading', { name: 'Báo cáo tìm kiếm' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: query })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell').filter({ hasText: /^2$/ })).toHaveCount(2)

  // The seeded synonyms are listed, and an editor may add a group.
  await page.goto('/admin/collections/search-synonyms')
  await expect(page.getByRole('row').filter({ hasText: 'máy lạnh, điều hòa' })).toBeVisible()
  await page.goto('/admin/collections/search-synonyms/create')
  await expect(page.getByLabel('Các từ')).toBeEditable()
})

test('a search page asked again comes from the front cache, and a report from another site is refused @any-screen', async ({
  request,
}) => {
  const path = `/tim-kiem?q=${encodeURIComponent('điều hòa')}&kind=product`
  await request.get(path)
  await expect.poll(async () => (await request.get(path)).headers()['x-front-cache']).toBe('HIT')
  const foreign = await request.post('/tim-kiem/bao-cao', {
    data: { q: 'điều hòa' },
    headers: { origin: 'https://evil.example' },
  })
  expect(foreign.status()).toBe(403)
  expect((await request.post('/tim-kiem/bao-cao', { data: { q: '   ' } })).status()).toBe(400)
})
