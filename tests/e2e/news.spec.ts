import { expect, test, type APIRequestContext, type Page } from './test'

import { backend, consented, expectCanonical, seriousViolations } from './helpers'

/**
 * News and events, the blog and the home-appliance notebook: lists of posts from the backend in
 * CMS pages (`postList` block) with their views (`?t=`), page links (`?page=`), category filters
 * (`?c=`), click-to-play videos and the RSS feeds, in both languages.
 */

const texts = {
  vi: {
    prefix: '',
    views: 'Chọn nội dung phù hợp với bạn',
    overview: 'Tổng quan',
    news: 'Tin tức',
    events: 'Sự kiện',
    latest: 'Tin mới nhất',
    upcoming: 'Sự kiện sắp diễn ra',
    paging: 'Phân trang',
    page: (n: number) => `Trang ${n}`,
    previous: 'Trang trước',
    next: 'Trang sau',
    pageTitle: '(trang 2)',
    filter: 'Lọc theo chuyên mục',
    all: 'Tất cả',
    when: 'Thời gian',
    badges: ['Đang mở đăng ký', 'Sắp mở đăng ký', 'Đã hết hạn đăng ký', 'Đã kết thúc'],
    ended: 'Đã kết thúc',
    play: /^Phát video: /,
    notebook: [
      'Cách chọn sản phẩm',
      'Hướng dẫn sử dụng',
      'Vệ sinh và bảo dưỡng',
      'Video hướng dẫn',
      'Câu hỏi thường gặp',
    ],
  },
  en: {
    prefix: '/en',
    views: 'Choose the content for you',
    overview: 'Overview',
    news: 'News',
    events: 'Events',
    latest: 'Latest news',
    upcoming: 'Upcoming events',
    paging: 'Pages',
    page: (n: number) => `Page ${n}`,
    previous: 'Previous page',
    next: 'Next page',
    pageTitle: '(page 2)',
    filter: 'Filter by category',
    all: 'All',
    when: 'When',
    badges: ['Registration open', 'Registration opens soon', 'Registration closed', 'Ended'],
    ended: 'Ended',
    play: /^Play video: /,
    notebook: [
      'How to choose',
      'How to use',
      'Cleaning and maintenance',
      'Video guides',
      'Frequently asked questions',
    ],
  },
} as const

const languages = ['vi', 'en'] as const
type Lang = (typeof languages)[number]

const NOTEBOOK_VIEWS = ['howToChoose', 'howToUse', 'maintenance', 'video', 'faq'] as const

/** The list's page links allow a fragment (`#posts-…`) that brings the list into view. */
const withFragment = (pathAndQuery: string) =>
  new RegExp(`${pathAndQuery.replace(/[?.]/g, '\\$&')}(#[\\w-]+)?$`)

const backendTotal = async (request: APIRequestContext, lang: Lang, query: string) =>
  (
    await backend<{ totalCount: number }>(
      request,
      lang,
      `/api/services/app/Post/GetListBoxDto?${query}`,
    )
  ).totalCount

const feedLinks = (page: Page) => page.locator('link[rel="alternate"][type="application/rss+xml"]')
const cards = (page: Page) => page.getByRole('main').getByRole('article')

for (const lang of languages) {
  const t = texts[lang]
  const path = `${t.prefix}/tin-tuc-su-kien`

  test.describe(`news and events (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await consented(page)
    })

    test('the overview shows the latest news and upcoming events, links its feeds, and its tabs open the news and events views', async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectCanonical(page, new RegExp(`${path}$`))
      await expect(feedLinks(page)).toHaveCount(2)
      await expect(feedLinks(page).first()).toHaveAttribute(
        'href',
        new RegExp(`/feeds/${lang}/news\\.xml$`),
      )
      await expect(feedLinks(page).last()).toHaveAttribute(
        'href',
        new RegExp(`/feeds/${lang}/events\\.xml$`),
      )

      const latest = page.getByRole('region', { name: t.latest })
      await expect(latest.getByRole('article')).toHaveCount(6)
      const upcoming = page.getByRole('region', { name: t.upcoming })
      expect(await upcoming.getByRole('article').count()).toBeLessThanOrEqual(3)
      // Upcoming events never show as ended.
      await expect(upcoming.getByText(t.ended, { exact: true })).toHaveCount(0)

      const views = page.getByRole('navigation', { name: t.views })
      await expect(views.getByRole('link', { name: t.overview })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await views.getByRole('link', { name: t.news, exact: true }).click()
      await expect(page).toHaveURL(withFragment(`${path}?t=news`))
      await expect(views.getByRole('link', { name: t.news, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.getByRole('heading', { level: 1, name: t.news })).toBeVisible()
      await expectCanonical(page, new RegExp(`${path}\\?t=news$`))
      await expect(feedLinks(page)).toHaveCount(2)

      await views.getByRole('link', { name: t.events, exact: true }).click()
      await expect(page).toHaveURL(withFragment(`${path}?t=event`))
      await expect(page.getByRole('heading', { level: 1, name: t.events })).toBeVisible()
      await expectCanonical(page, new RegExp(`${path}\\?t=event$`))
      await expect(feedLinks(page)).toHaveCount(2)
    })

    test('the news view pages with real links: to page 2 and back, each with its own canonical', async ({
      page,
      request,
    }) => {
      const total = await backendTotal(request, lang, 'CategoryType=News&RowsPerPage=1')
      const pages = Math.ceil(total / 9)
      expect(pages).toBeGreaterThanOrEqual(2)

      await page.goto(`${path}?t=news`)
      await expect(cards(page)).toHaveCount(9)
      const firstOnPage1 = await cards(page).first().getByRole('link').first().textContent()
      const paging = page.getByRole('navigation', { name: t.paging })
      await expect(paging.getByRole('link', { name: t.page(1) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(paging.getByRole('link', { name: t.previous })).toHaveCount(0)
      await expect(paging.getByRole('link', { name: t.page(pages) })).toBeVisible()
      await expect(paging.getByRole('link', { name: t.next })).toHaveAttribute('rel', 'next')

      await paging.getByRole('link', { name: t.page(2) }).click()
      await expect(page).toHaveURL(withFragment(`${path}?t=news&page=2`))
      await expect(paging.getByRole('link', { name: t.page(2) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expectCanonical(page, new RegExp(`${path}\\?t=news&page=2$`))
      await expect(page).toHaveTitle(new RegExp(t.pageTitle.replace(/[()]/g, '\\$&')))
      await expect(cards(page).first().getByRole('link').first()).not.toHaveText(firstOnPage1 ?? '')
      const previous = paging.getByRole('link', { name: t.previous })
      await expect(previous).toHaveAttribute('rel', 'prev')
      await expect(previous).toHaveAttribute('href', withFragment(`${path}?t=news`))

      await previous.click()
      await expect(page).toHaveURL(withFragment(`${path}?t=news`))
      await expectCanonical(page, new RegExp(`${path}\\?t=news$`))
      await expect(cards(page).first().getByRole('link').first()).toHaveText(firstOnPage1 ?? '')

      // The second page opened directly renders on the server the same way.
      const direct = await page.goto(`${path}?t=news&page=2`)
      expect(direct?.status()).toBe(200)
      await expect(paging.getByRole('link', { name: t.page(2) })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    test('the news categories filter the list through the URL, the current one marked', async ({
      page,
    }) => {
      await page.goto(`${path}?t=news`)
      const filter = page.getByRole('navigation', { name: t.filter })
      await expect(filter.getByRole('link', { name: t.all, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const chip = filter.getByRole('link').nth(1)
      const name = (await chip.textContent())!.trim()
      await chip.click()
      await expect(page).toHaveURL(/[?&]c=\d+(#[\w-]+)?$/)
      await expect(filter.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(filter.getByRole('link', { name: t.all, exact: true })).not.toHaveAttribute(
        'aria-current',
      )
      const shown = cards(page)
      expect(await shown.count()).toBeGreaterThan(0)
      for (const card of await shown.all()) await expect(card).toContainText(name)
      // A filtered list is no address of its own: it points at the news view.
      await expectCanonical(page, new RegExp(`${path}\\?t=news$`))
    })

    test('a card leads to its post, whose title is the page heading', async ({ page }) => {
      await page.goto(`${path}?t=news`)
      const link = cards(page).first().getByRole('heading').getByRole('link')
      const title = (await link.textContent())!.trim()
      const href = (await link.getAttribute('href'))!
      expect(href).toMatch(lang === 'en' ? /^\/en\/[a-z0-9-]+-p\d+$/ : /^\/[a-z0-9-]+-p\d+$/)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('the events view pages with real links too, each page with its own canonical', async ({
      page,
      request,
    }) => {
      // the events view shows 8 a page (seeded tin-tuc-su-kien, view "event")
      const total = await backendTotal(request, lang, 'CategoryType=Event&RowsPerPage=1')
      expect(Math.ceil(total / 8)).toBeGreaterThanOrEqual(2)
      await page.goto(`${path}?t=event`)
      const firstOnPage1 = await cards(page).first().getByRole('link').first().textContent()
      const paging = page.getByRole('navigation', { name: t.paging })
      await paging.getByRole('link', { name: t.page(2) }).click()
      await expect(page).toHaveURL(withFragment(`${path}?t=event&page=2`))
      await expect(paging.getByRole('link', { name: t.page(2) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expectCanonical(page, new RegExp(`${path}\\?t=event&page=2$`))
      await expect(cards(page).first().getByRole('link').first()).not.toHaveText(firstOnPage1 ?? '')
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the events view shows when and where, a registration badge, upcoming events before past ones', async ({
      page,
    }) => {
      await page.goto(`${path}?t=event`)
      const events = cards(page)
      expect(await events.count()).toBeGreaterThan(0)
      const badges: string[] = []
      for (const event of await events.all()) {
        await expect(event.getByText(t.when, { exact: true })).toBeVisible()
        await expect(event.locator('dd time').first()).toHaveText(
          /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
        )
        const badge = (await event.locator('[data-badge]').textContent())!.trim()
        expect(t.badges).toContain(badge)
        badges.push(badge)
      }
      const firstEnded = badges.indexOf(t.ended)
      if (firstEnded >= 0) expect(badges.slice(firstEnded).every((b) => b === t.ended)).toBe(true)
    })
  })

  test.describe(`home and appliances (${lang})`, () => {
    test('home lists the latest news and upcoming events and links both feeds', async ({
      page,
    }) => {
      await consented(page)
      await page.goto(lang === 'en' ? '/en' : '/')
      await expect(
        page
          .getByRole('main')
          .getByRole('region', { name: lang === 'en' ? 'Latest news' : 'Tin tức mới' })
          .getByRole('article'),
      ).toHaveCount(3)
      await expect(page.getByRole('region', { name: t.upcoming })).toBeVisible()
      await expect(feedLinks(page)).toHaveCount(2)
    })

    test('home appliances tease the notebook with three articles', async ({ page }) => {
      await consented(page)
      await page.goto(`${t.prefix}/thiet-bi-gia-dung`)
      const notebook = page.getByRole('region', {
        name: lang === 'en' ? 'Home appliance notebook' : 'Sổ tay gia dụng',
      })
      await expect(notebook.getByRole('article')).toHaveCount(3)
      await expect(
        notebook.getByRole('link', {
          name: lang === 'en' ? 'Open the notebook' : 'Mở sổ tay gia dụng',
        }),
      ).toHaveAttribute('href', `${t.prefix}/so-tay`)
    })
  })

  test.describe(`notebook (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await consented(page)
    })

    test('the overview teases every kind; each view has its own address and canonical', async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/so-tay`)
      for (const heading of t.notebook)
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible()
      for (const key of NOTEBOOK_VIEWS) {
        const response = await page.goto(`${t.prefix}/so-tay?t=${key}`)
        expect(response?.status(), key).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectCanonical(page, new RegExp(`${t.prefix}/so-tay\\?t=${key}$`))
        expect(await cards(page).count(), key).toBeGreaterThan(0)
      }
    })

    test('a video plays only after a click: nothing is asked of YouTube before', async ({
      page,
    }) => {
      const thirdParty: string[] = []
      page.on('request', (request) => {
        if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname))
          thirdParty.push(request.url())
      })
      await page.goto(`${t.prefix}/so-tay?t=video`)
      await page.waitForLoadState('networkidle')
      const play = page.getByRole('button', { name: t.play }).first()
      await expect(play).toBeVisible()
      const label = (await play.getAttribute('aria-label'))!
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(thirdParty).toEqual([])

      await play.click()
      const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')
      await expect(player).toHaveCount(1)
      await expect(player).toHaveAttribute('src', /\?autoplay=1$/)
      await expect(player).toHaveAttribute('title', label.replace(t.play, ''))
      await expect(page.getByRole('button', { name: label })).toHaveCount(0)
    })
  })

  // Feeds read through `request` (the page only lends its XML parser): they run once.
  test.describe(`RSS feeds (${lang}) @any-screen`, () => {
    for (const feed of ['news', 'events'] as const) {
      test(`/feeds/${lang}/${feed}.xml is valid RSS 2.0 with absolute links`, async ({
        page,
        request,
        baseURL,
      }) => {
        const response = await request.get(`/feeds/${lang}/${feed}.xml`)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
        const xml = await response.text()
        // The browser's own XML parser decides whether the document is well-formed.
        const parsed = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml')
          if (doc.querySelector('parsererror')) return null
          const text = (node: Element, name: string) =>
            node.getElementsByTagName(name)[0]?.textContent ?? ''
          return {
            root: doc.documentElement.nodeName,
            version: doc.documentElement.getAttribute('version'),
            language: text(doc.documentElement, 'language'),
            items: [...doc.getElementsByTagName('item')].map((item) => ({
              title: text(item, 'title'),
              link: text(item, 'link'),
              guid: text(item, 'guid'),
              pubDate: text(item, 'pubDate'),
              description: text(item, 'description'),
            })),
          }
        }, xml)
        expect(parsed, 'well-formed XML').not.toBeNull()
        expect(parsed!.root).toBe('rss')
        expect(parsed!.version).toBe('2.0')
        expect(parsed!.language).toBe(lang === 'en' ? 'en-US' : 'vi-VN')
        expect(parsed!.items.length).toBeGreaterThanOrEqual(feed === 'news' ? 10 : 1)
        const origin = new URL(baseURL!).origin
        for (const item of parsed!.items) {
          expect(item.title).not.toBe('')
          expect(item.link.startsWith(`${origin}${t.prefix}/`), item.link).toBe(true)
          expect(item.guid).toBe(item.link)
          expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false)
        }
        const post = await request.get(parsed!.items[0]!.link)
        expect(post.status()).toBe(200)
      })
    }

    test('unknown feeds are not found', async ({ request }) => {
      expect((await request.get(`/feeds/${lang}/blog.xml`)).status()).toBe(404)
      expect((await request.get('/feeds/fr/news.xml')).status()).toBe(404)
    })
  })
}

test.describe('blog', () => {
  test('articles with category chips and page links', async ({ page }) => {
    await consented(page)
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(9)
    const filter = page.getByRole('navigation', { name: texts.vi.filter })
    expect(await filter.getByRole('link').count()).toBeGreaterThan(2)
    const paging = page.getByRole('navigation', { name: texts.vi.paging })
    await paging.getByRole('link', { name: texts.vi.page(2) }).click()
    await expect(page).toHaveURL(withFragment('/blog?page=2'))
    await expectCanonical(page, /\/blog\?page=2$/)
    expect(await cards(page).count()).toBeGreaterThan(0)
  })
})

test.describe('accessibility of the post lists', () => {
  for (const path of [
    '/tin-tuc-su-kien',
    '/tin-tuc-su-kien?t=news',
    '/en/tin-tuc-su-kien?t=news&page=2',
    '/tin-tuc-su-kien?t=event',
    '/en/tin-tuc-su-kien?t=event',
    '/blog',
    '/en/blog',
    '/so-tay',
    '/en/so-tay?t=video',
    '/so-tay?t=faq',
    '/en/so-tay?t=howToChoose',
  ]) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await consented(page)
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('no serious or critical axe violations on a post reached from the news list', async ({
    page,
  }) => {
    await consented(page)
    await page.goto('/tin-tuc-su-kien?t=news')
    await cards(page).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/-p\d+$/)
    expect(await seriousViolations(page)).toEqual([])
  })
})
