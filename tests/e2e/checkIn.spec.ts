import { expect, test, type APIRequestContext } from './test'

import { admin, backend, backendHeaders, seriousViolations } from './helpers'

/**
 * Check-in at the door (issue 15, item 4): event staff, who can do nothing else, sign in to the
 * admin, pick the event, type a ticket's code; it gets in once, and a second try is refused with
 * the time of the first. Desktop and phone (staff check in with phones too), in the admin's
 * Vietnamese.
 */

type Listed = {
  items: { id: number; title: string; event: { isRegistrationOpen: boolean } }[]
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** A new event-staff account, made by the administrator through Payload's API. */
async function eventStaff(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  const token = ((await login.json()) as { token: string }).token
  const email = `${unique('cua')}@soraelectric.vn`
  const password = `Door-${unique('pw')}-Aa1!`
  const created = await request.post('/cms-api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password, name: 'Nhân viên soát vé', roles: ['eventStaff'] },
  })
  expect(created.status()).toBe(201)
  return { email, password }
}

/** A visitor with a ticket for an open event: the event (titled in `lang`) and the ticket's code. */
async function ticketHolder(request: APIRequestContext, lang: 'vi' | 'en') {
  const list = await backend<Listed>(
    request,
    lang,
    '/api/services/app/Post/GetListBoxDto?CategoryType=Event&TimeFrame=upcoming&RowsPerPage=50',
  )
  const event = list.items.find((item) => item.event.isRegistrationOpen)!
  const email = `${unique('khach')}@example.vn`
  const password = 'Sora-door-1'
  const headers = backendHeaders('vi')
  expect(
    (
      await request.post('/api/services/app/Account/Register', {
        headers,
        data: { emailAddress: email, password, fullName: 'Lê Minh Châu' },
      })
    ).status(),
  ).toBe(200)
  const signedIn = await request.post('/api/TokenAuth/Authenticate', {
    headers,
    data: { userNameOrEmailAddress: email, password },
  })
  const { accessToken } = ((await signedIn.json()) as { result: { accessToken: string } }).result
  const registered = await request.post('/api/services/app/SeminarRegistration/Register', {
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    data: { eventId: event.id },
  })
  expect(registered.status()).toBe(200)
  const { ticketCode } = ((await registered.json()) as { result: { ticketCode: string } }).result
  return { event, code: ticketCode }
}

/** What the admin says, in each language its staff may use (the admin's own language cookie). */
const languages = [
  {
    lang: 'vi',
    nav: 'Soát vé sự kiện',
    content: 'Bài viết',
    event: 'Sự kiện',
    field: 'Mã vé hoặc nội dung mã QR',
    check: 'Soát vé',
    admitted: 'Mời vào: Lê Minh Châu',
    alreadyUsed: /Vé đã được dùng lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    unknown: 'Không có vé nào với mã này ở sự kiện này.',
  },
  {
    lang: 'en',
    nav: 'Event check-in',
    content: 'Posts',
    event: 'Event',
    field: 'Ticket code or QR content',
    check: 'Check in',
    admitted: 'Welcome: Lê Minh Châu',
    alreadyUsed: /This ticket was used at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    unknown: 'No ticket of this event has this code.',
  },
] as const

for (const language of languages)
  test(`event staff check a ticket in once; the second try is refused with the time of the first (${language.lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // An admin sign-in and three scans, at both sizes.
    test.slow()
    const staff = await eventStaff(request)
    const { event, code } = await ticketHolder(request, language.lang)
    await page.context().addCookies([{ name: 'payload-lng', value: language.lang, url: baseURL! }])

    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(staff.email)
    await page.getByLabel(/password|mật khẩu/i).fill(staff.password)
    await page.getByRole('button', { name: /login|log in|đăng nhập/i }).click()
    // Event staff land on the check-in; the navigation offers it, and nothing of the content.
    await expect(page).toHaveURL(/\/admin\/check-in$/, { timeout: 30_000 })
    await expect(page.getByRole('link', { name: language.nav })).toBeAttached()
    await expect(page.getByRole('link', { name: language.content, exact: true })).toHaveCount(0)

    const events = page.getByRole('combobox', { name: language.event, exact: true })
    const option = events.locator('option', { hasText: event.title })
    await events.selectOption((await option.getAttribute('value'))!)
    const field = page.getByLabel(language.field)
    await field.fill(code.toLowerCase())
    await page.getByRole('button', { name: language.check, exact: true }).click()
    // The answer is announced (the admin has live regions of its own: this one says it).
    const answer = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
    await expect(answer(language.admitted)).toContainText(code)
    // Our view, not Payload's header (its language button fails colour contrast upstream).
    expect(await seriousViolations(page, { include: '#check-in' })).toEqual([])

    // A scanner types the code and presses Enter.
    await field.fill(code)
    await field.press('Enter')
    await expect(answer(language.alreadyUsed)).toBeVisible()

    // A code of no ticket is refused.
    await field.fill('ZZZZ-ZZZZ')
    await page.getByRole('button', { name: language.check, exact: true }).click()
    await expect(answer(language.unknown)).toBeVisible()

    // Event staff read nothing else: the inbox answers 403 to their session.
    const contacts = await page.request.get('/cms-api/contacts?limit=1')
    expect(contacts.status()).toBe(403)
  })
