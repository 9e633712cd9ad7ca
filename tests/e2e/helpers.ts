import { expect, type Locator, type Page } from '@playwright/test'

/** Phones (375 px in the mobile project) get the sliding menu instead of the flyout. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 576

/** Agrees to cookies up front, so the notice never covers what a test clicks. */
export async function consented(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'yes', domain: '127.0.0.1', path: '/' }])
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
