import { expect, test, type Page } from './test'

import { mailsTo } from '../helpers/mailSink'

import { backend, backendHeaders, consented, seriousViolations, signInToAdmin } from './helpers'

/**
 * A paid seminar (issue 15, item 5), from the order to the issued ticket: the visitor registers
 * and gets an order with a VietQR code; an editor pastes the bank's statement line in the admin
 * and confirms the transfer; the visitor's order shows it paid, with the ticket. Both languages
 * (the site's and the admin's), both screen sizes.
 */

type Listed = {
  items: {
    id: number
    title: string
    detailUrl: string
    event: { isRegistrationOpen: boolean; price: number | null }
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
    submit: 'Xác nhận đăng ký',
    price: 'Phí tham dự',
    priceShown: '350 nghìn ₫',
    orderPlaced:
      /Đã giữ chỗ cho bạn\. Vui lòng chuyển khoản 350\.000 ₫ trước \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    payNow: 'Xem mã QR và cách thanh toán',
    orderTitle: 'Đơn đăng ký hội thảo',
    qr: /^Mã VietQR: chuyển 350\.000 ₫ cho đơn (SE[0-9A-Z]{8})$/,
    awaiting: /Chờ thanh toán · hạn \d{2}\/\d{2}\/\d{4}/,
    orderSubject: 'Đơn đăng ký chờ thanh toán: ',
    admin: {
      nav: 'Xác nhận chuyển khoản',
      field: 'Dòng sao kê hoặc mã đơn',
      find: 'Tìm đơn',
      awaiting: 'Chờ thanh toán',
      confirm: 'Xác nhận đã nhận tiền',
      issued: /Đã xác nhận thanh toán\. Vé ([0-9A-Z]{4}-[0-9A-Z]{4}) đã được gửi cho khách\./,
    },
    paidText: 'Chúng tôi đã nhận được tiền. Vé của bạn đã được cấp.',
    viewTicket: 'Xem vé',
    ticketSubject: 'Vé tham dự: ',
    purchased: 'Vé đã mua',
    transactions: 'Lịch sử giao dịch',
    statusPaid: 'Đã thanh toán',
  },
  en: {
    prefix: '/en',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    signInToRegister: 'Sign in to register',
    formTitle: 'Registration details',
    submit: 'Confirm registration',
    price: 'Fee',
    priceShown: '350 thousand ₫',
    orderPlaced: /Your seat is held\. Please transfer 350,000 ₫ by \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    payNow: 'See the QR code and how to pay',
    orderTitle: 'Seminar order',
    qr: /^VietQR code: transfer 350,000 ₫ for order (SE[0-9A-Z]{8})$/,
    awaiting: /Awaiting payment · pay by \d{2}\/\d{2}\/\d{4}/,
    orderSubject: 'Your order awaits payment: ',
    admin: {
      nav: 'Bank transfers',
      field: 'Statement line or order reference',
      find: 'Find the order',
      awaiting: 'Awaiting payment',
      confirm: 'Confirm payment received',
      issued:
        /Payment confirmed\. Ticket ([0-9A-Z]{4}-[0-9A-Z]{4}) has been e-mailed to the visitor\./,
    },
    paidText: 'We have received your payment. Your ticket has been issued.',
    viewTicket: 'See the ticket',
    ticketSubject: 'Your ticket: ',
    purchased: 'Purchased tickets',
    transactions: 'Transaction history',
    statusPaid: 'Paid',
  },
} as const

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** The seeded paid seminar (the elevator modernisation seminar in Hai Phong). */
async function paidEvent(page: Page, lang: 'vi' | 'en') {
  const list = await backend<Listed>(
    page.request,
    lang,
    '/api/services/app/Post/GetListBoxDto?CategoryType=Event&TimeFrame=upcoming&RowsPerPage=50',
  )
  const event = list.items.find((item) => item.event.isRegistrationOpen && item.event.price)
  expect(event, 'an open paid seminar').toBeTruthy()
  return event!
}

const subjectsOf = async (email: string) =>
  (await mailsTo(process.env.E2E_MAIL_DIR!, email)).map((mail) => mail.subject)

for (const lang of ['vi', 'en'] as const) {
  const t = texts[lang]

  test(`a paid seminar: the order's VietQR code, the transfer confirmed in the admin, the ticket issued (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await consented(page)
    const event = await paidEvent(page, lang)
    const eventPath = `${t.prefix}${event.detailUrl}`
    const email = `${unique(`paid-${lang}`)}@example.vn`
    const password = 'Sora-paid-1'
    const registered = await page.request.post('/api/services/app/Account/Register', {
      headers: backendHeaders(lang),
      data: { emailAddress: email, password, fullName: 'Trần Quốc Bảo' },
    })
    expect(registered.status()).toBe(200)

    // The event page shows the fee; the visitor signs in and registers.
    await page.goto(eventPath)
    const facts = page.getByRole('region', { name: /Thông tin sự kiện|Event details/ })
    await expect(facts.getByText(t.price, { exact: true })).toBeVisible()
    await expect(facts.getByText(t.priceShown, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: t.signInToRegister }).click()
    const login = page.getByRole('main').locator('form').first()
    await login.getByLabel(t.email, { exact: true }).fill(email)
    await login.getByLabel(t.password, { exact: true }).fill(password)
    await login.getByRole('button', { name: t.login, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${event.detailUrl}$`))
    const form = page.getByRole('form', { name: t.formTitle })
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status').filter({ hasText: t.orderPlaced })).toBeVisible()

    // The order: the VietQR code drawn on the server, the account and the transfer message.
    await page.getByRole('link', { name: t.payNow }).click()
    await expect(page).toHaveURL(/\/profile\/transaction-history\/\d+$/)
    await expect(page.getByRole('heading', { name: t.orderTitle, level: 1 })).toBeVisible()
    const qr = page.getByRole('img', { name: t.qr })
    await expect(qr).toBeVisible()
    const reference = t.qr.exec((await qr.getAttribute('aria-label')) ?? '')![1]!
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible()
    await expect(page.getByText('0011004387265', { exact: true })).toBeVisible()
    await expect(page.getByText(t.awaiting)).toBeVisible()
    const payload = await page.locator('[data-vietqr]').getAttribute('data-vietqr')
    expect(payload).toMatch(/^000201010212.*5303704540635000058.*VN.*6304[0-9A-F]{4}$/)
    expect(payload).toContain(reference)
    expect(await seriousViolations(page)).toEqual([])
    const orderUrl = page.url()
    await expect
      .poll(() => subjectsOf(email), { timeout: 20_000 })
      .toContain(`${t.orderSubject}${event.title}`)

    // An editor (here the administrator) matches the bank's statement line and confirms it.
    await page.context().addCookies([{ name: 'payload-lng', value: lang, url: baseURL! }])
    await signInToAdmin(page)
    // The navigation offers the view (folded away on a phone).
    await expect(page.getByRole('link', { name: t.admin.nav })).toBeAttached()
    await page.goto('/admin/payments')
    await page
      .getByLabel(t.admin.field)
      .fill(`MBVCB.9912345.${reference.toLowerCase()} chuyen khoan.CT tu 0987654321 TRAN QUOC BAO`)
    await page.getByRole('button', { name: t.admin.find }).click()
    const found = page.locator('#payments section')
    await expect(found).toContainText(reference)
    await expect(found).toContainText(t.admin.awaiting)
    await expect(found).toContainText(email)
    expect(await seriousViolations(page, { include: '#payments' })).toEqual([])
    await page.getByRole('button', { name: t.admin.confirm }).click()
    const issued = page.getByRole('status').filter({ hasText: t.admin.issued })
    await expect(issued).toBeVisible()
    const code = t.admin.issued.exec((await issued.textContent()) ?? '')![1]!

    // The visitor's order is paid, with the ticket; the ticket is mailed too.
    await page.goto(orderUrl)
    await expect(page.getByText(t.paidText)).toBeVisible()
    await expect(page.getByRole('img', { name: t.qr })).toHaveCount(0)
    await page.getByRole('link', { name: t.viewTicket, exact: true }).click()
    await expect(page).toHaveURL(/\/profile\/my-tickets\/\d+$/)
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    await expect
      .poll(() => subjectsOf(email), { timeout: 20_000 })
      .toContain(`${t.ticketSubject}${event.title}`)

    // Purchased tickets and the transaction history list it.
    await page.goto(`${t.prefix}/profile/purchased-tickets`)
    await expect(page.getByRole('heading', { name: t.purchased, level: 1 })).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: event.title })).toContainText(code)
    expect(await seriousViolations(page)).toEqual([])
    await page.goto(`${t.prefix}/profile/transaction-history`)
    const entry = page.getByRole('article').filter({ hasText: reference })
    await expect(entry).toContainText(t.statusPaid)
    expect(await seriousViolations(page)).toEqual([])
  })
}
