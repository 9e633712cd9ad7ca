import { expect, test, type APIRequestContext } from './test'

import { mailsTo } from '../helpers/mailSink'

import { admin, backend, consented, englishTwin, seriousViolations } from './helpers'

/**
 * Double opt-in from the visitor's side: the footer form asks, the mail (as the runner's test
 * SMTP server received it) carries the link, and the link's page confirms once, in the language
 * the visitor subscribed in.
 */

const languages = [
  {
    lang: 'vi',
    prefix: '',
    label: 'Email của bạn',
    submit: 'Đăng ký',
    sent: /Gần xong rồi!/,
    confirm: 'Xác nhận đăng ký',
    confirmed: /đã được xác nhận/,
    invalid: /không hợp lệ hoặc đã hết hạn/,
    announcement: 'Sự kiện mới: ',
    unsubscribeTitle: 'Hủy đăng ký nhận tin',
    unsubscribe: 'Hủy đăng ký',
    unsubscribed: /Đã hủy đăng ký\. Địa chỉ .+ sẽ không nhận thêm email/,
    unsubscribeInvalid: /Liên kết hủy đăng ký không hợp lệ/,
  },
  {
    lang: 'en',
    prefix: '/en',
    label: 'Your e-mail',
    submit: 'Subscribe',
    sent: /Almost done!/,
    confirm: 'Confirm my subscription',
    confirmed: /is confirmed/,
    invalid: /not valid or has expired/,
    announcement: 'New event: ',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribe: 'Unsubscribe',
    unsubscribed: /You are unsubscribed\. .+ will receive no more/,
    unsubscribeInvalid: /This unsubscribe link is not valid/,
  },
] as const

/** The confirmation link mailed to `email`, once the test SMTP server received it. */
async function mailedLink(email: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      text = (await mailsTo(process.env.E2E_MAIL_DIR!, email))[0]?.text ?? ''
      return text
    })
    .toContain('xac-nhan-dang-ky?token=')
  return /https?:\/\/\S+xac-nhan-dang-ky\?token=[\w-]+/.exec(text)![0]
}

for (const language of languages)
  test(`subscribe in the footer and confirm with the mailed link, once (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    const email = `tin-${language.lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`
    await consented(page)
    await page.goto(`${language.prefix}/gioi-thieu`)
    const footer = page.locator('footer')
    await footer.getByLabel(language.label).fill(email)
    await footer.getByRole('button', { name: language.submit }).click()
    await expect(footer.getByRole('status')).toHaveText(language.sent)

    const link = await mailedLink(email)
    expect(new URL(link).pathname).toBe(`${language.prefix}/xac-nhan-dang-ky`)
    await page.goto(link)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: language.confirm }).click()
    await expect(main.getByRole('status')).toContainText(email)
    await expect(main.getByRole('status')).toHaveText(language.confirmed)

    // A link works once.
    await page.goto(link)
    await main.getByRole('button', { name: language.confirm }).click()
    await expect(main.getByRole('alert')).toHaveText(language.invalid)
  })

test('a confirmation address without a usable token says so, in both languages', async ({
  page,
}) => {
  for (const language of languages) {
    await page.goto(`${language.prefix}/xac-nhan-dang-ky?token=%00`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.getByRole('alert')).toHaveText(language.invalid)
    await expect(main.getByRole('button', { name: language.confirm })).toHaveCount(0)
  }
})

type Doc = Record<string, unknown> & { id: number }

/** The administrator's token for Payload's API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/cms-api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/**
 * A new event published by the administrator as an editor would: written as a draft in both
 * languages (a copy of a seeded event's body and pictures, new titles and dates), then
 * published. Answers its id and titles.
 */
async function publishEvent(request: APIRequestContext, token: string, label: string) {
  const headers = { authorization: `JWT ${token}` }
  const seeded = (await (
    await request.get(
      '/cms-api/posts?where[categoryType][equals]=Event&limit=1&depth=0&locale=vi',
      { headers },
    )
  ).json()) as { docs: Doc[] }
  const model = seeded.docs[0]!
  const day = 24 * 3_600_000
  const title = { vi: `Hội thảo giải pháp ${label}`, en: `${label} solutions seminar` }
  const created = await request.post('/cms-api/posts?locale=vi&draft=true', {
    headers,
    data: {
      title: title.vi,
      slug: `hoi-thao-giai-phap-${label}`,
      summary: 'Giới thiệu giải pháp tiết kiệm năng lượng cho nhà xưởng.',
      body: model.body,
      cover: model.cover,
      categories: model.categories,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      event: {
        startTime: new Date(Date.now() + 20 * day).toISOString(),
        endTime: new Date(Date.now() + 20 * day + 4 * 3_600_000).toISOString(),
        venue: 'Trung tâm Hội nghị GEM Center',
        province: 'ho-chi-minh',
      },
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: Doc }
  const english = await request.patch(`/cms-api/posts/${doc.id}?locale=en&draft=true`, {
    headers,
    data: {
      title: title.en,
      slug: `${label}-solutions-seminar`,
      summary: 'Energy-saving solutions for factories.',
      body: model.body,
      _status: 'draft',
    },
  })
  expect(english.status()).toBe(200)
  const published = await request.patch(`/cms-api/posts/${doc.id}?locale=vi`, {
    headers,
    data: { _status: 'published' },
  })
  expect(published.status()).toBe(200)
  return { id: doc.id, title }
}

for (const language of languages)
  test(`subscribe on an event page; a new event is mailed, and its link unsubscribes without signing in (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
    request,
  }) => {
    // Subscribing, confirming, an admin publishing an event, its mail, unsubscribing.
    test.slow()
    const email = `su-kien-${language.lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`
    const upcoming = await backend<{ items: { detailUrl: string }[] }>(
      request,
      language.lang,
      '/api/services/app/Post/GetListBoxDto?CategoryType=Event&TimeFrame=upcoming&RowsPerPage=1',
    )
    await consented(page)
    await page.goto(`${language.prefix}${upcoming.items[0]!.detailUrl}`)
    const main = page.getByRole('main')
    await main.getByLabel(language.label).fill(email)
    await main.getByRole('button', { name: language.submit, exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: language.sent })).toBeVisible()
    await page.goto(await mailedLink(email))
    await main.getByRole('button', { name: language.confirm }).click()
    await expect(main.getByRole('status')).toHaveText(language.confirmed)

    const token = await adminToken(request)
    const label = `${language.lang}-${Date.now().toString(36)}`
    const event = await publishEvent(request, token, label)
    try {
      const subject = `${language.announcement}${event.title[language.lang]}`
      let text = ''
      await expect
        .poll(
          async () => {
            const mails = await mailsTo(process.env.E2E_MAIL_DIR!, email)
            text = mails.find((mail) => mail.subject === subject)?.text ?? ''
            return text
          },
          { timeout: 30_000 },
        )
        .toContain('huy-dang-ky?token=')
      const link = /https?:\/\/\S+\/huy-dang-ky\?token=[\w.-]+/.exec(text)![0]
      expect(new URL(link).pathname).toBe(`${language.prefix}/huy-dang-ky`)

      await page.goto(link)
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(language.unsubscribeTitle)
      expect(await seriousViolations(page)).toEqual([])
      await main.getByRole('button', { name: language.unsubscribe }).click()
      await expect(main.getByRole('status')).toHaveText(language.unsubscribed)
      await expect(main.getByRole('status')).toContainText(email)

      // The link works once.
      await page.goto(link)
      await main.getByRole('button', { name: language.unsubscribe }).click()
      await expect(main.getByRole('alert')).toHaveText(language.unsubscribeInvalid)
    } finally {
      // Other tests count the seeded events.
      await request.delete(`/cms-api/posts/${event.id}`, {
        headers: { authorization: `JWT ${token}` },
      })
    }
  })

test('an unsubscribe address without a usable token says so, in both languages @any-screen', async ({
  page,
}) => {
  for (const language of languages) {
    await page.goto(`${language.prefix}/huy-dang-ky?token=1.%00`)
    const main = page.getByRole('main')
    await expect(main.getByRole('alert')).toHaveText(language.unsubscribeInvalid)
    await expect(main.getByRole('button', { name: language.unsubscribe })).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }
})
