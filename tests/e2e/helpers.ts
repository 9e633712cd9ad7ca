import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/**
 * The end of the title of a UI flow generated for each language: ` @english-twin` for the English
 * copy, which the mobile project skips. Both copies run the same code with other texts and the
 * `/en` prefix; the desktop project runs both, phones the Vietnamese one.
 */
export const englishTwin = (lang: 'vi' | 'en') => (lang === 'en' ? ' @english-twin' : '')

/** Phones (375 px in the mobile project) get the sliding menu instead of the flyout. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 576

/**
 * The canonical address of the page now shown matches `href`, and the page names exactly one.
 * Read from the document the server answers for the current address, which is what crawlers
 * see: after a client navigation, Next's metadata swap can leave the previous page's canonical
 * link in the live head beside the new one (seen with search-parameter navigations).
 */
export async function expectCanonical(page: Page, href: RegExp) {
  const answer = await page.request.get(page.url())
  expect(answer.status(), `${page.url()} answers`).toBe(200)
  const links = [...(await answer.text()).matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="canonical"/.test(tag))
    .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '')
  expect(links, `one canonical link matching ${href}`).toEqual([expect.stringMatching(href)])
}

/** Agrees to cookies up front, so the notice never covers what a test clicks. */
export async function consented(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'yes', domain: '127.0.0.1', path: '/' }])
}

/** The seeded administrator, as the admin's sign-in form takes it. */
export const admin = {
  email: 'admin@soraelectric.vn',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** Signs in to the admin as the seeded administrator and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password|mật khẩu/i).fill(admin.password)
  await page.getByRole('button', { name: /login|log in|đăng nhập/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** The headers an ABP client sends: the answer's culture and the tenant. */
export const backendHeaders = (lang: 'vi' | 'en') => ({
  '.AspNetCore.Culture': `c=${lang}|uic=${lang}`,
  'Abp.TenantId': '1',
})

/** The `result` of a backend call in `lang`; the test fails unless it answers 200. */
export async function backend<T>(
  request: APIRequestContext,
  lang: 'vi' | 'en',
  path: string,
): Promise<T> {
  const response = await request.get(path, { headers: backendHeaders(lang) })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { result: T }).result
}

/** The serious and critical axe violations on the page as it is, one line each: rule, targets. */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<string[]> {
  // Only violations are read, so axe is told to collect only those (its documented option for
  // large pages): the same rules run, without gathering every passing and inapplicable node.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/**
 * `axeViolations` once the page has settled (nothing more on the network); `include` checks only
 * that part (our view inside Payload's admin, whose own chrome is not ours to fix).
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  return axeViolations(page, options)
}

const regionLabels = {
  vi: { region: 'Quốc gia và ngôn ngữ', menu: 'Mở menu', languages: 'Ngôn ngữ' },
  en: { region: 'Region and language', menu: 'Open menu', languages: 'Language' },
} as const

/**
 * Opens the region and language picker as a visitor would on this screen (the top bar's picker
 * on desktop, the menu's region panel on phones) and answers the language list and the scope
 * holding the other country sites.
 */
export async function openRegionPicker(
  page: Page,
  lang: 'vi' | 'en',
): Promise<{ scope: Locator; languages: Locator }> {
  const labels = regionLabels[lang]
  let scope: Locator
  if (isMobile(page)) {
    await page.getByRole('button', { name: labels.menu }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: labels.region, exact: true }).click()
    scope = dialog.getByRole('group')
  } else {
    await page
      .locator('header')
      .getByRole('button', { name: new RegExp(labels.region) })
      .click()
    scope = page.locator('header')
  }
  const languages = scope.getByRole('list', { name: labels.languages }).filter({ visible: true })
  await expect(languages).toBeVisible()
  return { scope, languages }
}
