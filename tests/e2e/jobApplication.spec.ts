import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from './test'
import { parse } from 'yaml'

import { cvPdf, textBytes } from '../fixtures/cvFiles'
import { mailsTo } from '../helpers/mailSink'
import { admin, backend, consented, englishTwin, seriousViolations } from './helpers'

/**
 * Job applications (issue 14, item 3): the form on an open position's page sends a real PDF and
 * lands on the thank-you page with its reference; a renamed file that is not a PDF is refused
 * with the reason, everything typed kept; staff read the application and its CV back through
 * the CMS API, nobody else can; the applicant is mailed a confirmation. Both languages, both
 * screen sizes.
 */

type Lang = 'vi' | 'en'
type Career = { id: number; title: string; detailUrl: string; isExpired: boolean }

const LIST = '/api/services/app/Career/GetListBoxDto'

const texts = {
  vi: {
    prefix: '',
    form: 'Ứng tuyển vị trí này',
    applyNow: 'Ứng tuyển ngay',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    cv: 'CV của bạn',
    letter: 'Thư giới thiệu',
    consent: /Tôi đồng ý để Sora Electric Việt Nam lưu trữ/,
    submit: 'Gửi hồ sơ',
    cvType: 'CV phải là tệp PDF hoặc DOCX',
    consentRequired: 'Vui lòng đồng ý với Chính sách bảo mật để gửi hồ sơ.',
    name: 'Trần Thị Mai',
    letterText: 'Tôi đã làm kỹ thuật viên điện lạnh 4 năm tại Đà Nẵng.',
    mailSubject: 'Sora Electric Việt Nam đã nhận hồ sơ ứng tuyển',
  },
  en: {
    prefix: '/en',
    form: 'Apply for this position',
    applyNow: 'Apply now',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    cv: 'Your CV',
    letter: 'Cover letter',
    consent: /I agree that Sora Electric Vietnam stores/,
    submit: 'Send application',
    cvType: 'Your CV must be a PDF or DOCX file',
    consentRequired: 'Please agree to the Privacy Policy to send your application.',
    name: 'Mary Tran',
    letterText: 'I have worked as an HVAC technician in Da Nang for four years.',
    mailSubject: 'Sora Electric Vietnam has received your application',
  },
} as const

/** An open position's page, the first the list offers. */
async function openPosition(page: Page, request: APIRequestContext, lang: Lang) {
  const list = await backend<{ items: Career[] }>(request, lang, `${LIST}?RowsPerPage=1`)
  const career = list.items[0]!
  await page.goto(`${texts[lang].prefix}${career.detailUrl}`)
  return career
}

const uniqueEmail = (lang: Lang) =>
  `ung-vien-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`

/** Fills in everything but the CV and consent. */
async function fillIn(page: Page, lang: Lang, email: string) {
  const t = texts[lang]
  const form = page.getByRole('form', { name: t.form })
  await form.getByLabel(t.fullName).fill(t.name)
  await form.getByLabel(t.email, { exact: true }).fill(email)
  await form.getByLabel(t.phone).fill('0905 123 456')
  await form.getByLabel(t.letter).fill(t.letterText)
  return form
}

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  return { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

type StoredApplication = {
  reference: string
  fullName: string
  email: string
  phoneNumber: string
  coverLetter: string
  language: string
  consentText: string
  career: { id: number }
  cv: { filename: string; kind: string; url: string }
}

for (const lang of ['vi', 'en'] as const) {
  const t = texts[lang]

  test(`apply with a PDF: the thank-you page, the stored application and its CV for staff only (${lang})${englishTwin(lang)}`, async ({
    page,
    request,
  }) => {
    await consented(page)
    const career = await openPosition(page, request, lang)
    await page.getByRole('link', { name: t.applyNow }).click()
    await expect(page.getByRole('heading', { level: 2, name: t.form })).toBeInViewport()

    const email = uniqueEmail(lang)
    const form = await fillIn(page, lang, email)
    await form.getByLabel(t.cv).setInputFiles({
      name: 'CV Tran Thi Mai.pdf',
      mimeType: 'application/pdf',
      buffer: cvPdf('Tran Thi Mai'),
    })
    await form.getByRole('checkbox', { name: t.consent }).check()
    await form.getByRole('button', { name: t.submit }).click()

    await expect(page).toHaveURL(
      new RegExp(`${t.prefix}/thank-you\\?form=application&ref=UV-\\d{6}$`),
      { timeout: 20_000 },
    )
    const reference = new URL(page.url()).searchParams.get('ref')!
    await expect(page.getByRole('main')).toContainText(reference)

    // Staff read it back, with its CV; nobody else can.
    const headers = await staffHeaders(request)
    const found = await request.get(
      `/cms-api/job-applications?where[reference][equals]=${reference}&depth=1`,
      { headers },
    )
    expect(found.status()).toBe(200)
    const [stored] = ((await found.json()) as { docs: StoredApplication[] }).docs
    expect(stored).toMatchObject({
      reference,
      fullName: t.name,
      email,
      phoneNumber: '0905123456',
      coverLetter: t.letterText,
      language: lang,
      career: { id: career.id },
      cv: { kind: 'pdf' },
    })
    expect(stored!.consentText).not.toBe('')
    const file = await request.get(stored!.cv.url, { headers })
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // The page's own requests carry no staff session (`request` keeps the sign-in cookie).
    expect((await page.request.get(stored!.cv.url)).status()).toBe(403)
    const listed = await page.request.get(
      `/cms-api/job-applications?where[reference][equals]=${reference}`,
    )
    expect(listed.status()).toBe(403)

    // The applicant is told, in their language, once the mail worker has sent it.
    await expect
      .poll(async () => (await mailsTo(process.env.E2E_MAIL_DIR!, email))[0]?.subject ?? '', {
        timeout: 30_000,
      })
      .toBe(`${t.mailSubject} ${reference}`)
  })

  test(`a renamed file that is not a PDF is refused with the reason, everything typed kept (${lang})${englishTwin(lang)}`, async ({
    page,
    request,
  }) => {
    await consented(page)
    await openPosition(page, request, lang)
    const url = page.url()
    const email = uniqueEmail(lang)
    const form = await fillIn(page, lang, email)

    // Consent first: unticked, the form asks for it.
    await form.getByLabel(t.cv).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: textBytes(),
    })
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByRole('alert')).toBeVisible()
    await expect(form.getByText(t.consentRequired)).toBeVisible()

    await form.getByRole('checkbox', { name: t.consent }).check()
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByRole('alert')).toContainText(t.cvType)
    await expect(form.getByLabel(t.cv)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel(t.cv)).toBeFocused()
    expect(page.url()).toBe(url)
    await expect(form.getByLabel(t.fullName)).toHaveValue(t.name)
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(email)
    await expect(form.getByLabel(t.phone)).toHaveValue('0905 123 456')
    await expect(form.getByLabel(t.letter)).toHaveValue(t.letterText)
    await expect(form.getByRole('checkbox', { name: t.consent })).toBeChecked()
    expect(await seriousViolations(page)).toEqual([])

    // Nothing was stored for that address.
    const headers = await staffHeaders(request)
    const none = await request.get(
      `/cms-api/job-applications?where[email][equals]=${encodeURIComponent(email)}`,
      { headers },
    )
    expect(((await none.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
}

test('no serious or critical axe violations on an opening with its form, in both languages', async ({
  page,
  request,
}) => {
  await consented(page)
  for (const lang of ['vi', 'en'] as const) {
    await openPosition(page, request, lang)
    await expect(page.getByRole('form', { name: texts[lang].form })).toBeVisible()
    expect(await seriousViolations(page), lang).toEqual([])
  }
})

test('an expired opening shows no application form @any-screen', async ({ page, request }) => {
  const dir = path.resolve(import.meta.dirname, '../../src/seed/content/careers')
  const slug = readdirSync(dir)
    .filter((name) => name.endsWith('.vi.yaml'))
    .map((name) => parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>)
    .find((doc) => typeof doc.deadlineInDays === 'number' && doc.deadlineInDays < 0)?.slug
  expect(slug, 'the seed has an expired opening').toBeDefined()
  await consented(page)
  for (const lang of ['vi', 'en'] as const) {
    const career = await backend<Career>(
      request,
      lang,
      `/api/services/app/Career/GetDetailBySlug?slug=${String(slug)}`,
    )
    expect(career.isExpired).toBe(true)
    await page.goto(`${texts[lang].prefix}${career.detailUrl}`)
    await expect(page.getByRole('heading', { level: 1, name: career.title })).toBeVisible()
    await expect(page.getByRole('form', { name: texts[lang].form })).toHaveCount(0)
    await expect(page.getByRole('link', { name: texts[lang].applyNow })).toHaveCount(0)
  }
})
