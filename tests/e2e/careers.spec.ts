import { expect, test, type Page } from './test'

import { BusinessArea, CareerLevel } from '../../src/domain/enums'
import { PROVINCE_KEYS } from '../../src/domain/provinces'
import { backend, consented, expectCanonical, seriousViolations } from './helpers'
import { expiredSeedSlugs } from './seedFacts'

/**
 * Careers (issue 12, item 7): the list at /tuyen-dung with its filters in the URL, an opening's
 * page at /{slug}-c{id} with JobPosting data, expired openings, and the original site's
 * /careersDetail addresses. Both languages; both screen sizes (the two projects).
 */

type Lang = 'vi' | 'en'

type Career = {
  id: number
  title: string
  slug: string
  detailUrl: string
  province: string
  provinceName: string
  businessArea: number | null
  level: number
  levelName: string
  employmentType: number
  deadline: string
  isExpired: boolean
  applyEmail: string | null
}
type Listed = { totalCount: number; items: Career[] }

const LIST = '/api/services/app/Career/GetListBoxDto'

const texts = {
  vi: {
    prefix: '',
    heading: 'Vị trí đang tuyển',
    form: 'Lọc vị trí tuyển dụng',
    location: 'Địa điểm',
    area: 'Lĩnh vực',
    level: 'Cấp bậc',
    submit: 'Lọc vị trí',
    clear: 'Xóa bộ lọc',
    count: (count: number) => `${count} vị trí đang tuyển`,
    emptyFiltered: 'Không có vị trí nào phù hợp với bộ lọc đã chọn.',
    emptyPage: 'Trang này không có vị trí nào.',
    pages: 'Các trang vị trí tuyển dụng',
    pageN: (page: number) => `Trang ${page}`,
    breadcrumb: 'Đường dẫn',
    careers: 'Tuyển dụng',
    apply: 'Ứng tuyển qua email',
    subject: (title: string) => `Ứng tuyển: ${title}`,
    expired: 'Vị trí này đã hết hạn nhận hồ sơ',
  },
  en: {
    prefix: '/en',
    heading: 'Open positions',
    form: 'Filter job openings',
    location: 'Location',
    area: 'Business area',
    level: 'Level',
    submit: 'Filter openings',
    clear: 'Clear filters',
    count: (count: number) => `${count} open position${count === 1 ? '' : 's'}`,
    emptyFiltered: 'No openings match the filters you chose.',
    emptyPage: 'There are no openings on this page.',
    pages: 'Pages of job openings',
    pageN: (page: number) => `Page ${page}`,
    breadcrumb: 'Breadcrumb',
    careers: 'Careers',
    apply: 'Apply by email',
    subject: (title: string) => `Application: ${title}`,
    expired: 'This position is no longer accepting applications',
  },
} as const

const areaName = new Map<number, string>(
  Object.entries(BusinessArea).map(([name, value]) => [value, name]),
)
const levelName = new Map<number, string>(
  Object.entries(CareerLevel).map(([name, value]) => [value, name]),
)

/** The list's rows: one article per opening in the list's region. */
const rows = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: texts[lang].heading }).locator('li > article')

/** Every JSON-LD object of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('careers list', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`filters change the URL and the list; clearing them shows every opening (${lang})`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=100`)
      expect(all.totalCount).toBeGreaterThan(0)
      expect(all.items.every((career) => !career.isExpired)).toBe(true)

      await page.goto(`${t.prefix}/tuyen-dung`)
      await expect(page.getByText(t.count(all.totalCount), { exact: true })).toBeVisible()
      await expect(rows(page, lang)).toHaveCount(Math.min(all.totalCount, 6))
      await expect(page.getByRole('link', { name: t.clear })).toHaveCount(0)

      // Location: an opening's province narrows the list to that province's openings.
      const first = all.items[0]!
      const form = page.getByRole('form', { name: t.form })
      await form.getByLabel(t.location).selectOption(first.province)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(new RegExp(`\\?province=${first.province}(&|$)`))
      const inProvince = await backend<Listed>(
        request,
        lang,
        `${LIST}?Province=${first.province}&RowsPerPage=100`,
      )
      await expect(page.getByText(t.count(inProvince.totalCount), { exact: true })).toBeVisible()
      await expect(rows(page, lang)).toHaveCount(Math.min(inProvince.totalCount, 6))
      for (const row of await rows(page, lang).all())
        await expect(row).toContainText(first.provinceName)
      await expect(form.getByLabel(t.location)).toHaveValue(first.province)

      // Level and business area join the location in the URL.
      const level = levelName.get(first.level)!
      await form.getByLabel(t.level).selectOption(level)
      if (first.businessArea !== null)
        await form.getByLabel(t.area).selectOption(areaName.get(first.businessArea)!)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]level=${level}(&|$)`))
      await expect(page).toHaveURL(new RegExp(`[?&]province=${first.province}(&|$)`))
      await expect(page.getByRole('link', { name: first.title, exact: true })).toBeVisible()
      for (const row of await rows(page, lang).all())
        await expect(row).toContainText(first.levelName)

      // The canonical address of a filtered list is the list itself.
      await expectCanonical(page, new RegExp(`${t.prefix}/tuyen-dung$`))

      await page.getByRole('link', { name: t.clear }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/tuyen-dung$`))
      await expect(rows(page, lang)).toHaveCount(Math.min(all.totalCount, 6))
    })

    test(`a filter nobody matches gives a friendly empty state (${lang})`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=100`)
      const used = new Set(all.items.map((career) => career.province))
      const unused = PROVINCE_KEYS.find((key) => !used.has(key))!
      const response = await page.goto(`${t.prefix}/tuyen-dung?province=${unused}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(t.emptyFiltered)).toBeVisible()
      await expect(rows(page, lang)).toHaveCount(0)
      // Both the form and the empty state offer to clear the filters.
      await expect(page.getByRole('main').getByRole('link', { name: t.clear })).toHaveCount(2)
      await page.getByRole('main').getByRole('link', { name: t.clear }).last().click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/tuyen-dung$`))
    })

    test(`pages with ?page= keep the filters; a page past the end says so (${lang})`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=100`)
      if (all.totalCount > 6) {
        await page.goto(`${t.prefix}/tuyen-dung`)
        const paging = page.getByRole('navigation', { name: t.pages })
        await paging.getByRole('link', { name: t.pageN(2), exact: true }).click()
        await expect(page).toHaveURL(/[?&]page=2$/)
        await expect(rows(page, lang)).toHaveCount(Math.min(all.totalCount - 6, 6))
        await expect(paging.locator('[aria-current="page"]')).toHaveText('2')
      }
      await page.goto(`${t.prefix}/tuyen-dung?page=999`)
      await expect(page.getByText(t.emptyPage)).toBeVisible()
    })
  }

  test('works without JavaScript: the filter form is a plain GET form', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await consented(page)
    const all = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=100`)
    const first = all.items[0]!
    await page.goto('/tuyen-dung')
    const form = page.getByRole('form', { name: texts.vi.form })
    await form.getByLabel(texts.vi.location).selectOption(first.province)
    await form.getByRole('button', { name: texts.vi.submit }).click()
    await expect(page).toHaveURL(new RegExp(`\\?province=${first.province}&area=&level=$`))
    await expect(page.getByRole('link', { name: first.title, exact: true })).toBeVisible()
    await context.close()
  })
})

test.describe('career detail', () => {
  test('an opening from the list: h1, facts, apply by email, share, JobPosting data; English too', async ({
    page,
    request,
  }) => {
    await consented(page)
    const all = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=1`)
    const listed = all.items[0]!
    await page.goto('/tuyen-dung')
    await page.getByRole('link', { name: listed.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${listed.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: listed.title })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: texts.vi.breadcrumb })
    await expect(breadcrumb.getByRole('link', { name: texts.vi.careers })).toHaveAttribute(
      'href',
      '/tuyen-dung',
    )

    const career = await backend<Career>(
      request,
      'vi',
      `/api/services/app/Career/GetDetailDto?id=${listed.id}`,
    )
    const apply = page.getByRole('link', { name: texts.vi.apply })
    if (career.applyEmail) {
      const href = (await apply.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^mailto:${career.applyEmail}\\?subject=`))
      expect(decodeURIComponent(href.split('?subject=')[1]!)).toBe(texts.vi.subject(career.title))
    }
    await expect(page.getByRole('group', { name: 'Chia sẻ' })).toBeVisible()
    const [day, month, year] = [
      career.deadline.slice(8, 10),
      career.deadline.slice(5, 7),
      career.deadline.slice(0, 4),
    ]
    await expect(page.getByText(`${day}/${month}/${year}`).first()).toBeVisible()

    const posting = (await jsonLd(page)).find((data) => data['@type'] === 'JobPosting')
    expect(posting).toBeDefined()
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: career.title,
      validThrough: `${career.deadline}T23:59:59+07:00`,
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: {
        address: {
          '@type': 'PostalAddress',
          addressRegion: career.provinceName,
          addressCountry: 'VN',
        },
      },
    })
    expect(['FULL_TIME', 'PART_TIME', 'INTERN', 'CONTRACTOR']).toContain(posting!.employmentType)
    expect(String(posting!.datePosted)).not.toBe('')
    const salary = posting!.baseSalary as
      { currency: string; value: { unitText: string } } | undefined
    if (salary) expect(salary).toMatchObject({ currency: 'VND', value: { unitText: 'MONTH' } })

    const english = await backend<Career>(
      request,
      'en',
      `/api/services/app/Career/GetDetailDto?id=${listed.id}`,
    )
    // In English too, the opening is reached from the list.
    await page.goto('/en/tuyen-dung')
    await page.getByRole('link', { name: english.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/en${english.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible()
    await expect(page.locator('link[hreflang="vi"]')).toHaveAttribute(
      'href',
      new RegExp(`${career.detailUrl}$`),
    )
    if (english.applyEmail) {
      const href = (await page.getByRole('link', { name: texts.en.apply }).getAttribute('href'))!
      expect(decodeURIComponent(href.split('?subject=')[1]!)).toBe(texts.en.subject(english.title))
    }
  })

  test('an expired opening stays reachable, says so, offers no apply button and is not listed @any-screen', async ({
    page,
    request,
  }) => {
    await consented(page)
    const slug = expiredSeedSlugs()[0]
    expect(slug, 'the seed has an expired opening').toBeDefined()
    for (const lang of ['vi', 'en'] as const) {
      const t = texts[lang]
      const viCareer = await backend<Career>(
        request,
        'vi',
        `/api/services/app/Career/GetDetailBySlug?slug=${slug}`,
      )
      const career = await backend<Career>(
        request,
        lang,
        `/api/services/app/Career/GetDetailDto?id=${viCareer.id}`,
      )
      expect(career.isExpired).toBe(true)
      const response = await page.goto(`${t.prefix}${career.detailUrl}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: career.title })).toBeVisible()
      await expect(page.getByRole('note')).toContainText(t.expired)
      await expect(page.getByRole('link', { name: t.apply })).toHaveCount(0)
      expect((await jsonLd(page)).some((data) => data['@type'] === 'JobPosting')).toBe(false)

      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=100`)
      expect(all.items.map((item) => item.id)).not.toContain(career.id)
      await page.goto(`${t.prefix}/tuyen-dung?province=${career.province}`)
      await expect(page.locator(`main a[href$="${career.detailUrl}"]`)).toHaveCount(0)
    }
  })

  test('a wrong slug 301s to the opening’s address; an unknown id is a 404 @any-screen', async ({
    request,
  }) => {
    const all = await backend<Listed>(request, 'en', `${LIST}?RowsPerPage=1`)
    const career = all.items[0]!
    const wrong = await request.get(`/en/old-title-c${career.id}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(301)
    expect(wrong.headers().location).toMatch(new RegExp(`/en${career.detailUrl}$`))
    expect((await request.get('/vi-tri-khong-co-c999999')).status()).toBe(404)
  })
})

test.describe('/careersDetail (the original site’s address)', () => {
  test('?id= and ?slug= answer 301 to the opening’s page, keeping no query; anything else is a 404 @any-screen', async ({
    page,
    request,
  }) => {
    const vi = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=1`)
    const career = vi.items[0]!
    const byId = await request.get(`/careersDetail?id=${career.id}&utm_source=old`, {
      maxRedirects: 0,
    })
    expect(byId.status()).toBe(301)
    expect(byId.headers().location).toBe(career.detailUrl)

    const en = await backend<Career>(
      request,
      'en',
      `/api/services/app/Career/GetDetailDto?id=${career.id}`,
    )
    const suffixed = en.detailUrl.slice(1)
    const bare = suffixed.replace(/-c\d+$/, '')
    for (const slug of [suffixed, bare]) {
      const bySlug = await request.get(`/en/careersDetail?slug=${slug}`, { maxRedirects: 0 })
      expect(bySlug.status(), slug).toBe(301)
      expect(bySlug.headers().location).toBe(`/en${en.detailUrl}`)
    }

    for (const query of ['id=999999', 'slug=khong-co-vi-tri-nay', 'id=abc', 'slug=../admin', ''])
      expect((await request.get(`/careersDetail?${query}`)).status(), query).toBe(404)

    await consented(page)
    await page.goto(`/careersDetail?id=${career.id}`)
    await expect(page).toHaveURL(new RegExp(`${career.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: career.title })).toBeVisible()
  })
})

test.describe('careers accessibility', () => {
  test('no serious or critical axe violations on the list, a filtered list and an opening', async ({
    page,
    request,
  }) => {
    await consented(page)
    const all = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=1`)
    const career = all.items[0]!
    for (const url of [
      '/tuyen-dung',
      `/en/tuyen-dung?province=${career.province}`,
      career.detailUrl,
      `/en${career.detailUrl}`,
    ]) {
      await page.goto(url)
      expect(await seriousViolations(page), url).toEqual([])
    }
  })
})
