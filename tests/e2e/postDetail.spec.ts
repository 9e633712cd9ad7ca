import { expect, test, type APIRequestContext, type Page } from './test'

import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * Post pages (`/{slug}-p{id}`), post categories (`/{slug}-pc{id}`), the refrigerator stories
 * (`/ref-history`, `/ref-safe-quality`) and the company mission on `/gioi-thieu`, in both
 * languages and at both screen sizes. Expected content is read from the backend contract.
 */

type Lang = 'vi' | 'en'

const languages = [
  { lang: 'vi', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

const texts = {
  vi: {
    breadcrumb: 'Đường dẫn',
    home: 'Trang chủ',
    news: 'Tin tức',
    events: 'Sự kiện',
    homeAppliances: 'Thiết bị gia dụng',
    refrigerators: 'Tủ lạnh',
    share: 'Chia sẻ',
    facebook: 'Chia sẻ lên Facebook',
    copy: 'Sao chép liên kết',
    neighbours: 'Bài trước và bài sau',
    previous: 'Bài trước',
    next: 'Bài tiếp theo',
    eventPanel: 'Thông tin sự kiện',
    states: /Đang mở đăng ký|Sắp mở đăng ký|Đã hết hạn đăng ký|Sự kiện đã kết thúc/,
    register: 'Đăng nhập để đăng ký',
    subCategories: 'Chuyên mục',
    pages: 'Các trang',
    page: (page: number) => `Trang ${page}`,
    learnMore: 'Tìm hiểu thêm',
    readMore: /^Xem thêm/,
    play: /^Phát video/,
  },
  en: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    news: 'News',
    events: 'Events',
    homeAppliances: 'Home appliances',
    refrigerators: 'Refrigerators',
    share: 'Share',
    facebook: 'Share on Facebook',
    copy: 'Copy link',
    neighbours: 'Previous and next posts',
    previous: 'Previous post',
    next: 'Next post',
    eventPanel: 'Event details',
    states:
      /Registration is open|Registration opens soon|Registration has closed|This event has ended/,
    register: 'Sign in to register',
    subCategories: 'Categories',
    pages: 'Pages',
    page: (page: number) => `Page ${page}`,
    learnMore: 'Learn more',
    readMore: /^Read more/,
    play: /^Play video/,
  },
} as const

type PostLink = { id: number; title: string; detailUrl: string }
type Post = PostLink & {
  slug: string
  summary: string
  categoryType: number
  categoryName: string | null
  businessArea: number | null
  event: { startTime: string; isRegistrationOpen: boolean } | null
  previous: PostLink | null
  next: PostLink | null
}
type Category = {
  id: number
  name: string
  slug: string
  detailUrl: string
  categoryType: number
  postCount: number
}
type Paged<T> = { totalCount: number; items: T[] }
type Topic = { id: number; title: string; summary: string | null; detailUrl: string }

/** Posts on a page of a category listing (`src/components/Post/categoryListing.ts`). */
const PER_PAGE = 12

const firstPost = async (request: APIRequestContext, query: string) => {
  const list = await backend<Paged<Post>>(
    request,
    'vi',
    `/api/services/app/Post/GetListBoxDto?${query}&RowsPerPage=1`,
  )
  expect(list.items.length, query).toBe(1)
  return list.items[0]!
}

const detail = (request: APIRequestContext, lang: Lang, id: number) =>
  backend<Post>(request, lang, `/api/services/app/Post/GetDetailDto?id=${id}`)

/** Every JSON-LD script on the page, parsed (a script that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.beforeEach(async ({ page }) => {
  await consented(page)
})

test.describe('a news post', () => {
  for (const { lang, prefix } of languages) {
    test(`shows its title, breadcrumb, date, share buttons and structured data (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      const newest = await firstPost(request, 'CategoryType=News')
      const [post, other] = await Promise.all([
        detail(request, lang, newest.id),
        detail(request, lang === 'vi' ? 'en' : 'vi', newest.id),
      ])
      const response = await page.goto(`${prefix}${post.detailUrl}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()

      const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb })
      await expect(breadcrumb.getByRole('link', { name: t.home, exact: true })).toHaveAttribute(
        'href',
        prefix || '/',
      )
      await expect(breadcrumb.getByRole('link', { name: t.news, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/tin-tuc-su-kien?t=news`,
      )
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title)
      await expect(page.locator('main article header time').first()).toHaveText(
        /^\d{2}\/\d{2}\/\d{4}$/,
      )

      const share = page.getByRole('group', { name: t.share })
      await expect(share.getByRole('button', { name: t.facebook })).toBeVisible()
      await expect(share.getByRole('button', { name: t.copy })).toBeVisible()

      const structured = await jsonLd(page)
      expect(structured.map((data) => data['@type'])).toEqual(
        expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
      )
      const article = structured.find((data) => data['@type'] === 'NewsArticle')!
      expect(article.headline).toBe(post.title)
      expect(article.datePublished).toMatch(/\+07:00$/)
      expect((article.publisher as { name: string }).name).toBeTruthy()

      // The other language's address of the same post, by its own slug.
      const otherPrefix = lang === 'vi' ? '/en' : ''
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${prefix}${post.detailUrl}$`),
      )
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${lang === 'vi' ? 'en' : 'vi'}"]`),
      ).toHaveAttribute('href', new RegExp(`${otherPrefix}${other.detailUrl}$`))
      await expectCanonical(page, new RegExp(`${prefix}${post.detailUrl}$`))
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    })

    test(`links to the previous post and back to the next one (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      const newest = await firstPost(request, 'CategoryType=News')
      const post = await detail(request, lang, newest.id)
      expect(post.previous, 'the newest news post has an older neighbour').not.toBeNull()
      await page.goto(`${prefix}${post.detailUrl}`)
      const neighbours = page.getByRole('navigation', { name: t.neighbours })
      await neighbours.getByRole('link', { name: new RegExp(t.previous) }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${post.previous!.detailUrl}$`))
      await expect(
        page.getByRole('heading', { level: 1, name: post.previous!.title }),
      ).toBeVisible()
      await page
        .getByRole('navigation', { name: t.neighbours })
        .getByRole('link', { name: new RegExp(t.next) })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${post.detailUrl}$`))
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    })

    test(`a wrong slug 301s to the post's address; an unknown id is a 404 (${lang}) @any-screen`, async ({
      request,
    }) => {
      const newest = await firstPost(request, 'CategoryType=News')
      const post = await detail(request, lang, newest.id)
      const wrong = await request.get(`${prefix}/bai-viet-cu-p${post.id}`, { maxRedirects: 0 })
      expect(wrong.status()).toBe(301)
      expect(wrong.headers().location).toMatch(new RegExp(`${prefix}${post.detailUrl}$`))
      expect((await request.get(`${prefix}/bai-viet-khong-co-p999999`)).status()).toBe(404)
    })
  }

  test('has no serious or critical axe violations, in both languages', async ({
    page,
    request,
  }) => {
    const newest = await firstPost(request, 'CategoryType=News')
    for (const { lang, prefix } of languages) {
      await page.goto(`${prefix}${(await detail(request, lang, newest.id)).detailUrl}`)
      expect(await seriousViolations(page), lang).toEqual([])
    }
  })
})

test.describe('an event', () => {
  for (const { lang, prefix } of languages) {
    test(`shows when and where, its registration state and Event data (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      const upcoming = await firstPost(request, 'CategoryType=Event&TimeFrame=upcoming')
      const post = await detail(request, lang, upcoming.id)
      expect(post.event).not.toBeNull()
      await page.goto(`${prefix}${post.detailUrl}`)
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: t.breadcrumb })
          .getByRole('link', { name: t.events, exact: true }),
      ).toHaveAttribute('href', `${prefix}/tin-tuc-su-kien?t=event`)

      const panel = page.getByRole('region', { name: t.eventPanel })
      await expect(panel).toBeVisible()
      await expect(panel.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
      await expect(panel.getByText(t.states)).toBeVisible()
      // Signed out, an open event sends the visitor to sign in and come back to register.
      if (post.event!.isRegistrationOpen)
        await expect(panel.getByRole('link', { name: t.register })).toHaveAttribute(
          'href',
          `${prefix}/login?redirect=${encodeURIComponent(`${prefix}${post.detailUrl}`)}`,
        )
      await expect(page.getByRole('group', { name: t.share })).toBeVisible()

      const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'Event')
      expect(data, 'Event structured data').toBeDefined()
      expect(data!.name).toBe(post.title)
      expect(data!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/)
      expect(data!.endDate).toMatch(/\+07:00$/)
      expect(data!.eventStatus).toBe('https://schema.org/EventScheduled')
      expect(String(data!.eventAttendanceMode)).toMatch(
        /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
      )
      expect(data!.location).toBeTruthy()
      expect((data!.organizer as { name: string }).name).toBeTruthy()
    })
  }

  test('has no serious or critical axe violations, in both languages', async ({
    page,
    request,
  }) => {
    const upcoming = await firstPost(request, 'CategoryType=Event&TimeFrame=upcoming')
    for (const { lang, prefix } of languages) {
      await page.goto(`${prefix}${(await detail(request, lang, upcoming.id)).detailUrl}`)
      expect(await seriousViolations(page), lang).toEqual([])
    }
  })
})

test.describe('a video post', () => {
  test('asks nothing of YouTube until play is pressed, then plays from youtube-nocookie', async ({
    page,
    request,
  }) => {
    const video = await firstPost(request, 'CategoryType=Video')
    const thirdParty: string[] = []
    page.on('request', (sent) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(sent.url()).hostname))
        thirdParty.push(sent.url())
    })
    await page.goto(video.detailUrl)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: texts.vi.play }).click()
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/,
    )
  })
})

test.describe('a post category', () => {
  for (const { lang, prefix } of languages) {
    test(`lists its posts with paging, its sub-categories and a breadcrumb (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      const categories = await backend<Paged<Category>>(
        request,
        lang,
        '/api/services/app/PostCategory/GetListBoxDto?RowsPerPage=100',
      )
      const big = categories.items.reduce((best, item) =>
        item.postCount > best.postCount ? item : best,
      )
      expect(big.postCount, 'a seeded category holds more than one page').toBeGreaterThan(PER_PAGE)
      const children = await backend<Paged<Category>>(
        request,
        lang,
        `/api/services/app/PostCategory/GetListBoxDto?ParentId=${big.id}`,
      )
      await page.goto(`${prefix}${big.detailUrl}`)
      await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible()
      const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb })
      await expect(breadcrumb.getByRole('link', { name: t.home, exact: true })).toBeVisible()
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(big.name)
      const subCategories = page.getByRole('navigation', { name: t.subCategories, exact: true })
      if (children.items.length === 0) await expect(subCategories).toHaveCount(0)
      for (const child of children.items)
        await expect(
          subCategories.getByRole('link', { name: child.name, exact: true }),
        ).toHaveAttribute('href', `${prefix}${child.detailUrl}`)

      const posts = page.getByRole('region', { name: /^(Bài viết|Sự kiện|Posts|Events)$/ })
      await expect(posts.getByRole('article')).toHaveCount(PER_PAGE)
      const pager = page.getByRole('navigation', { name: t.pages })
      await expect(pager.getByRole('link', { name: t.page(1) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await pager.getByRole('link', { name: t.page(2) }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${big.detailUrl}\\?page=2$`))
      await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page(2) }),
      ).toHaveAttribute('aria-current', 'page')
      await expect(posts.getByRole('article')).toHaveCount(
        Math.min(PER_PAGE, big.postCount - PER_PAGE),
      )
      await expectCanonical(page, new RegExp(`${big.detailUrl}\\?page=2$`))
    })

    test(`a wrong slug 301s (keeping the page), pages beyond the last and unknown ids are 404s (${lang}) @any-screen`, async ({
      request,
    }) => {
      const categories = await backend<Paged<Category>>(
        request,
        lang,
        '/api/services/app/PostCategory/GetListBoxDto?RowsPerPage=100',
      )
      const category = categories.items.find((item) => item.postCount > 0)!
      const wrong = await request.get(`${prefix}/chuyen-muc-cu-pc${category.id}?page=1`, {
        maxRedirects: 0,
      })
      expect(wrong.status()).toBe(301)
      expect(wrong.headers().location).toMatch(new RegExp(`${prefix}${category.detailUrl}$`))
      const last = Math.ceil(category.postCount / PER_PAGE)
      expect((await request.get(`${prefix}${category.detailUrl}?page=${last + 1}`)).status()).toBe(
        404,
      )
      expect((await request.get(`${prefix}/chuyen-muc-khong-co-pc999999`)).status()).toBe(404)
    })
  }

  test('has no serious or critical axe violations, in both languages', async ({
    page,
    request,
  }) => {
    for (const { lang, prefix } of languages) {
      const categories = await backend<Paged<Category>>(
        request,
        lang,
        '/api/services/app/PostCategory/GetListBoxDto?RowsPerPage=100',
      )
      await page.goto(`${prefix}${categories.items.find((item) => item.postCount > 0)!.detailUrl}`)
      expect(await seriousViolations(page), lang).toEqual([])
    }
  })
})

test.describe('refrigerator stories', () => {
  const stories = ['ref-history', 'ref-safe-quality'] as const
  for (const { lang, prefix } of languages) {
    for (const slug of stories) {
      test(`/${slug} sits under refrigerators and links to the other story (${lang})${englishTwin(lang)}`, async ({
        page,
        request,
      }) => {
        const t = texts[lang]
        const other = stories.find((story) => story !== slug)!
        const [post, otherPost] = await Promise.all([
          backend<Post>(request, lang, `/api/services/app/Post/GetDetailBySlug?slug=${slug}`),
          backend<Post>(request, lang, `/api/services/app/Post/GetDetailBySlug?slug=${other}`),
        ])
        const response = await page.goto(`${prefix}/${slug}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
        const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb })
        await expect(breadcrumb.getByRole('link')).toHaveText([
          t.home,
          t.homeAppliances,
          t.refrigerators,
        ])
        await expect(breadcrumb.getByRole('link', { name: t.refrigerators })).toHaveAttribute(
          'href',
          `${prefix}/tu-lanh`,
        )
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title)
        await expect(page.locator('main img').first()).toBeVisible()
        const more = page.getByRole('navigation', { name: t.learnMore })
        await expect(more.getByRole('link', { name: otherPost.title })).toHaveAttribute(
          'href',
          `${prefix}/${other}`,
        )
        await expect(more.locator(`a[href="${prefix}/tu-lanh"]`)).toBeVisible()
        await expectCanonical(page, new RegExp(`${prefix}/${slug}$`))
      })
    }

    test(`the -p{id} address and a query still lead to the stories (${lang}) @any-screen`, async ({
      request,
    }) => {
      const post = await backend<Post>(
        request,
        lang,
        '/api/services/app/Post/GetDetailBySlug?slug=ref-history',
      )
      const byId = await request.get(`${prefix}/ref-history-p${post.id}`, { maxRedirects: 0 })
      expect(byId.status()).toBe(301)
      expect(byId.headers().location).toMatch(new RegExp(`${prefix}/ref-history$`))
      expect((await request.get(`${prefix}/ref-safe-quality?utm_source=mail`)).status()).toBe(200)
    })
  }

  test('have no serious or critical axe violations, in both languages', async ({ page }) => {
    for (const { prefix } of languages)
      for (const slug of stories) {
        await page.goto(`${prefix}/${slug}`)
        expect(await seriousViolations(page), `${prefix}/${slug}`).toEqual([])
      }
  })
})

test.describe('about us', () => {
  for (const { lang, prefix } of languages) {
    test(`shows the company mission from topic 19 with a link to it (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      const link = await backend<Topic>(
        request,
        lang,
        '/api/services/app/Topic/GetTopicLinkDtoById?id=19',
      )
      const topic = await backend<Topic>(
        request,
        lang,
        `/Topic/GetTopicBySlug?slug=${link.detailUrl.slice(1)}`,
      )
      await page.goto(`${prefix}/gioi-thieu`)
      const mission = page.getByRole('region', { name: topic.title })
      await expect(mission.getByRole('heading', { level: 2, name: topic.title })).toBeVisible()
      await expect(mission.getByText(topic.summary!)).toBeVisible()
      await expect(mission.getByRole('link', { name: t.readMore })).toHaveAttribute(
        'href',
        `${prefix}${topic.detailUrl}`,
      )
    })
  }
  // /gioi-thieu is already checked with axe in shell.spec.ts.
})
