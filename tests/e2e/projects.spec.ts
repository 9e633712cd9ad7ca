import { expect, test, type Locator, type Page } from './test'

import { ProjectType } from '../../src/domain/enums'
import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * Projects, galleries and case studies (issue 13, items 1–3 and the home page's recent projects):
 * the project gallery at /ho-so-du-an with its `?t=`, `?c=`, type, province and page states, a
 * project page, its picture gallery operated by keyboard, and the original site's three detail
 * addresses. Both languages; both screen sizes (the two projects).
 */

type Lang = 'vi' | 'en'

type Project = {
  id: number
  name: string
  slug: string
  detailUrl: string
  galleryUrl: string
  businessArea: number
  projectType: number
  projectTypeName: string
  projectCategory: number | null
  isCaseStudy: boolean
  hasVideo: boolean
  province: string
  provinceName: string
  pictureCount: number
}
type Listed = { totalCount: number; items: Project[] }
type Detail = Project & {
  videoUrl: string | null
  caseStudy: string | null
  products: { id: number; name: string; detailUrl: string }[]
}

const LIST = '/api/services/app/Project/GetListBoxDto'
const DETAIL = '/api/services/app/Project/GetDetailDto'
const PAGE_SIZE = 9

const texts = {
  vi: {
    prefix: '',
    list: 'Dự án theo lĩnh vực',
    areas: 'Lĩnh vực',
    buildingSolution: 'Giải pháp tòa nhà',
    factoryAutomation: 'Tự động hóa công nghiệp',
    views: 'Cách xem',
    caseStudies: 'Nghiên cứu điển hình',
    galleries: 'Thư viện ảnh',
    form: 'Lọc dự án',
    type: 'Loại công trình',
    province: 'Tỉnh, thành phố',
    submit: 'Áp dụng',
    clear: 'Xóa bộ lọc',
    count: (count: number) => `${count} dự án`,
    emptyPage: 'Trang này không có dự án nào.',
    pages: 'Các trang dự án',
    pageN: (page: number) => `Trang ${page}`,
    breadcrumb: 'Đường dẫn',
    factoryAutomationCrumb: 'Tự động hóa công nghiệp',
    lab: 'LAB',
    projectGallery: 'Hồ sơ dự án',
    facts: 'Thông tin dự án',
    products: 'Sản phẩm sử dụng',
    openGallery: /^Xem thư viện ảnh/,
    play: /^Phát video/,
    carousel: (name: string) => `Ảnh dự án ${name}`,
    position: (index: number, count: number) => `Ảnh ${index} / ${count}`,
    next: 'Ảnh sau',
    previous: 'Ảnh trước',
    zoom: 'Phóng to ảnh',
    close: 'Đóng',
    thumbnail: (index: number) => `Ảnh ${index}`,
    recent: 'Dự án gần đây',
    seeAll: 'Xem tất cả dự án',
  },
  en: {
    prefix: '/en',
    list: 'Projects by business area',
    areas: 'Business areas',
    buildingSolution: 'Building solutions',
    factoryAutomation: 'Factory automation',
    views: 'Show',
    caseStudies: 'Case studies',
    galleries: 'Picture galleries',
    form: 'Filter projects',
    type: 'Project type',
    province: 'Province or city',
    submit: 'Apply',
    clear: 'Clear filters',
    count: (count: number) => `${count} project${count === 1 ? '' : 's'}`,
    emptyPage: 'There are no projects on this page.',
    pages: 'Pages of projects',
    pageN: (page: number) => `Page ${page}`,
    breadcrumb: 'Breadcrumb',
    factoryAutomationCrumb: 'Factory automation',
    lab: 'LAB',
    projectGallery: 'Project gallery',
    facts: 'Project facts',
    products: 'Products used',
    openGallery: /^Open the picture gallery/,
    play: /^Play video/,
    carousel: (name: string) => `Pictures of ${name}`,
    position: (index: number, count: number) => `Picture ${index} of ${count}`,
    next: 'Next picture',
    previous: 'Previous picture',
    zoom: 'Enlarge picture',
    close: 'Close',
    thumbnail: (index: number) => `Picture ${index}`,
    recent: 'Recent projects',
    seeAll: 'See all projects',
  },
} as const

/** The project gallery's region and its cards. */
const listRegion = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].list })
const cards = (region: Locator) => region.locator('li > article')

const typeName = new Map<number, string>(
  Object.entries(ProjectType).map(([name, value]) => [value, name]),
)

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('the project gallery', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`area and view links are addresses of their own; type and province narrow (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=48`)
      expect(all.totalCount).toBeGreaterThanOrEqual(24)
      await page.goto(`${t.prefix}/ho-so-du-an`)
      const region = listRegion(page, lang)
      await expect(region.getByText(t.count(all.totalCount), { exact: true })).toBeVisible()
      await expect(cards(region)).toHaveCount(PAGE_SIZE)
      await expectCanonical(page, new RegExp(`${t.prefix}/ho-so-du-an$`))

      // The business area: a link with its own canonical address.
      await region
        .getByRole('navigation', { name: t.areas })
        .getByRole('link', { name: t.buildingSolution })
        .click()
      await expect(page).toHaveURL(/\/ho-so-du-an\?t=buildingSolution$/)
      const building = await backend<Listed>(request, lang, `${LIST}?BusinessArea=2&RowsPerPage=48`)
      await expect(region.getByText(t.count(building.totalCount), { exact: true })).toBeVisible()
      await expectCanonical(page, new RegExp(`${t.prefix}/ho-so-du-an\\?t=buildingSolution$`))
      await expect(
        region.getByRole('navigation', { name: t.areas }).locator('[aria-current="page"]'),
      ).toHaveText(t.buildingSolution)

      // Case studies of that area: both in the address and in the canonical.
      await region
        .getByRole('navigation', { name: t.views })
        .getByRole('link', { name: t.caseStudies })
        .click()
      await expect(page).toHaveURL(/\?t=buildingSolution&c=caseStudy$/)
      const cases = await backend<Listed>(
        request,
        lang,
        `${LIST}?BusinessArea=2&View=caseStudy&RowsPerPage=48`,
      )
      expect(cases.totalCount).toBeGreaterThan(0)
      await expect(cards(region)).toHaveCount(Math.min(cases.totalCount, PAGE_SIZE))
      for (const item of cases.items.slice(0, PAGE_SIZE))
        await expect(region.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
          'href',
          new RegExp(`${item.detailUrl}$`),
        )
      await expectCanonical(page, new RegExp(`/ho-so-du-an\\?t=buildingSolution&c=caseStudy$`))

      // Type and province narrow the list; the canonical stays the area's view.
      const first = building.items[0]!
      const form = region.getByRole('form', { name: t.form })
      await region
        .getByRole('navigation', { name: t.views })
        .getByRole('link', { name: lang === 'vi' ? 'Tất cả dự án' : 'All projects' })
        .click()
      await expect(page).toHaveURL(/\?t=buildingSolution$/)
      await form.getByLabel(t.type).selectOption(typeName.get(first.projectType)!)
      await form.getByLabel(t.province).selectOption(first.province)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]province=${first.province}(&|$)`))
      await expect(page).toHaveURL(/[?&]t=buildingSolution(&|$)/)
      const narrowed = await backend<Listed>(
        request,
        lang,
        `${LIST}?BusinessArea=2&ProjectType=${first.projectType}&Province=${first.province}`,
      )
      await expect(region.getByText(t.count(narrowed.totalCount), { exact: true })).toBeVisible()
      await expect(region.getByRole('link', { name: first.name, exact: true })).toBeVisible()
      for (const card of await cards(region).all())
        await expect(card).toContainText(first.provinceName)
      await expectCanonical(page, new RegExp(`/ho-so-du-an\\?t=buildingSolution$`))
      await region.getByRole('link', { name: t.clear }).first().click()
      await expect(page).toHaveURL(/\/ho-so-du-an\?t=buildingSolution$/)
    })

    test(`pages with ?page=, each page its own canonical; galleries link to -bg pages (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=48`)
      await page.goto(`${t.prefix}/ho-so-du-an`)
      const region = listRegion(page, lang)
      const paging = region.getByRole('navigation', { name: t.pages })
      await paging.getByRole('link', { name: t.pageN(2), exact: true }).click()
      await expect(page).toHaveURL(/\/ho-so-du-an\?page=2$/)
      await expect(cards(region)).toHaveCount(Math.min(all.totalCount - PAGE_SIZE, PAGE_SIZE))
      await expect(paging.locator('[aria-current="page"]')).toHaveText('2')
      await expectCanonical(page, /\/ho-so-du-an\?page=2$/)
      await page.goto(`${t.prefix}/ho-so-du-an?page=999`)
      await expect(region.getByText(t.emptyPage)).toBeVisible()

      await page.goto(`${t.prefix}/ho-so-du-an?c=gallery&t=factoryAutomation`)
      const fa = await backend<Listed>(
        request,
        lang,
        `${LIST}?BusinessArea=3&RowsPerPage=${PAGE_SIZE}`,
      )
      await expectCanonical(page, /\/ho-so-du-an\?t=factoryAutomation&c=gallery$/)
      for (const item of fa.items)
        await expect(region.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
          'href',
          new RegExp(`${item.galleryUrl}$`),
        )
    })
  }

  test('works without JavaScript: the filters are a plain GET form keeping the area', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await consented(page)
    await page.goto('/ho-so-du-an?t=infrastructureSolution')
    const form = listRegion(page, 'vi').getByRole('form', { name: texts.vi.form })
    await form.getByLabel(texts.vi.type).selectOption('Infrastructure')
    await form.getByRole('button', { name: texts.vi.submit }).click()
    await expect(page).toHaveURL(/\?t=infrastructureSolution&type=Infrastructure&province=$/)
    await expect(cards(listRegion(page, 'vi')).first()).toBeVisible()
    await context.close()
  })
})

test.describe('a project page', () => {
  test('from the list: h1, facts, products linking to their pages, gallery link, JSON-LD; English too', async ({
    page,
    request,
  }) => {
    await consented(page)
    const cases = await backend<Listed>(request, 'vi', `${LIST}?View=caseStudy&BusinessArea=2`)
    const listed = cases.items[0]!
    await page.goto('/ho-so-du-an?t=buildingSolution&c=caseStudy')
    await listRegion(page, 'vi').getByRole('link', { name: listed.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${listed.detailUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: listed.name })).toBeVisible()
    const detail = await backend<Detail>(request, 'vi', `${DETAIL}?id=${listed.id}`)
    const facts = page.getByRole('complementary', { name: texts.vi.facts })
    await expect(facts).toContainText(detail.provinceName)
    const products = page.getByRole('region', { name: texts.vi.products })
    for (const product of detail.products)
      await expect(products.locator(`a[href$="${product.detailUrl}"]`)).toHaveCount(1)
    await expect(page.getByRole('link', { name: texts.vi.openGallery })).toHaveAttribute(
      'href',
      new RegExp(`${detail.galleryUrl}$`),
    )
    const breadcrumb = page.getByRole('navigation', { name: texts.vi.breadcrumb })
    await expect(breadcrumb.getByRole('link', { name: texts.vi.projectGallery })).toHaveAttribute(
      'href',
      '/ho-so-du-an?t=buildingSolution&c=caseStudy',
    )
    const data = (await jsonLd(page)).find((item) => item['@type'] === 'Article')
    expect(data).toMatchObject({ headline: listed.name, inLanguage: 'vi-VN' })

    const english = await backend<Detail>(request, 'en', `${DETAIL}?id=${listed.id}`)
    await page.goto(`/en${english.detailUrl}`)
    await expect(page.getByRole('heading', { level: 1, name: english.name })).toBeVisible()
    await expect(page.locator('link[hreflang="vi"]')).toHaveAttribute(
      'href',
      new RegExp(`${detail.detailUrl}$`),
    )
  })

  test('a LAB project sits under Factory automation, then LAB @any-screen', async ({
    page,
    request,
  }) => {
    await consented(page)
    for (const lang of ['vi', 'en'] as const) {
      const t = texts[lang]
      const lab = await backend<Listed>(request, lang, `${LIST}?ProjectCategory=Lab_Project`)
      const project = lab.items[0]!
      await page.goto(`${t.prefix}${project.detailUrl}`)
      const crumbs = page.getByRole('navigation', { name: t.breadcrumb }).getByRole('listitem')
      await expect(crumbs.nth(1)).toHaveText(t.factoryAutomationCrumb)
      await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute('href', `${t.prefix}/lab-page`)
      await expect(crumbs.nth(3)).toHaveText(project.name)
    }
  })

  test('a wrong slug 301s to the project’s and the gallery’s addresses; an unknown id is a 404 @any-screen', async ({
    request,
  }) => {
    const list = await backend<Listed>(request, 'en', `${LIST}?RowsPerPage=1`)
    const project = list.items[0]!
    for (const [wrong, target] of [
      [`/en/old-name-prj${project.id}`, `/en${project.detailUrl}`],
      [`/en/old-name-bg${project.id}`, `/en${project.galleryUrl}`],
    ] as const) {
      const answer = await request.get(wrong, { maxRedirects: 0 })
      expect(answer.status(), wrong).toBe(301)
      expect(answer.headers().location).toMatch(new RegExp(`${target}$`))
    }
    for (const path of ['/khong-co-du-an-prj999999', '/khong-co-bg999999'])
      expect((await request.get(path)).status(), path).toBe(404)
  })
})

test.describe('a picture gallery (-bg)', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`is operated by keyboard: arrows, Home, End, thumbnails, zoom and Escape (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const list = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=1`)
      const project = list.items[0]!
      const count = project.pictureCount
      expect(count).toBeGreaterThanOrEqual(4)
      await page.goto(`${t.prefix}${project.galleryUrl}`)
      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible()
      const carousel = page.getByRole('region', { name: t.carousel(project.name) })
      const position = carousel.locator('p[aria-live]').first()
      await expect(position).toHaveText(t.position(1, count))
      await expect(carousel.getByRole('button', { name: t.thumbnail(1) })).toHaveAttribute(
        'aria-current',
        'true',
      )

      await carousel.getByRole('button', { name: t.next }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(position).toHaveText(t.position(2, count))
      await page.keyboard.press('End')
      await expect(position).toHaveText(t.position(count, count))
      await page.keyboard.press('ArrowRight')
      await expect(position).toHaveText(t.position(1, count))
      await page.keyboard.press('ArrowLeft')
      await expect(position).toHaveText(t.position(count, count))
      await page.keyboard.press('Home')
      await expect(position).toHaveText(t.position(1, count))
      await carousel.getByRole('button', { name: t.thumbnail(3) }).click()
      await expect(position).toHaveText(t.position(3, count))
      await expect(carousel.getByRole('button', { name: t.thumbnail(3) })).toHaveAttribute(
        'aria-current',
        'true',
      )

      // Zoom: a modal dialog that takes the focus, follows the arrows and closes with Escape.
      const zoom = carousel.getByRole('button', { name: t.zoom })
      await zoom.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: t.close })).toBeFocused()
      await expect(dialog.locator('img')).toHaveAttribute('src', /width=1920/)
      await page.keyboard.press('ArrowRight')
      await expect(dialog.getByText(t.position(4, count))).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(zoom).toBeFocused()
      await expect(position).toHaveText(t.position(4, count))
    })
  }
})

test.describe('the original site’s project addresses', () => {
  test('answer 301 to the project page (the case study, the video), keeping no query; junk is a 404 @any-screen', async ({
    request,
  }) => {
    const cases = await backend<Listed>(request, 'vi', `${LIST}?View=caseStudy&RowsPerPage=48`)
    const video = cases.items.find((item) => item.hasVideo)!
    const text = cases.items.find((item) => !item.hasVideo)!
    const any = (await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=1`)).items[0]!

    const byId = await request.get(`/buildingSolutionProjectDetail?id=${any.id}&utm_source=old`, {
      maxRedirects: 0,
    })
    expect(byId.status()).toBe(301)
    expect(byId.headers().location).toBe(any.detailUrl)

    const english = await backend<Detail>(request, 'en', `${DETAIL}?id=${text.id}`)
    const bare = english.detailUrl.slice(1).replace(/-prj\d+$/, '')
    for (const slug of [bare, english.detailUrl.slice(1)]) {
      const answer = await request.get(`/en/caseStudyDetail?slug=${slug}`, { maxRedirects: 0 })
      expect(answer.status(), slug).toBe(301)
      expect(answer.headers().location).toBe(`/en${english.detailUrl}#case-study`)
    }

    const played = await request.get(`/caseStudyDetailVideo?id=${video.id}`, { maxRedirects: 0 })
    expect(played.status()).toBe(301)
    expect(played.headers().location).toBe(`${video.detailUrl}#video`)

    for (const base of [
      '/buildingSolutionProjectDetail',
      '/caseStudyDetail',
      '/caseStudyDetailVideo',
    ])
      for (const query of ['id=999999', 'slug=khong-co-du-an-nay', 'id=abc', 'slug=../admin', ''])
        expect((await request.get(`${base}?${query}`)).status(), `${base}?${query}`).toBe(404)
  })

  test('the video address opens the project at its video, which loads only on a click', async ({
    page,
    request,
  }) => {
    await consented(page)
    const cases = await backend<Listed>(request, 'en', `${LIST}?View=caseStudy&RowsPerPage=48`)
    const video = cases.items.find((item) => item.hasVideo)!
    const thirdParty: string[] = []
    page.on('request', (sent) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(sent.url()).hostname))
        thirdParty.push(sent.url())
    })
    await page.goto(`/en/caseStudyDetailVideo?id=${video.id}`)
    await expect(page).toHaveURL(new RegExp(`/en${video.detailUrl}#video$`))
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    const player = page.locator('#video')
    await expect(player.getByRole('button', { name: texts.en.play })).toBeInViewport()
    await player.getByRole('button', { name: texts.en.play }).click()
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/,
    )
  })
})

test.describe('the home page’s recent projects', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(`shows the newest projects and links to the gallery (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      const t = texts[lang]
      await consented(page)
      const recent = await backend<Listed>(
        request,
        lang,
        `${LIST}?SortBy=publishedAt&RowsPerPage=3`,
      )
      await page.goto(lang === 'vi' ? '/' : '/en')
      const region = page.getByRole('region', { name: t.recent })
      await expect(cards(region)).toHaveCount(3)
      for (const item of recent.items)
        await expect(region.getByRole('link', { name: item.name, exact: true })).toBeVisible()
      await expect(region.getByRole('link', { name: t.seeAll })).toHaveAttribute(
        'href',
        `${t.prefix}/ho-so-du-an`,
      )
    })
  }
})

test.describe('projects accessibility', () => {
  test('no serious or critical axe violations on the gallery, a project, a picture gallery and its zoom', async ({
    page,
    request,
  }) => {
    await consented(page)
    const cases = await backend<Listed>(request, 'vi', `${LIST}?View=caseStudy&RowsPerPage=48`)
    const video = cases.items.find((item) => item.hasVideo)!
    const lab = (await backend<Listed>(request, 'en', `${LIST}?ProjectCategory=Lab_Project`))
      .items[0]!
    for (const url of [
      '/ho-so-du-an',
      '/en/ho-so-du-an?t=factoryAutomation&c=caseStudy',
      '/ho-so-du-an?t=buildingSolution&type=Office&province=ha-noi',
      video.detailUrl,
      `/en${lab.detailUrl}`,
      video.galleryUrl,
      `/en${lab.galleryUrl}`,
    ]) {
      await page.goto(url)
      expect(await seriousViolations(page), url).toEqual([])
    }
    await page.goto(video.galleryUrl)
    await page.getByRole('button', { name: texts.vi.zoom }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page), 'zoom').toEqual([])
  })
})
