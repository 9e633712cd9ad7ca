import { expect, test, type APIRequestContext, type Page } from './test'

import { backend, consented, seriousViolations } from './helpers'

/**
 * The FAQ page (issue 12, item 8): questions grouped by category as an accordion a keyboard can
 * drive, an accent-insensitive search with a live count, FAQPage data, and every answer readable
 * without JavaScript. Both languages; both screen sizes (the two projects).
 */

type Lang = 'vi' | 'en'

type Listed<T> = { totalCount: number; items: T[] }
type Category = { id: number; name: string; displayOrder: number }
type Post = { id: number; title: string; categoryId: number | null }

const texts = {
  vi: {
    prefix: '',
    search: 'Tìm trong câu hỏi thường gặp',
    count: (count: number) => `${count} câu hỏi`,
    found: /^Tìm thấy \d+ câu hỏi phù hợp$/,
    none: (query: string) => `Không tìm thấy câu hỏi nào phù hợp với “${query}”`,
  },
  en: {
    prefix: '/en',
    search: 'Search the frequently asked questions',
    count: (count: number) => `${count} question${count === 1 ? '' : 's'}`,
    found: /^\d+ matching questions?$/,
    none: (query: string) => `No questions match “${query}”`,
  },
} as const

/** Lower case without Vietnamese diacritics, as a visitor types on a keyboard without them. */
const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()

async function faqData(request: APIRequestContext, lang: Lang) {
  const [categories, posts] = await Promise.all([
    backend<Listed<Category>>(
      request,
      lang,
      '/api/services/app/PostCategory/GetListBoxDto?CategoryType=FAQ&RowsPerPage=100',
    ),
    backend<Listed<Post>>(
      request,
      lang,
      '/api/services/app/Post/GetListBoxDto?CategoryType=FAQ&RowsPerPage=100',
    ),
  ])
  expect(posts.totalCount).toBeGreaterThan(0)
  // Groups that hold questions, in display order.
  const groups = categories.items.filter((category) =>
    posts.items.some((post) => post.categoryId === category.id),
  )
  return { groups, posts: posts.items }
}

/** The accordion's question buttons (each inside its question heading). */
const questions = (page: Page) => page.locator('main :is(h3, h4) > button[aria-controls]')

const status = (page: Page) =>
  page.locator('main [role="status"]').filter({ hasText: /câu hỏi|question/i })

test.describe('FAQ', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`groups in display order; a question opens by keyboard only (${lang})`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const { groups, posts } = await faqData(request, lang)
      await page.goto(`${t.prefix}/faq`)

      const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
      const names = groups.map((group) => group.name)
      expect(headings.filter((heading) => names.includes(heading))).toEqual(names)
      await expect(questions(page)).toHaveCount(posts.length)
      await expect(status(page)).toHaveText(t.count(posts.length))

      // Every answer starts closed.
      for (const button of (await questions(page).all()).slice(0, 3)) {
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(
          page.locator(`[id="${await button.getAttribute('aria-controls')}"]`),
        ).toBeHidden()
      }

      // From the search box, Tab reaches the first question; Enter opens it, Space closes it.
      await page.getByRole('searchbox', { name: t.search }).focus()
      await page.keyboard.press('Tab')
      const first = questions(page).first()
      await expect(first).toBeFocused()
      await expect(first).toHaveCSS('outline-style', 'solid')
      const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
      await page.keyboard.press('Enter')
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(answer).toBeVisible()
      expect((await answer.innerText()).trim().length).toBeGreaterThan(0)
      await page.keyboard.press('Space')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(answer).toBeHidden()

      // Tab moves on to the next question, which opens on its own.
      await page.keyboard.press('Tab')
      const second = questions(page).nth(1)
      await expect(second).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
    })

    test(`the search filters questions and answers as you type, without accents too (${lang})`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const { posts } = await faqData(request, lang)
      await page.goto(`${t.prefix}/faq`)
      const search = page.getByRole('searchbox', { name: t.search })

      // The longest word of the first question, typed without accents, still finds it.
      const firstTitle = (await questions(page).first().innerText()).trim()
      const word = withoutAccents(
        firstTitle.split(/[\s,.;:?!()“”"]+/).sort((a, b) => b.length - a.length)[0]!,
      )
      await search.fill(word)
      await expect(status(page)).toHaveText(t.found)
      const shown = questions(page).filter({ visible: true })
      await expect(shown.first()).toHaveText(firstTitle)
      const count = Number(/\d+/.exec((await status(page).innerText()) ?? '')![0])
      await expect(shown).toHaveCount(count)
      expect(count).toBeLessThanOrEqual(posts.length)

      await search.fill('zzqxj khongco')
      await expect(status(page)).toContainText(t.none('zzqxj khongco'))
      await expect(questions(page).filter({ visible: true })).toHaveCount(0)

      await search.fill('')
      await expect(status(page)).toHaveText(t.count(posts.length))
      await expect(questions(page).filter({ visible: true })).toHaveCount(posts.length)
    })

    test(`FAQPage structured data lists every question with its answer (${lang}) @any-screen`, async ({
      page,
      request,
    }) => {
      const { posts } = await faqData(request, lang)
      await page.goto(`${t.prefix}/faq`)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const faq = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'FAQPage') as
        | { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] }
        | undefined
      expect(faq).toBeDefined()
      expect(faq!.mainEntity).toHaveLength(posts.length)
      expect(faq!.mainEntity.map((entry) => entry.name).sort()).toEqual(
        posts.map((post) => post.title).sort(),
      )
      for (const entry of faq!.mainEntity) {
        expect(entry['@type']).toBe('Question')
        expect(entry.acceptedAnswer.text.length).toBeGreaterThan(0)
        expect(entry.acceptedAnswer.text).not.toMatch(/<[a-z]/i)
      }
    })
  }

  test('without JavaScript every answer is readable and the search box is not offered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await consented(page)
    await page.goto('/faq')
    const first = questions(page).first()
    await expect(page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)).toBeVisible()
    const last = questions(page).last()
    await expect(page.locator(`[id="${await last.getAttribute('aria-controls')}"]`)).toBeVisible()
    await expect(page.getByRole('searchbox', { name: texts.vi.search })).toBeHidden()
    await context.close()
  })

  test('the contact prompt links to the contact page @any-screen', async ({ page }) => {
    await page.goto('/en/faq')
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/en/lien-he',
    )
  })
})

test.describe('FAQ accessibility', () => {
  test('no serious or critical axe violations, closed, opened and searched', async ({ page }) => {
    await consented(page)
    for (const lang of ['vi', 'en'] as const) {
      await page.goto(`${texts[lang].prefix}/faq`)
      expect(await seriousViolations(page)).toEqual([])
      await questions(page).first().click()
      await page.getByRole('searchbox', { name: texts[lang].search }).fill('a')
      expect(await seriousViolations(page)).toEqual([])
    }
  })
})
