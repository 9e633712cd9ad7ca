import { expect, test } from '@playwright/test'

import { mailsTo } from '../helpers/mailSink'

import { consented, englishTwin } from './helpers'

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
