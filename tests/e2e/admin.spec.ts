import { expect, test } from './test'

import { admin, signInToAdmin } from './helpers'

test.describe('admin', () => {
  test('an editor signs in, edits a setting, and the live site shows it in that language only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page)
    // Warm the cache so the change must go through revalidation.
    await request.get('/en')
    await request.get('/')

    // The admin session cookie is honoured for same-origin requests (Payload checks Origin).
    const origin = new URL(page.url()).origin
    const found = await page.request.get(
      '/cms-api/settings?where[key][equals]=CompanyName&depth=0',
      { headers: { origin } },
    )
    const { docs } = await found.json()
    const id = docs[0].id as number
    await page.goto(`/admin/collections/settings/${id}?locale=en`)
    const value = page.locator('textarea#field-value')
    await expect(value).toBeVisible()
    const name = `Sora Electric Vietnam Co., Ltd. (${Date.now()})`
    await value.fill(name)
    await page.getByRole('button', { name: /^(save|lưu)$/i }).click()
    await expect(page.getByText(/updated successfully|cập nhật thành công/i).first()).toBeVisible({
      timeout: 15_000,
    })

    await expect(async () => {
      const english = await (await request.get('/en')).text()
      expect(english).toContain(name)
    }).toPass({ timeout: 10_000 })
    const vietnamese = await (await request.get('/')).text()
    expect(vietnamese).not.toContain(name)
    expect(vietnamese).toContain('Công ty TNHH Sora Electric Việt Nam')
  })

  test('wrong credentials are refused', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(admin.email)
    await page.getByLabel(/password|mật khẩu/i).fill('not-the-password')
    await page.getByRole('button', { name: /login|log in|đăng nhập/i }).click()
    await expect(page.getByText(/incorrect|không chính xác|invalid/i).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})

test.describe('revalidation', () => {
  test('a banner edited through the admin API changes its page in both languages; other pages stay cached', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await signInToAdmin(page)
    const origin = new URL(page.url()).origin
    const headers = { origin }

    // Two pages with different banners, both in the front cache. Earlier tests' edits may still
    // be regenerating in the background, so warm up until each answers from the cache.
    for (const path of ['/gioi-thieu', '/en/gioi-thieu', '/giai-phap-toa-nha']) {
      await expect(async () => {
        expect((await request.get(path)).headers()['x-front-cache']).toBe('HIT')
      }).toPass({ timeout: 20_000 })
    }

    const { docs } = await (
      await page.request.get(
        '/cms-api/banners?where[bannerType][equals]=AboutBanner&where[isActive][equals]=true&depth=0&sort=-displayOrder',
        { headers },
      )
    ).json()
    const banner = docs[0] as { id: number }
    const stamp = Date.now()
    for (const [locale, name] of [
      ['vi', `Về chúng tôi ${stamp}`],
      ['en', `About us ${stamp}`],
    ] as const) {
      const saved = await page.request.patch(`/cms-api/banners/${banner.id}?locale=${locale}`, {
        headers,
        data: { name },
      })
      expect(saved.status()).toBe(200)
    }

    await expect(async () => {
      expect(await (await request.get('/gioi-thieu')).text()).toContain(`Về chúng tôi ${stamp}`)
      expect(await (await request.get('/en/gioi-thieu')).text()).toContain(`About us ${stamp}`)
    }).toPass({ timeout: 10_000 })
    const untouched = await request.get('/giai-phap-toa-nha')
    expect(untouched.headers()['x-front-cache']).toBe('HIT')
  })
})
