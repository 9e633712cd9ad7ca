import { expect, test, type Page } from './test'

import { mailsTo } from '../helpers/mailSink'

import { backend, backendHeaders, consented, seriousViolations } from './helpers'

/**
 * Events from the visitor's side (issue 15): registering from the event's page with the event's
 * own question, the ticket with its QR code and calendar file, the mailed ticket, the heart and
 * the profile's lists, cancelling. Both languages; both screen sizes (the projects).
 */

type Lang = 'vi' | 'en'

type Listed = {
  items: {
    id: number
    title: string
    detailUrl: string
    event: { isRegistrationOpen: boolean; questions: { question: string; required: boolean }[] }
  }[]
}

const texts = {
  vi: {
    prefix: '',
    email: 'Email',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    signInToRegister: 'Đăng nhập để đăng ký',
    formTitle: 'Thông tin đăng ký',
    companyName: /Tên công ty/,
    companySize: /Quy mô công ty/,
    size: '50 – 199 nhân viên',
    jobTitle: /Chức danh/,
    submit: 'Xác nhận đăng ký',
    registered: /Đăng ký thành công! Mã vé của bạn là ([0-9A-Z]{4}-[0-9A-Z]{4})/,
    viewTicket: 'Xem vé và mã QR',
    qr: (code: string) => `Mã QR của vé ${code}`,
    addToCalendar: 'Thêm vào lịch (.ics)',
    favourite: 'Lưu vào sự kiện yêu thích',
    favourited: 'Đã lưu vào sự kiện yêu thích',
    favouriteEvents: 'Sự kiện yêu thích',
    cardHeart: (title: string) => `Lưu “${title}” vào sự kiện yêu thích`,
    myEvents: 'Sự kiện của tôi',
    statusConfirmed: 'Đã có vé',
    cancel: 'Hủy đăng ký',
    cancelled: 'Đã hủy đăng ký của bạn.',
    emptyTickets: 'Bạn chưa có vé nào.',
    ticketSubject: 'Vé tham dự: ',
    required: /Vui lòng trả lời câu hỏi/,
  },
  en: {
    prefix: '/en',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    signInToRegister: 'Sign in to register',
    formTitle: 'Registration details',
    companyName: /Company name/,
    companySize: /Company size/,
    size: '50–199 employees',
    jobTitle: /Job title/,
    submit: 'Confirm registration',
    registered: /You are registered! Your ticket code is ([0-9A-Z]{4}-[0-9A-Z]{4})/,
    viewTicket: 'See the ticket and its QR code',
    qr: (code: string) => `QR code of ticket ${code}`,
    addToCalendar: 'Add to calendar (.ics)',
    favourite: 'Save to favourite events',
    favourited: 'Saved to favourite events',
    favouriteEvents: 'Favourite events',
    cardHeart: (title: string) => `Save “${title}” to favourite events`,
    myEvents: 'My events',
    statusConfirmed: 'Ticket confirmed',
    cancel: 'Cancel my registration',
    cancelled: 'Your registration has been cancelled.',
    emptyTickets: 'You have no tickets yet.',
    ticketSubject: 'Your ticket: ',
    required: /Please answer/,
  },
} as const

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`

/** An open event that asks a question of its own (the seeded cobot day). */
async function eventWithQuestions(page: Page, lang: Lang) {
  const list = await backend<Listed>(
    page.request,
    lang,
    '/api/services/app/Post/GetListBoxDto?CategoryType=Event&TimeFrame=upcoming&RowsPerPage=50',
  )
  const event = list.items.find(
    (item) => item.event.isRegistrationOpen && item.event.questions.some((q) => q.required),
  )
  expect(event, 'an open event with a required question').toBeTruthy()
  return event!
}

/** A new visitor account (through the backend, as the registration form would make it). */
async function newVisitor(page: Page, lang: Lang) {
  const email = uniqueEmail(`event-${lang}`)
  const password = 'Sora-event-1'
  const response = await page.request.post('/api/services/app/Account/Register', {
    headers: backendHeaders(lang),
    data: { emailAddress: email, password, fullName: 'Phạm Thu Hà' },
  })
  expect(response.status()).toBe(200)
  return { email, password }
}

test.beforeEach(async ({ page }) => {
  await consented(page)
})

for (const lang of ['vi', 'en'] as const) {
  const t = texts[lang]

  test(`register from the event page, see the ticket and its QR code, keep a favourite, cancel (${lang})`, async ({
    page,
  }) => {
    // The whole journey of a visitor, at both sizes in both languages: sign-in, form, ticket,
    // mail, lists and cancelling.
    test.slow()
    const event = await eventWithQuestions(page, lang)
    const eventPath = `${t.prefix}${event.detailUrl}`
    const visitor = await newVisitor(page, lang)

    // Signed out, the page asks the visitor to sign in and brings them back.
    await page.goto(eventPath)
    await page.getByRole('link', { name: t.signInToRegister }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    const form = page.getByRole('main').locator('form').first()
    await form.getByLabel(t.email, { exact: true }).fill(visitor.email)
    await form.getByLabel(t.password, { exact: true }).fill(visitor.password)
    await form.getByRole('button', { name: t.login, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${event.detailUrl}$`))

    // The event's form: company details and the event's own required question.
    const registration = page.getByRole('form', { name: t.formTitle })
    await registration.getByLabel(t.companyName).fill('Công ty Cơ khí Ánh Dương')
    await registration.getByLabel(t.companySize).selectOption({ label: t.size })
    await registration.getByLabel(t.jobTitle).fill('Trưởng phòng sản xuất')
    const question = event.event.questions.find((q) => q.required)!
    await registration.getByRole('button', { name: t.submit }).click()
    // The browser asks for the required answer before anything is sent.
    await expect(registration.getByLabel(question.question)).toBeFocused()
    await registration.getByLabel(question.question).fill('Gắp và xếp pallet')
    await registration.getByRole('button', { name: t.submit }).click()
    const notice = page.getByRole('status').filter({ hasText: t.registered })
    await expect(notice).toBeVisible()
    const code = t.registered.exec((await notice.textContent()) ?? '')![1]!
    expect(await seriousViolations(page)).toEqual([])

    // The heart keeps the event among the favourites.
    await page.getByRole('button', { name: t.favourite }).click()
    await expect(page.getByRole('button', { name: t.favourited })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // The events list shows the heart on the event's card, pressed, to this visitor only.
    await page.goto(`${t.prefix}/tin-tuc-su-kien?t=event`)
    await expect(page.getByRole('button', { name: t.cardHeart(event.title) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goto(eventPath)

    // The ticket: the QR code drawn on the server, the code, and the calendar file.
    await page.getByRole('link', { name: t.viewTicket }).click()
    await expect(page).toHaveURL(/\/profile\/my-tickets\/\d+$/)
    await expect(page.getByRole('img', { name: t.qr(code) })).toBeVisible()
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    const calendarHref = await page
      .getByRole('link', { name: t.addToCalendar })
      .getAttribute('href')
    const calendar = await page.request.get(calendarHref!)
    expect(calendar.headers()['content-type']).toContain('text/calendar')
    expect(await calendar.text()).toContain(`SUMMARY:${event.title}`)
    expect(await seriousViolations(page)).toEqual([])

    // The mailed ticket, in the visitor's language.
    await expect
      .poll(
        async () =>
          (await mailsTo(process.env.E2E_MAIL_DIR!, visitor.email)).map((mail) => mail.subject),
        { timeout: 20_000 },
      )
      .toContain(`${t.ticketSubject}${event.title}`)

    // The profile's lists.
    await page.goto(`${t.prefix}/profile/my-events`)
    const entry = page.getByRole('article').filter({ hasText: event.title })
    await expect(entry).toContainText(t.statusConfirmed)
    await expect(entry).toContainText(code)
    expect(await seriousViolations(page)).toEqual([])
    await page.goto(`${t.prefix}/profile/favourite-events`)
    await expect(page.getByRole('heading', { name: t.favouriteEvents, level: 1 })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: event.title }).first(),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // Cancelling gives the seat back; the tickets page is empty again.
    await page.goto(eventPath)
    await page.getByRole('button', { name: t.cancel }).click()
    await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible()
    await page.goto(`${t.prefix}/profile/my-tickets`)
    await expect(page.getByText(t.emptyTickets)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

const landing = {
  vi: { heading: 'Đăng ký tham dự', hero: 'Đăng ký tham dự' },
  en: { heading: 'Register', hero: 'Register now' },
} as const

for (const lang of ['vi', 'en'] as const) {
  const t = texts[lang]

  test(`register on the net-zero landing, which brings the visitor back after signing in (${lang})`, async ({
    page,
  }) => {
    test.slow()
    const path = `${t.prefix}/netzero-energy-building-event`
    const visitor = await newVisitor(page, lang)
    await page.goto(path)
    // The landing stands alone (no banner, no footer); its hero leads to the registration.
    await expect(page.locator('footer')).toHaveCount(0)
    await page.getByRole('link', { name: landing[lang].hero }).click()
    await expect(page).toHaveURL(/#dang-ky$/)
    const section = page.locator('#dang-ky')
    await expect(section.getByRole('heading', { name: landing[lang].heading })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await section.getByRole('link', { name: t.signInToRegister }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    const form = page.getByRole('main').locator('form').first()
    await form.getByLabel(t.email, { exact: true }).fill(visitor.email)
    await form.getByLabel(t.password, { exact: true }).fill(visitor.password)
    await form.getByRole('button', { name: t.login, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))

    const registration = page.getByRole('form', { name: t.formTitle })
    await registration.getByLabel(t.companyName).fill('Công ty Tư vấn Xanh Sài Gòn')
    await registration.getByLabel(t.companySize).selectOption({ label: t.size })
    await registration.getByRole('button', { name: t.submit }).click()
    const notice = page.getByRole('status').filter({ hasText: t.registered })
    await expect(notice).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await expect(page.getByRole('link', { name: t.viewTicket })).toBeVisible()
  })
}
