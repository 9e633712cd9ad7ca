import { expect, test, type APIResponse } from './test'

/** Response headers, malformed requests and cross-site posts, as the running site answers them. */

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
}

const expectBaseHeaders = (response: APIResponse, what: string) => {
  for (const [name, value] of Object.entries(BASE_HEADERS))
    expect(response.headers()[name], `${what}: ${name}`).toBe(value)
  // Not in local mode: HSTS is for production (checked by instances.spec.ts).
  expect(response.headers()['strict-transport-security'], what).toBeUndefined()
}

const expectStrictPolicy = (response: APIResponse, what: string) => {
  const policy = response.headers()['content-security-policy'] ?? ''
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
  const script = directives.get('script-src') ?? []
  expect(script, what).toContain("'self'")
  expect(script.join(' '), what).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(directives.get('object-src'), what).toEqual(["'none'"])
  expect(directives.get('base-uri'), what).toEqual(["'self'"])
  expect(directives.get('frame-ancestors'), what).toEqual(["'self'"])
  expect(directives.get('form-action'), what).toEqual(["'self'"])
  return script.filter((source) => source.startsWith("'sha256-"))
}

test('HTML pages, backend answers, images, the admin and a 404 carry the right headers', async ({
  request,
}) => {
  const page = await request.get('/gioi-thieu')
  expectBaseHeaders(page, 'page')
  const hashes = expectStrictPolicy(page, 'page')
  expect(hashes.length).toBeGreaterThan(0)
  // From the front cache, the same policy (the inline scripts are the same bytes).
  const again = await request.get('/gioi-thieu')
  expect(again.headers()['x-front-cache']).toBe('HIT')
  expect(again.headers()['content-security-policy']).toBe(page.headers()['content-security-policy'])

  const english = await request.get('/en/dieu-hoa-khong-khi-dan-dung?sort=price')
  expectBaseHeaders(english, 'filtered page')
  expectStrictPolicy(english, 'filtered page')

  const missing = await request.get('/khong-co-trang-nay')
  expect(missing.status()).toBe(404)
  expectBaseHeaders(missing, '404')
  expectStrictPolicy(missing, '404')

  const admin = await request.get('/admin/login')
  expectBaseHeaders(admin, 'admin')
  expectStrictPolicy(admin, 'admin')

  const backend = await request.get('/api/services/app/Setting/GetSettingKey?keyString=Hotline')
  expectBaseHeaders(backend, 'backend')

  const banners = await (
    await request.get('/api/services/app/Banner/GetListBoxDto?BannerType=HomeBanner&RowsPerPage=1')
  ).json()
  const picture = (banners.result.items[0].bannerLangUrl as string).split('|')[0]!
  const image = await request.get(picture)
  expect(image.status()).toBe(200)
  expectBaseHeaders(image, 'image')
  expect(image.headers()['content-security-policy']).toContain('sandbox')
})

test('a path that is not valid percent-encoding is a 400 in the visitor’s language', async ({
  request,
}) => {
  for (const { path, lang, title } of [
    { path: '/%ZZ', lang: 'vi', title: 'Địa chỉ không hợp lệ' },
    { path: '/en/%E0%A4%A', lang: 'en', title: 'This address is not valid' },
    { path: '/images/%E0%A4%A', lang: 'vi', title: 'Địa chỉ không hợp lệ' },
    { path: '/admin/%E0', lang: 'vi', title: 'Địa chỉ không hợp lệ' },
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expectBaseHeaders(response, path)
    const html = await response.text()
    expect(html, path).toContain(`<html lang="${lang}"`)
    expect(html, path).toContain(title)
  }
  const backend = await request.get('/api/services/app/%E0/GetAll')
  expect(backend.status()).toBe(400)
  expect(await backend.json()).toMatchObject({ success: false, __abp: true })
})

test('a server action posted from another site is refused with 403', async ({ request }) => {
  const response = await request.post('/', {
    headers: {
      'next-action': '7f0000000000000000000000000000000000000000',
      origin: 'https://evil.example',
      'content-type': 'text/plain;charset=UTF-8',
    },
    data: '[]',
  })
  expect(response.status()).toBe(403)
  expectBaseHeaders(response, 'refused action')
})

test('staff sign-in says the same for an unknown e-mail, a wrong password and a held-back attempt', async ({
  request,
}) => {
  const attempt = async (email: string) => {
    const started = performance.now()
    const response = await request.post('/cms-api/users/login', {
      data: { email, password: 'not-the-password' },
      headers: { 'accept-language': 'en' },
    })
    return {
      status: response.status(),
      body: await response.text(),
      ms: performance.now() - started,
    }
  }
  const unknown = await attempt(`nobody-${Date.now()}@soraelectric.vn`)
  const target = `held-${Date.now()}@soraelectric.vn`
  for (let index = 0; index < 5; index += 1) await attempt(target)
  const held = await attempt(target)
  for (const answer of [unknown, held]) {
    expect(answer.status).toBe(401)
    expect(answer.ms).toBeGreaterThanOrEqual(595)
  }
  expect(held.body).toBe(unknown.body)
})

test('staff password reset through the real route: three links an hour per address, then 429', async ({
  request,
}) => {
  const email = `reset-${Date.now()}@soraelectric.vn`
  const statuses: number[] = []
  let last = ''
  for (let index = 0; index < 4; index += 1) {
    const response = await request.post('/cms-api/users/forgot-password', {
      data: { email },
      headers: { 'accept-language': 'en' },
    })
    statuses.push(response.status())
    last = await response.text()
  }
  expect(statuses).toEqual([200, 200, 200, 429])
  expect(last).toContain('Too many password reset requests')
})
