import { readFileSync } from 'node:fs'

import { expect, test, type Page } from './test'

import { mailsTo } from '../helpers/mailSink'

import { axeViolations, consented, englishTwin, isMobile } from './helpers'

/**
 * Visitor accounts from the visitor's side (issue 11), at 1440 and 375 px, in both languages:
 * registration, the sign-in dialog, the profile, password change and recovery (the link read
 * from the test SMTP server), Google and Facebook through a local OpenID provider, the guards.
 */

const languages = [
  {
    lang: 'vi',
    prefix: '',
    login: 'Đăng nhập',
    email: 'Email',
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
    register: 'Đăng ký',
    incomplete: 'Vui lòng nhập đủ thông tin',
    badEmail: 'Địa chỉ Email không đúng',
    success: 'Đăng nhập thành công',
    profileMenu: 'Mục tài khoản',
    logout: 'Đăng xuất',
    edit: 'Chỉnh sửa',
    save: 'Lưu thay đổi',
    saved: 'Đã lưu thông tin của bạn.',
    changePassword: 'Đổi mật khẩu',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmNewPassword: 'Nhập lại mật khẩu mới',
    changed: /Mật khẩu đã được đổi/,
    wrongPassword: /Email hoặc mật khẩu không đúng/,
    forgot: 'Quên mật khẩu?',
    forgotTitle: 'Quên mật khẩu',
    sendLink: 'Gửi liên kết',
    forgotSent: /Nếu email này đã đăng ký tài khoản/,
    resetSubmit: 'Đặt lại mật khẩu',
    resetDone: /Mật khẩu đã được đặt lại/,
    google: 'Đăng nhập bằng Google',
    facebook: 'Đăng nhập bằng Facebook',
    myTickets: 'Vé của tôi',
    download: 'Tải dữ liệu của tôi (JSON)',
    deleteTitle: 'Xóa tài khoản',
    deletePassword: 'Nhập mật khẩu để xác nhận',
    deleteButton: 'Xóa vĩnh viễn tài khoản',
    deleted: 'Tài khoản của bạn đã được xóa cùng toàn bộ dữ liệu cá nhân.',
    emptyTickets: 'Bạn chưa có vé nào.',
  },
  {
    lang: 'en',
    prefix: '/en',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Repeat the password',
    fullName: 'Full name',
    phone: 'Phone number',
    register: 'Register',
    incomplete: 'Please fill in all the fields',
    badEmail: 'This e-mail address is not valid',
    success: 'You are logged in',
    profileMenu: 'Account sections',
    logout: 'Log out',
    edit: 'Edit',
    save: 'Save changes',
    saved: 'Your details have been saved.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Repeat the new password',
    changed: /Your password has been changed/,
    wrongPassword: /Wrong e-mail or password/,
    forgot: 'Forgot your password?',
    forgotTitle: 'Forgot your password',
    sendLink: 'Send the link',
    forgotSent: /If this e-mail has an account/,
    resetSubmit: 'Reset the password',
    resetDone: /Your password has been reset/,
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    myTickets: 'My tickets',
    download: 'Download my data (JSON)',
    deleteTitle: 'Delete account',
    deletePassword: 'Enter your password to confirm',
    deleteButton: 'Delete my account for good',
    deleted: 'Your account and all of its personal data have been deleted.',
    emptyTickets: 'You have no tickets yet.',
  },
] as const

type Language = (typeof languages)[number]

/** The home page of a language, exactly (a path that merely ends in `/` does not match). */
const home = (prefix: string) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}/?$`)

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`

/** The header's account entry. */
const headerAccount = (page: Page) => page.locator('header')

/** Opens the sign-in dialog from the header (on phones the link sits in the sliding menu). */
async function openSignIn(page: Page, language: Language) {
  if (isMobile(page)) {
    await page
      .getByRole('button', { name: language.lang === 'vi' ? 'Mở menu' : 'Open menu' })
      .click()
    await page.getByRole('dialog').getByRole('link', { name: language.login }).click()
  } else await headerAccount(page).getByRole('link', { name: language.login }).click()
  const dialog = page.getByRole('dialog', { name: language.login })
  await expect(dialog).toBeVisible()
  return dialog
}

async function signInOnPage(page: Page, language: Language, email: string, password: string) {
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel(language.password, { exact: true }) })
    .first()
  await form.getByLabel(language.email, { exact: true }).fill(email)
  await form.getByLabel(language.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: language.login, exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await consented(page)
})

for (const language of languages) {
  const { prefix } = language

  test(`register, sign out, sign in through the dialog, edit the profile, change the password (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    const email = uniqueEmail(`acc-${language.lang}`)
    const first = 'Mat-khau-01'
    const second = 'Mat-khau-02'

    // Register: straight into the profile, signed in.
    await page.goto(`${prefix}/register`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill(first)
    await main.getByLabel(language.confirmPassword, { exact: true }).fill(first)
    await main.getByLabel(language.fullName).fill('Phạm Thu Hà')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
    await expect(page.getByRole('navigation', { name: language.profileMenu })).toBeVisible()
    await expect(main).toContainText('Phạm Thu Hà')
    const cookies = await page.context().cookies()
    const token = cookies.find((cookie) => cookie.name === 'auth._token.local')
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth._token.local')

    // Sign out: the cookie and local storage are cleared.
    await page.evaluate(() => localStorage.setItem('compare', '[1,2]'))
    await page.getByRole('button', { name: language.logout }).click()
    await expect(page).toHaveURL(home(prefix))
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name === 'auth._token.local'),
    ).toBe(false)

    // Sign in through the header's dialog, on a content page, and stay there.
    await page.goto(`${prefix}/gioi-thieu`)
    const dialog = await openSignIn(page, language)
    await dialog.getByRole('button', { name: language.login, exact: true }).click()
    await expect(dialog.getByRole('alert').first()).toContainText(language.incomplete)
    await dialog.getByLabel(language.email, { exact: true }).fill('not-an-email')
    await dialog.getByLabel(language.password, { exact: true }).fill(first)
    await dialog.getByRole('button', { name: language.login, exact: true }).click()
    await expect(dialog.getByRole('alert').first()).toContainText(language.badEmail)
    await dialog.getByLabel(language.email, { exact: true }).fill(email)
    // The dialog says so, then reloads the page it was opened on: a new document's `load` (the
    // router's same-document updates before it fire `framenavigated`, not `load`).
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: language.login, exact: true }).click()
    await expect(page.getByText(language.success)).toBeVisible()
    await reloaded
    await expect(page).toHaveURL(new RegExp(`${prefix}/gioi-thieu$`))
    await expect(headerAccount(page)).toContainText('Phạm Thu Hà')

    // Edit the profile.
    await page.goto(`${prefix}/profile`)
    await main.getByRole('button', { name: language.edit }).click()
    await main.getByLabel(language.phone).fill('0912 345 678')
    await main.getByRole('button', { name: language.save }).click()
    await expect(main.getByRole('status').filter({ hasText: language.saved })).toBeVisible()
    await page.reload()
    await expect(main).toContainText('0912345678')

    // Change the password: signed out everywhere, then in again with the new one.
    await page
      .getByRole('navigation', { name: language.profileMenu })
      .getByRole('link', { name: language.changePassword })
      .click()
    await main.getByLabel(language.currentPassword, { exact: true }).fill(first)
    await main.getByLabel(language.newPassword, { exact: true }).fill(second)
    await main.getByLabel(language.confirmNewPassword, { exact: true }).fill(second)
    await main.getByRole('button', { name: language.changePassword }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?changed=1`))
    await expect(main).toContainText(language.changed)
    await signInOnPage(page, language, email, first)
    await expect(main.getByRole('alert').first()).toContainText(language.wrongPassword)
    await signInOnPage(page, language, email, second)
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
  })

  test(`forgot password: the mailed link sets a new one, once (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reset-${language.lang}`)
    await page.goto(`${prefix}/register`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill('Cu-mat-khau-1')
    await main.getByLabel(language.confirmPassword, { exact: true }).fill('Cu-mat-khau-1')
    await main.getByLabel(language.fullName).fill('Đỗ Minh Quân')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
    await page.context().clearCookies()
    await consented(page)

    await page.goto(`${prefix}/login`)
    await main.getByRole('link', { name: language.forgot }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/forgotPassword`))
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByRole('button', { name: language.sendLink }).click()
    await expect(main.getByRole('status')).toHaveText(language.forgotSent)

    let text = ''
    await expect
      .poll(async () => {
        text = (await mailsTo(process.env.E2E_MAIL_DIR!, email))[0]?.text ?? ''
        return text
      })
      .toContain('resetPassword?token=')
    const link = /https?:\/\/\S+resetPassword\?token=[\w-]+/.exec(text)![0]
    expect(new URL(link).pathname).toBe(`${prefix}/resetPassword`)
    await page.goto(link)
    await main.getByLabel(language.newPassword, { exact: true }).fill('Moi-mat-khau-1')
    await main.getByLabel(language.confirmNewPassword, { exact: true }).fill('Moi-mat-khau-1')
    await main.getByRole('button', { name: language.resetSubmit }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?reset=1`))
    await expect(main).toContainText(language.resetDone)
    await signInOnPage(page, language, email, 'Moi-mat-khau-1')
    await expect(page).toHaveURL(home(prefix))

    // The link worked once.
    await page.context().clearCookies()
    await page.goto(link)
    await main.getByLabel(language.newPassword, { exact: true }).fill('Lan-thu-hai-1')
    await main.getByLabel(language.confirmNewPassword, { exact: true }).fill('Lan-thu-hai-1')
    await main.getByRole('button', { name: language.resetSubmit }).click()
    await expect(main.getByRole('alert').first()).toBeVisible()
  })

  // A link, the provider's redirects and the header's text: the same at every width.
  for (const provider of ['google', 'facebook'] as const)
    test(`sign in with ${provider} through the provider and back (${language.lang}) @any-screen`, async ({
      page,
    }) => {
      await page.goto(
        `${prefix}/login?redirect=${encodeURIComponent(`${prefix}/profile/my-tickets`)}`,
      )
      await page
        .getByRole('main')
        .getByRole('link', { name: provider === 'google' ? language.google : language.facebook })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/profile/my-tickets$`))
      await expect(page.getByRole('main')).toContainText(language.emptyTickets)
      await expect(headerAccount(page)).toContainText('Nguyễn Văn An')
    })

  // Where the guards send a visitor does not depend on the screen; the forms on the way run at
  // 375 px in the first test.
  test(`the guards: the profile needs a sign-in and comes back after it; signed-in visitors skip login (${language.lang}) @any-screen`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/profile/my-tickets`)
    await expect(page).toHaveURL(
      new RegExp(
        `${prefix}/login\\?redirect=${encodeURIComponent(`${prefix}/profile/my-tickets`)}$`,
      ),
    )
    // The Vietnamese names with the default language spelled out lead to the unprefixed pages.
    if (language.lang === 'vi')
      for (const path of ['/dang-nhap', '/dang-ky']) {
        await page.goto(`/vi${path}`)
        await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`))
      }
    const email = uniqueEmail(`guard-${language.lang}`)
    await page.goto(`${prefix}/dang-ky`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill('Bao-ve-123')
    await main.getByLabel(language.confirmPassword, { exact: true }).fill('Bao-ve-123')
    await main.getByLabel(language.fullName).fill('Vũ Thị Lan')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
    await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/tuyen-dung`)}`)
    await expect(page).toHaveURL(new RegExp(`${prefix}/tuyen-dung$`))
    await page.goto(`${prefix}/register`)
    await expect(page).toHaveURL(home(prefix))

    // Anonymous again: the tickets page sends to login with `redirect`, and back after it.
    await page.context().clearCookies()
    await consented(page)
    await page.goto(`${prefix}/profile/my-tickets`)
    await signInOnPage(page, language, email, 'Bao-ve-123')
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/my-tickets$`))
    await expect(main).toContainText(language.emptyTickets)
  })

  test(`an open-redirect attempt lands home (${language.lang}) @any-screen`, async ({ page }) => {
    const email = uniqueEmail(`redirect-${language.lang}`)
    await page.goto(`${prefix}/register`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill('Chuyen-huong-1')
    await main.getByLabel(language.confirmPassword, { exact: true }).fill('Chuyen-huong-1')
    await main.getByLabel(language.fullName).fill('Hoàng Văn Nam')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
    await page.context().clearCookies()
    await consented(page)
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(target)}`)
      await signInOnPage(page, language, email, 'Chuyen-huong-1')
      await expect(page).toHaveURL(home(prefix))
      await page.context().clearCookies()
      await consented(page)
    }
  })

  test(`the dialog's forgot-password link opens the forgot-password dialog (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/gioi-thieu`)
    const signIn = await openSignIn(page, language)
    await signIn.getByRole('link', { name: language.forgot }).click()
    const forgot = page.getByRole('dialog', { name: language.forgotTitle })
    await expect(forgot).toBeVisible()
    await expect(signIn).toBeHidden()
    await expect(forgot.getByLabel(language.email, { exact: true })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/gioi-thieu$`))
  })

  test(`the profile hands over a copy of the data and deletes the account (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    const email = uniqueEmail(`gdpr-${language.lang}`)
    await page.goto(`${prefix}/register`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill('Du-lieu-123')
    await main.getByLabel(language.confirmPassword, { exact: true }).fill('Du-lieu-123')
    await main.getByLabel(language.fullName).fill('Trịnh Công Sơn')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))

    const download = page.waitForEvent('download')
    await main.getByRole('link', { name: language.download }).click()
    const file = await (await download).path()
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      profile: { emailAddress: string; fullName: string }
      sessions: unknown[]
    }
    expect(data.profile).toMatchObject({ emailAddress: email, fullName: 'Trịnh Công Sơn' })
    expect(data.sessions.length).toBeGreaterThan(0)

    await main.getByText(language.deleteTitle, { exact: true }).click()
    await main.getByLabel(language.deletePassword, { exact: true }).fill('Du-lieu-123')
    await main.getByRole('button', { name: language.deleteButton }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?deleted=1`))
    await expect(main).toContainText(language.deleted)
    await signInOnPage(page, language, email, 'Du-lieu-123')
    await expect(main.getByRole('alert').first()).toContainText(language.wrongPassword)
  })

  test(`the account pages for anonymous visitors pass axe (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    for (const path of ['/login', '/register', '/forgotPassword', '/resetPassword?token=bad']) {
      await page.goto(`${prefix}${path}`)
      expect(await axeViolations(page), path).toEqual([])
    }
    await page.goto(`${prefix}/gioi-thieu`)
    await openSignIn(page, language)
    expect(await axeViolations(page), 'sign-in dialog').toEqual([])
  })

  test(`the profile pages pass axe (${language.lang})${englishTwin(language.lang)}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail(`axe-${language.lang}`)
    await page.goto(`${prefix}/register`)
    const main = page.getByRole('main')
    await main.getByLabel(language.email, { exact: true }).fill(email)
    await main.getByLabel(language.password, { exact: true }).fill('Kiem-tra-123')
    await main.getByLabel(language.confirmPassword, { exact: true }).fill('Kiem-tra-123')
    await main.getByLabel(language.fullName).fill('Lý Gia Hân')
    await main.getByRole('button', { name: language.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile$`))
    for (const path of [
      '/profile',
      '/changePassword',
      '/profile/my-events',
      '/profile/favourite-events',
      '/profile/my-tickets',
      '/profile/purchased-tickets',
      '/profile/transaction-history',
    ]) {
      await page.goto(`${prefix}${path}`)
      expect(await axeViolations(page), path).toEqual([])
    }
  })
}
