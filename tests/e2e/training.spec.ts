import { expect, test, type Page } from './test'

import { formatVnd } from '../../src/lib/format/currency'
import { backend, consented, englishTwin, expectCanonical, seriousViolations } from './helpers'

/**
 * The training centre (issue 13, items 8 and 9): the course list at /training-center with its
 * topic and level filters in the URL, a course's page at /{slug}-trainc{id}, the centre and show
 * room page and its old address, and the home-appliance entity paths `-ha{id}`. Both languages;
 * both screen sizes (the two projects).
 */

type Course = {
  id: number
  title: string
  detailUrl: string
  topic: number
  topicName: string
  level: number
  levelName: string
  startsAt: string
  endsAt: string
  nextSession: { startTime: string } | null
  provinceName: string
  venue: string
  seatsTotal: number
  seatsLeft: number
  isFull: boolean
  fee: number | null
  isFree: boolean
  status: 'upcoming' | 'ongoing' | 'past'
  sessions?: { startTime: string }[]
}
type Listed = { totalCount: number; items: Course[] }

const LIST = '/api/services/app/TrainingCourse/GetListBoxDto'
const DETAIL = '/api/services/app/TrainingCourse/GetDetailDto'

const texts = {
  vi: {
    prefix: '',
    heading: 'Lịch khai giảng',
    form: 'Lọc khóa học',
    topic: 'Chủ đề',
    level: 'Trình độ',
    submit: 'Lọc khóa học',
    clear: 'Xóa bộ lọc',
    count: (count: number) => `${count} khóa học`,
    seatsLeft: (count: number) => `Còn ${count} chỗ`,
    full: 'Hết chỗ',
    free: 'Miễn phí',
    breadcrumb: 'Đường dẫn',
    factoryAutomation: 'Tự động hóa công nghiệp',
    trainingCenter: 'Trung tâm đào tạo',
    sessions: 'Lịch học',
    register: 'Đăng ký khóa học',
    showRoom: 'Trung tâm đào tạo và phòng trưng bày',
    upcoming: 'Khóa học sắp khai giảng',
    seeAll: 'Xem tất cả khóa học',
  },
  en: {
    prefix: '/en',
    heading: 'Course schedule',
    form: 'Filter courses',
    topic: 'Topic',
    level: 'Level',
    submit: 'Filter courses',
    clear: 'Clear filters',
    count: (count: number) => `${count} course${count === 1 ? '' : 's'}`,
    seatsLeft: (count: number) => `${count} seat${count === 1 ? '' : 's'} left`,
    full: 'Full',
    free: 'Free',
    breadcrumb: 'Breadcrumb',
    factoryAutomation: 'Factory automation',
    trainingCenter: 'Training centre',
    sessions: 'Timetable',
    register: 'Register for this course',
    showRoom: 'Training centre and show room',
    upcoming: 'Courses starting soon',
    seeAll: 'See all courses',
  },
} as const

/** `DD/MM/YYYY` of an instant in Vietnam. */
const vietnamDate = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')}`
}

/** The list's cards: one article per course in the list's region. */
const cards = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).locator('li > article')

/** Every JSON-LD object of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('course list', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`upcoming courses first, each card with its facts; the topic filter narrows them (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const all = await backend<Listed>(request, lang, `${LIST}?RowsPerPage=50`)
      expect(all.totalCount).toBeGreaterThanOrEqual(12)
      const response = await page.goto(`${t.prefix}/training-center`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(t.count(all.totalCount), { exact: true })).toBeVisible()
      const shown = cards(page, t.heading)
      await expect(shown).toHaveCount(Math.min(all.totalCount, 9))

      // Upcoming and running classes come before finished ones.
      const statuses = all.items.map((course) => course.status)
      expect(statuses.indexOf('past')).toBeGreaterThan(statuses.lastIndexOf('upcoming'))

      const first = all.items[0]!
      const card = shown.first()
      await expect(card.getByRole('link', { name: first.title, exact: true })).toBeVisible()
      await expect(card).toContainText(first.topicName)
      await expect(card).toContainText(first.levelName)
      await expect(card).toContainText(first.provinceName)
      await expect(card).toContainText(vietnamDate(first.nextSession?.startTime ?? first.startsAt))
      await expect(card).toContainText(first.isFull ? t.full : t.seatsLeft(first.seatsLeft))
      await expect(card).toContainText(first.isFree ? t.free : formatVnd(first.fee!, lang))

      // Seats and fees as the seed has them: some full, some free.
      const full = all.items.find((course) => course.isFull && course.status !== 'past')
      const free = all.items.find((course) => course.isFree && course.status !== 'past')
      expect(full && free).toBeTruthy()

      const form = page.getByRole('form', { name: t.form })
      await form.getByLabel(t.topic).selectOption('PLC')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/\?topic=PLC(&|$)/)
      const plc = await backend<Listed>(request, lang, `${LIST}?Topic=PLC&RowsPerPage=50`)
      expect(plc.totalCount).toBeGreaterThan(0)
      await expect(page.getByText(t.count(plc.totalCount), { exact: true })).toBeVisible()
      await expect(shown).toHaveCount(Math.min(plc.totalCount, 9))
      for (const item of await shown.all()) await expect(item).toContainText('PLC')
      await expect(form.getByLabel(t.topic)).toHaveValue('PLC')

      await form.getByLabel(t.level).selectOption('Basic')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/\?topic=PLC&level=Basic$/)
      const basic = await backend<Listed>(
        request,
        lang,
        `${LIST}?Topic=PLC&Level=Basic&RowsPerPage=50`,
      )
      await expect(shown).toHaveCount(Math.min(basic.totalCount, 9))
      await expectCanonical(page, new RegExp(`${t.prefix}/training-center$`))

      await page.getByRole('link', { name: t.clear }).first().click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/training-center$`))
      await expect(shown).toHaveCount(Math.min(all.totalCount, 9))
    })
  }

  test('pages with ?page=; unknown filter values are ignored', async ({ page, request }) => {
    await consented(page)
    const all = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=50`)
    if (all.totalCount > 9) {
      await page.goto('/training-center?page=2')
      await expect(cards(page, texts.vi.heading)).toHaveCount(Math.min(all.totalCount - 9, 9))
      await expect(page.getByRole('link', { name: all.items[9]!.title, exact: true })).toBeVisible()
    }
    const response = await page.goto('/training-center?topic=Welding&level=Expert&page=abc')
    expect(response?.status()).toBe(200)
    await expect(cards(page, texts.vi.heading)).toHaveCount(Math.min(all.totalCount, 9))
  })
})

test.describe('course detail', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`a course from the list: breadcrumb, facts, timetable, registration, Course data (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const upcoming = await backend<Listed>(
        request,
        lang,
        `${LIST}?TimeFrame=upcoming&RowsPerPage=50`,
      )
      const open = upcoming.items.find((item) => item.status === 'upcoming' && !item.isFull)!
      expect(open).toBeDefined()
      await page.goto(`${t.prefix}/training-center`)
      await page.getByRole('link', { name: open.title, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}${open.detailUrl}$`))
      await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible()

      const breadcrumb = page.getByRole('navigation', { name: t.breadcrumb })
      await expect(breadcrumb.getByRole('link', { name: t.factoryAutomation })).toHaveAttribute(
        'href',
        `${t.prefix}/tu-dong-hoa-cong-nghiep`,
      )
      await expect(
        breadcrumb.getByRole('link', { name: t.trainingCenter, exact: true }),
      ).toHaveAttribute('href', `${t.prefix}/training-center`)

      const course = await backend<Course>(request, lang, `${DETAIL}?id=${open.id}`)
      const table = page.getByRole('table')
      await expect(page.getByRole('heading', { level: 2, name: t.sessions })).toBeVisible()
      await expect(table.locator('tbody tr')).toHaveCount(course.sessions!.length)
      await expect(table).toContainText(vietnamDate(course.sessions![0]!.startTime))
      await expect(page.getByRole('main')).toContainText(course.venue)
      await expect(page.getByRole('main')).toContainText(
        course.isFree ? t.free : formatVnd(course.fee!, lang),
      )
      await expect(page.getByRole('link', { name: t.register })).toHaveAttribute(
        'href',
        `${t.prefix}/lien-he?t=factoryAutomation`,
      )

      const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'Course')
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: course.title,
        offers: { priceCurrency: 'VND' },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          maximumAttendeeCapacity: course.seatsTotal,
          remainingAttendeeCapacity: course.seatsLeft,
        },
      })
    })
  }

  test('a full course says so and offers the waiting list instead of registration', async ({
    page,
    request,
  }) => {
    await consented(page)
    const upcoming = await backend<Listed>(
      request,
      'vi',
      `${LIST}?TimeFrame=upcoming&RowsPerPage=50`,
    )
    const full = upcoming.items.find((item) => item.isFull && item.status === 'upcoming')!
    await page.goto(full.detailUrl)
    await expect(page.getByRole('note')).toContainText(texts.vi.full)
    await expect(page.getByRole('link', { name: texts.vi.register })).toHaveCount(0)
  })

  test('a wrong slug 301s to the course; an unknown id is a 404 @any-screen', async ({
    request,
  }) => {
    const list = await backend<Listed>(request, 'en', `${LIST}?RowsPerPage=1`)
    const course = list.items[0]!
    const wrong = await request.get(`/en/old-course-trainc${course.id}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(301)
    expect(wrong.headers().location).toMatch(new RegExp(`/en${course.detailUrl}$`))
    expect((await request.get('/khoa-hoc-khong-co-trainc999999')).status()).toBe(404)
  })
})

test.describe('home appliances (-ha{id})', () => {
  test('any slug with a home-appliance id 301s to its page; other ids are a 404 @any-screen', async ({
    page,
    request,
  }) => {
    for (const [path, target] of [
      ['/tu-lanh-ha5', '/tu-lanh'],
      ['/ten-cu-ha5', '/tu-lanh'],
      ['/en/air-conditioners-ha4', '/en/dieu-hoa-khong-khi-dan-dung'],
      ['/quat-ha6', '/quat-dien'],
      ['/en/x-ha7', '/en/thong-gio'],
      ['/may-hut-am-ha8', '/may-hut-am'],
      ['/may-say-tay-ha3', '/may-say-tay'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(301)
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(target)
    }
    for (const path of ['/hvac-ha2', '/x-ha1', '/x-ha999999', '/en/x-ha9'])
      expect((await request.get(path)).status(), path).toBe(404)
    await consented(page)
    await page.goto('/tu-lanh-ha5')
    await expect(page).toHaveURL(/\/tu-lanh$/)
  })
})

test.describe('training centre and show room', () => {
  for (const lang of ['vi', 'en'] as const) {
    const t = texts[lang]

    test(`presents the centre with its upcoming courses and projects (${lang})${englishTwin(lang)}`, async ({
      page,
      request,
    }) => {
      await consented(page)
      const response = await page.goto(`${t.prefix}/training-center-show-room`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const upcoming = await backend<Listed>(
        request,
        lang,
        `${LIST}?TimeFrame=upcoming&RowsPerPage=3`,
      )
      const shown = cards(page, t.upcoming)
      await expect(shown).toHaveCount(Math.min(upcoming.totalCount, 3))
      await expect(
        shown.first().getByRole('link', { name: upcoming.items[0]!.title, exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: t.seeAll })).toHaveAttribute(
        'href',
        `${t.prefix}/training-center`,
      )
    })

    test(`the old address /training-center-show-room/index_old 301s to the page (${lang}) @any-screen`, async ({
      request,
    }) => {
      const old = await request.get(`${t.prefix}/training-center-show-room/index_old?ref=1`, {
        maxRedirects: 0,
      })
      expect(old.status()).toBe(301)
      const location = new URL(old.headers().location!, 'http://x')
      expect(location.pathname).toBe(`${t.prefix}/training-center-show-room`)
      expect(location.search).toBe('?ref=1')
    })
  }
})

test.describe('training accessibility', () => {
  test('no serious or critical axe violations on each page type', async ({ page, request }) => {
    await consented(page)
    const list = await backend<Listed>(request, 'vi', `${LIST}?RowsPerPage=50`)
    const past = list.items.find((course) => course.status === 'past')!
    const upcoming = list.items[0]!
    for (const url of [
      '/training-center',
      '/en/training-center?topic=PLC&level=Basic',
      upcoming.detailUrl,
      `/en${upcoming.detailUrl}`,
      past.detailUrl,
      '/training-center-show-room',
      '/en/training-center-show-room',
    ]) {
      await page.goto(url)
      expect(await seriousViolations(page), url).toEqual([])
    }
  })
})
