import { expect, test, type APIRequestContext } from './test'

import { admin, backendHeaders, consented } from './helpers'

/**
 * Short links (issue 13, item 12): an editor points `/{token}` at a page or an external address;
 * a visit answers a temporary redirect that keeps the visitor's query string and counts the
 * click; an unknown or expired token is the site's own 404, and a token may never take a page's
 * path. Run once: the answers do not depend on the screen size.
 */

type ShortLink = { id: number; token: string; target: string; clicks: number | null }

/** Payload's REST API as the seeded administrator (a JWT, no admin UI needed). */
async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

async function createLink(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
) {
  const created = await request.post('/cms-api/short-links', { headers, data })
  return { status: created.status(), body: (await created.json()) as { doc?: ShortLink } }
}

const clicksOf = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
): Promise<number> => {
  const found = await request.get(`/cms-api/short-links/${id}?depth=0`, { headers })
  return ((await found.json()) as ShortLink).clicks ?? 0
}

// Redirects and the admin API: the same at every screen size, so they run once.
test.describe('short links @any-screen', () => {
  test('a visit is sent on with its query string and counted; unknown and expired tokens are 404', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const headers = await staffHeaders(request)
    const stamp = `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`
    const token = `km-${stamp}`
    const { status, body } = await createLink(request, headers, {
      token,
      target: '/gioi-thieu',
      note: 'Tờ rơi hội chợ HVAC 2026',
    })
    expect(status).toBe(201)
    const link = body.doc!
    expect(link.clicks ?? 0).toBe(0)

    // A temporary redirect, never cached, with the visitor's query after the target's path.
    for (const round of [1, 2]) {
      const visit = await request.get(`/${token}?utm_source=to-roi&round=${round}`, {
        maxRedirects: 0,
      })
      expect(visit.status()).toBe(302)
      expect(visit.headers()['location']).toBe(`/gioi-thieu?utm_source=to-roi&round=${round}`)
      expect(visit.headers()['cache-control']).toBe('no-store')
    }
    expect(await clicksOf(request, headers, link.id)).toBe(2)

    // A browser lands on the page itself; the visit counts again.
    await consented(page)
    await page.goto(`/${token}`)
    await expect(page).toHaveURL(/\/gioi-thieu$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    expect(await clicksOf(request, headers, link.id)).toBe(3)

    // The contract call answers `result.to` and counts too.
    const resolved = await request.get(`/api/services/app/ShortLink/Resolve?hash=${token}`, {
      headers: backendHeaders('vi'),
    })
    expect(resolved.status()).toBe(200)
    expect(((await resolved.json()) as { result: { to: string } }).result).toEqual({
      to: '/gioi-thieu',
    })
    expect(await clicksOf(request, headers, link.id)).toBe(4)

    // Unknown: the site's own 404 page, nothing counted.
    const unknown = await page.goto(`/khong-co-${stamp}`)
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang này')

    // Expired: the same 404.
    const expired = await createLink(request, headers, {
      token: `het-han-${stamp}`,
      target: '/lien-he',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(expired.status).toBe(201)
    const late = await request.get(`/het-han-${stamp}`, { maxRedirects: 0 })
    expect(late.status()).toBe(404)
    expect(await clicksOf(request, headers, expired.body.doc!.id)).toBe(0)
  })

  test('an external target is allowed because an editor set it; unsafe targets and page paths are refused', async ({
    request,
  }, testInfo) => {
    const headers = await staffHeaders(request)
    const stamp = `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`
    const external = await createLink(request, headers, {
      token: `yt-${stamp}`,
      target: 'https://www.youtube.com/@soraelectricvn',
    })
    expect(external.status).toBe(201)
    const visit = await request.get(`/en/yt-${stamp}?utm_medium=qr`, { maxRedirects: 0 })
    expect(visit.status()).toBe(302)
    expect(visit.headers()['location']).toBe(
      'https://www.youtube.com/@soraelectricvn?utm_medium=qr',
    )

    // A generated token when none is given.
    const generated = await createLink(request, headers, { target: '/lien-he' })
    expect(generated.status).toBe(201)
    expect(generated.body.doc!.token).toMatch(/^[a-z2-9]{7}$/)

    for (const data of [
      { token: `bad-${stamp}`, target: 'javascript:alert(1)' },
      { token: `bad2-${stamp}`, target: '//evil.example/phish' },
      // Pages, routes and entity paths keep their addresses.
      { token: 'gioi-thieu', target: '/lien-he' },
      { token: 'tuyen-dung', target: '/lien-he' },
      { token: 'admin', target: '/lien-he' },
      { token: 'may-lanh-prd1', target: '/lien-he' },
      { token: 'a b', target: '/lien-he' },
    ]) {
      const refused = await createLink(request, headers, data)
      expect(refused.status, JSON.stringify(data)).toBe(400)
    }
    // The page is still the page.
    const page = await request.get('/gioi-thieu', { maxRedirects: 0 })
    expect(page.status()).toBe(200)
  })
})
