import { expect, test } from './test'

import { VIETNAMESE_ORDER } from '../fixtures/vietnameseOrder'
import { backend, consented, englishTwin, expectCanonical, openRegionPicker } from './helpers'

test.describe('languages', () => {
  test('home renders in Vietnamese at / and English at /en, with lang, canonical, hreflang and og:locale @any-screen', async ({
    page,
  }) => {
    const vi = await page.goto('/')
    expect(vi?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expectCanonical(page, /:\d+\/?$/)
    await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
      'href',
      /:\d+\/?$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /:\d+\/?$/,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'vi_VN')
    await expect(
      page.locator('main').getByRole('heading', { name: 'Lĩnh vực kinh doanh' }),
    ).toBeVisible()

    const en = await page.goto('/en')
    expect(en?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectCanonical(page, /\/en$/)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
    await expect(
      page.locator('main').getByRole('heading', { name: 'Our businesses' }),
    ).toBeVisible()
  })

  test('the home page shows the HomeBanner slider, business-area cards and the footer settings', async ({
    page,
  }) => {
    await page.goto('/')
    const slider = page.getByRole('region', { name: /banner/i }).first()
    await expect(slider).toBeVisible()
    await expect(slider.locator('img').first()).toHaveAttribute('src', /\/images\/.+width=/)
    const cards = page
      .locator('main section')
      .filter({ has: page.getByRole('heading', { name: 'Lĩnh vực kinh doanh' }) })
      .getByRole('listitem')
    await expect(cards).toHaveCount(4)
    await expect(
      page.locator('footer').getByRole('link', { name: '1800 585 833' }),
    ).toHaveAttribute('href', 'tel:1800585833')
  })

  test('/vi/... redirects to the unprefixed path @any-screen', async ({ page }) => {
    await page.goto('/vi/gioi-thieu')
    await expect(page).toHaveURL(/:\d+\/gioi-thieu$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  })

  test('the chosen language is remembered for a year, and / honours it', async ({
    page,
    context,
  }) => {
    await consented(page)
    await page.goto('/gioi-thieu')
    await (
      await openRegionPicker(page, 'vi')
    ).languages
      .getByRole('link', { name: /English/ })
      .click()
    await expect(page).toHaveURL(/\/en\/gioi-thieu$/)
    const cookie = (await context.cookies()).find((item) => item.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(366)

    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)

    // Other Vietnamese pages never redirect.
    await page.goto('/gioi-thieu')
    await expect(page).toHaveURL(/:\d+\/gioi-thieu$/)

    await page.goto('/en/gioi-thieu')
    await (
      await openRegionPicker(page, 'en')
    ).languages
      .getByRole('link', { name: /Tiếng Việt/ })
      .click()
    await expect(page).toHaveURL(/:\d+\/gioi-thieu$/)
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  })

  test('the language switcher links straight to the counterpart’s own address, never through a redirect', async ({
    page,
    request,
  }) => {
    await consented(page)
    type Product = { id: number; detailUrl: string }
    const [first] = (
      await backend<{ items: Product[] }>(
        request,
        'vi',
        '/api/services/app/Product/GetListBoxDto?RowsPerPage=1',
      )
    ).items
    const paths = {
      vi: first!.detailUrl,
      en: (
        await backend<Product>(
          request,
          'en',
          `/api/services/app/Product/GetDetailDto?id=${first!.id}`,
        )
      ).detailUrl,
    }
    // Slugs differ by language: the old link (`/en/<Vietnamese slug>`) took one hop more.
    expect(paths.en).not.toBe(paths.vi)

    await page.goto(paths.vi)
    const english = (await openRegionPicker(page, 'vi')).languages.getByRole('link', {
      name: /English/,
    })
    await expect(english).toHaveAttribute('href', `/en${paths.en}`)
    expect((await request.get(`/en${paths.en}`, { maxRedirects: 0 })).status()).toBe(200)
    await english.click()
    await expect(page).toHaveURL(new RegExp(`/en${paths.en}$`))

    const vietnamese = (await openRegionPicker(page, 'en')).languages.getByRole('link', {
      name: /Tiếng Việt/,
    })
    await expect(vietnamese).toHaveAttribute('href', paths.vi)
    await vietnamese.click()
    await expect(page).toHaveURL(new RegExp(`${paths.vi}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  })

  test('without a remembered language, / is Vietnamese whatever the browser prefers @any-screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await context.close()
  })
})

test.describe('status pages, as the server sends them (before any JavaScript) @any-screen', () => {
  for (const { path, status, lang, heading, home, search } of [
    {
      path: '/khong-co-trang-nay',
      status: 404,
      lang: 'vi',
      heading: 'Không tìm thấy trang này',
      home: '/',
      search: '/tim-kiem',
    },
    {
      path: '/en/no-such-page',
      status: 404,
      lang: 'en',
      heading: 'This page could not be found',
      home: '/en',
      search: '/en/tim-kiem',
    },
    {
      path: '/fault-test',
      status: 500,
      lang: 'vi',
      heading: 'Đã có lỗi xảy ra',
      home: '/',
      search: '/tim-kiem',
    },
    {
      path: '/en/fault-test',
      status: 500,
      lang: 'en',
      heading: 'Something went wrong',
      home: '/en',
      search: '/en/tim-kiem',
    },
  ]) {
    test(`${path} answers ${status} with the whole page in ${lang}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(status)
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`))
      expect(html).toMatch(new RegExp(`<h1>(<span[^>]*>.*?</span>)?${heading}</h1>`))
      expect(html).toContain(`href="${home}"`)
      expect(html).toMatch(new RegExp(`<form role="search"[^>]* action="${search}"`))
      expect(html).toMatch(/<header[\s>]/)
      expect(html).toMatch(/<footer[\s>]/)
      expect(html).not.toContain('Injected fault')
    })
  }
})

test.describe('404', () => {
  for (const { path, lang, title, home } of [
    { path: '/trang-khong-ton-tai', lang: 'vi', title: 'Không tìm thấy trang này', home: '/' },
    { path: '/en/no-such-page', lang: 'en', title: 'This page could not be found', home: '/en' },
  ] as const) {
    test(`answers a real 404 in ${lang} with a link home and a search box${englishTwin(lang)}`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(title))
      const main = page.locator('main')
      const homeLink = main.getByRole('link', {
        name: lang === 'vi' ? 'Về trang chủ' : 'Back to the home page',
      })
      await expect(homeLink).toHaveAttribute('href', home)
      const search = main.getByRole('combobox')
      await search.fill('điều hòa')
      await search.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${lang === 'vi' ? '' : '/en'}/tim-kiem\\?q=`))
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('q') ?? '')).toBe('điều hòa')
    })
  }
})

test('the browser orders Vietnamese names as the backend does (Intl.Collator) @any-screen', async ({
  page,
}) => {
  await page.goto('/')
  const sorted = await page.evaluate(
    (names) => [...names].sort(new Intl.Collator('vi', { numeric: true }).compare),
    [...VIETNAMESE_ORDER].reverse(),
  )
  expect(sorted).toEqual(VIETNAMESE_ORDER)
})
