import { expect, test, type Page } from './test'

import { consented, signInToAdmin } from './helpers'

/**
 * Editors' preview: a draft title typed in the admin (autosaved) shows in the admin's live
 * preview and on the preview route, with the preview bar, in both languages, while a visitor
 * still sees the published page; leaving the preview shows the published page again. Without
 * the secret, or without an admin session, the route turns nothing on.
 */

/** Types a new title into the open page's edit view and waits for the autosave to store it. */
async function autosaveTitle(page: Page, id: number, title: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().includes(`/cms-api/pages/${id}?`) &&
      response.url().includes('autosave=true') &&
      response.ok(),
    { timeout: 20_000 },
  )
  await page.locator('#field-title').fill(title)
  await saved
}

// Editors work in the admin on desktop: the mobile project skips this (@large-screen).
test.describe('preview', () => {
  test('an editor previews a draft page in both languages; visitors still see the published page @large-screen', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await consented(page)
    await signInToAdmin(page)
    const headers = { origin: new URL(page.url()).origin }
    const stamp = Date.now().toString(36)
    const slug = { vi: `xem-truoc-${stamp}`, en: `preview-${stamp}` }
    const published = { vi: `Trang đã xuất bản ${stamp}`, en: `Published page ${stamp}` }
    const draft = { vi: `Bản nháp ${stamp}`, en: `Draft ${stamp}` }

    const created = await page.request.post('/cms-api/pages?locale=vi', {
      headers,
      data: {
        title: published.vi,
        slug: slug.vi,
        layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const english = await page.request.patch(`/cms-api/pages/${id}?locale=en`, {
      headers,
      data: { title: published.en, slug: slug.en, _status: 'published' },
    })
    expect(english.status()).toBe(200)

    // A visitor of their own (no admin session, no draft-mode cookie), before and after.
    const visitor = await (await browser.newContext()).newPage()
    await consented(visitor)
    const visitorSees = async () => {
      for (const [path, title] of [
        [`/${slug.vi}`, published.vi],
        [`/en/${slug.en}`, published.en],
      ] as const) {
        await visitor.goto(path)
        await expect(visitor).toHaveTitle(new RegExp(title))
        await expect(
          visitor.getByRole('complementary', { name: /Bản xem trước|Preview/ }),
        ).toHaveCount(0)
      }
    }
    await visitorSees()

    // The draft, autosaved in Vietnamese, in the admin's live preview.
    await page.goto(`/admin/collections/pages/${id}?locale=vi`)
    await autosaveTitle(page, id, draft.vi)
    await page.locator('#live-preview-toggler').click()
    const iframe = page.locator('#live-preview-iframe')
    await expect(iframe).toHaveAttribute('src', /\/next\/preview\?.*secret=/)
    const previewUrl = new URL((await iframe.getAttribute('src'))!, page.url())
    expect(previewUrl.searchParams.get('locale')).toBe('vi')
    const framed = page.frameLocator('#live-preview-iframe')
    await expect(framed.getByRole('heading', { level: 1, name: draft.vi })).toBeAttached({
      timeout: 15_000,
    })
    await expect(framed.getByRole('complementary', { name: 'Bản xem trước' })).toBeVisible()
    // A further autosave refreshes the framed page in place.
    await autosaveTitle(page, id, `${draft.vi} (2)`)
    await expect(framed.getByRole('heading', { level: 1, name: `${draft.vi} (2)` })).toBeAttached({
      timeout: 15_000,
    })

    // The English draft, autosaved in the English edit view.
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    await autosaveTitle(page, id, draft.en)

    // The preview route itself, in the editor's own tab: both languages.
    await page.goto(previewUrl.pathname + previewUrl.search)
    await expect(page).toHaveURL(new RegExp(`/${slug.vi}$`))
    await expect(page).toHaveTitle(new RegExp(`${draft.vi} \\(2\\)`))
    await expect(page.getByRole('complementary', { name: 'Bản xem trước' })).toBeVisible()
    previewUrl.searchParams.set('locale', 'en')
    await page.goto(previewUrl.pathname + previewUrl.search)
    await expect(page).toHaveURL(new RegExp(`/en/${slug.en}$`))
    await expect(page).toHaveTitle(new RegExp(draft.en))
    const bar = page.getByRole('complementary', { name: 'Preview' })
    await expect(bar).toBeVisible()

    // Meanwhile the visitor still gets the published page, from the shared caches.
    await visitorSees()

    // Leaving the preview returns to the same page, published.
    await bar.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/${slug.en}$`))
    await expect(page).toHaveTitle(new RegExp(published.en))
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      '__prerender_bypass',
    )

    // No secret, a wrong one, or no admin session: refused, and draft mode stays off.
    const refusedWith = async (target: Page, url: URL, status: number) => {
      const answer = await target.goto(url.pathname + url.search)
      expect(answer?.status()).toBe(status)
      expect(new URL(target.url()).pathname).toBe('/next/preview')
      expect((await target.context().cookies()).map((cookie) => cookie.name)).not.toContain(
        '__prerender_bypass',
      )
    }
    const withoutSecret = new URL(previewUrl)
    withoutSecret.searchParams.delete('secret')
    await refusedWith(page, withoutSecret, 403)
    const wrongSecret = new URL(previewUrl)
    wrongSecret.searchParams.set('secret', `${previewUrl.searchParams.get('secret')}x`)
    await refusedWith(page, wrongSecret, 403)
    await refusedWith(visitor, previewUrl, 401)
    await visitorSees()
    await visitor.context().close()

    await page.request.delete(`/cms-api/pages/${id}`, { headers })
  })
})
