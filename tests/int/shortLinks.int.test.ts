import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchShortLink } from '@/lib/backend/shortLinks'
import { inProcessTransport } from '@/lib/backend/transport'
import { shortLinkRedirect } from '@/lib/redirects/shortLinkRedirect'
import type { ShortLink } from '@/payload-types'

import { startBackendOverHttp } from '../helpers/httpBridge'
import { staffUser, testPayload } from '../helpers/payload'
import { bothTransports, raw, status } from '../helpers/transports'

const RESOLVE = '/api/services/app/ShortLink/Resolve'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** Tokens of this file only. */
const tag = Math.random().toString(36).slice(2, 7)

let payload: Payload
const fixture = {} as {
  live: ShortLink
  external: ShortLink
  expired: ShortLink
  future: ShortLink
}

const link = (data: Partial<ShortLink> & { target: string }) =>
  payload.create({ collection: 'short-links', ...quiet, data: data as ShortLink })

const clicksOf = async (id: number) =>
  (await payload.findByID({ collection: 'short-links', id, ...quiet, depth: 0 })).clicks ?? 0

beforeAll(async () => {
  payload = await testPayload()
  const hour = 3_600_000
  fixture.live = await link({ token: `hoi-cho-${tag}`, target: '/gioi-thieu?t=forOwners' })
  fixture.external = await link({
    token: `YT_${tag}`,
    target: 'https://www.youtube.com/@soraelectricvn',
  })
  fixture.expired = await link({
    token: `cu-${tag}`,
    target: '/lien-he',
    expiresAt: new Date(Date.now() - hour).toISOString(),
  })
  fixture.future = await link({
    token: `sap-het-${tag}`,
    target: '/tuyen-dung',
    expiresAt: new Date(Date.now() + hour).toISOString(),
  })
})

const transports = bothTransports()

describe.each(Object.keys(transports))('ShortLink/Resolve over the %s transport', (name) => {
  const transport = () => transports[name]!()

  it('answers the target of a live token and counts each visit', async () => {
    const before = await clicksOf(fixture.live.id)
    expect(await fetchShortLink('vi', fixture.live.token, transport())).toEqual({
      to: '/gioi-thieu?t=forOwners',
    })
    expect(await fetchShortLink('en', fixture.live.token, transport())).toEqual({
      to: '/gioi-thieu?t=forOwners',
    })
    expect(await clicksOf(fixture.live.id)).toBe(before + 2)
    const updated = await payload.findByID({
      collection: 'short-links',
      id: fixture.live.id,
      ...quiet,
    })
    expect(Date.now() - Date.parse(updated.lastClickedAt!)).toBeLessThan(60_000)
  })

  it('answers absolute external targets and tokens in any case they were made in', async () => {
    expect(await fetchShortLink('vi', fixture.external.token, transport())).toEqual({
      to: 'https://www.youtube.com/@soraelectricvn',
    })
    // Tokens are case-sensitive: another spelling is another (unknown) token.
    expect(await status(fetchShortLink('vi', `yt_${tag}`, transport()))).toBe(404)
    // The parameter name binds in any case (ASP.NET).
    const answer = await raw(transport(), { path: RESOLVE, query: { Hash: fixture.live.token } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ success: true, result: { to: '/gioi-thieu?t=forOwners' } })
  })

  it('answers 404 for unknown and expired tokens, counting nothing', async () => {
    expect(await status(fetchShortLink('vi', `khong-co-${tag}`, transport()))).toBe(404)
    expect(await status(fetchShortLink('vi', fixture.expired.token, transport()))).toBe(404)
    expect(await clicksOf(fixture.expired.id)).toBe(0)
    expect(await fetchShortLink('vi', fixture.future.token, transport())).toEqual({
      to: '/tuyen-dung',
    })
  })

  it('answers without counting when told not to count', async () => {
    const before = await clicksOf(fixture.live.id)
    expect(await fetchShortLink('vi', fixture.live.token, transport(), { count: false })).toEqual({
      to: '/gioi-thieu?t=forOwners',
    })
    // As a query parameter, bound the way ASP.NET binds booleans (any case, or 0/1).
    for (const count of ['False', '0']) {
      const answer = await raw(transport(), {
        path: RESOLVE,
        query: { hash: fixture.live.token, count },
      })
      expect(answer.status, count).toBe(200)
      expect(answer.body).toMatchObject({
        success: true,
        result: { to: '/gioi-thieu?t=forOwners' },
      })
    }
    expect(await clicksOf(fixture.live.id)).toBe(before)
    expect(
      await status(fetchShortLink('vi', fixture.expired.token, transport(), { count: false })),
    ).toBe(404)
    expect(
      (await raw(transport(), { path: RESOLVE, query: { hash: fixture.live.token, count: 'ja' } }))
        .status,
    ).toBe(400)
  })

  it('answers 400 for a malformed token', async () => {
    for (const hash of ['abc', 'x'.repeat(33), 'a b c d', '../etc', 'abcd\u0000', 'khuyến-mãi', ''])
      expect((await raw(transport(), { path: RESOLVE, query: { hash } })).status, hash).toBe(400)
    expect((await raw(transport(), { path: RESOLVE })).status).toBe(400)
  })
})

describe('visits at once', () => {
  it('are all counted', async () => {
    const before = await clicksOf(fixture.future.id)
    await Promise.all(
      Array.from({ length: 25 }, () =>
        fetchShortLink('vi', fixture.future.token, inProcessTransport),
      ),
    )
    expect(await clicksOf(fixture.future.id)).toBe(before + 25)
  })
})

describe('the proxy’s lookup', () => {
  let http: Awaited<ReturnType<typeof startBackendOverHttp>>
  beforeAll(async () => {
    http = await startBackendOverHttp()
  })
  afterAll(async () => {
    await http.close()
  })

  it('sends a visit on with its query string, in either language, and counts it', async () => {
    const before = await clicksOf(fixture.live.id)
    expect(
      await shortLinkRedirect(http.origin, `/${fixture.live.token}`, '?utm_source=zalo', 'GET'),
    ).toBe('/gioi-thieu?t=forOwners&utm_source=zalo')
    expect(await shortLinkRedirect(http.origin, `/en/${fixture.live.token}/`, '', 'GET')).toBe(
      '/gioi-thieu?t=forOwners',
    )
    expect(await clicksOf(fixture.live.id)).toBe(before + 2)
  })

  it('sends a HEAD request on too, without counting it', async () => {
    const before = await clicksOf(fixture.live.id)
    expect(
      await shortLinkRedirect(http.origin, `/${fixture.live.token}`, '?utm_source=zalo', 'HEAD'),
    ).toBe('/gioi-thieu?t=forOwners&utm_source=zalo')
    expect(await shortLinkRedirect(http.origin, `/en/${fixture.live.token}`, '', 'HEAD')).toBe(
      '/gioi-thieu?t=forOwners',
    )
    expect(await clicksOf(fixture.live.id)).toBe(before)
    // The GET that follows is the visit.
    await shortLinkRedirect(http.origin, `/${fixture.live.token}`, '', 'GET')
    expect(await clicksOf(fixture.live.id)).toBe(before + 1)
  })

  it('answers nothing for paths that are no live token, or when the backend is away', async () => {
    for (const path of ['/', '/gioi-thieu/x', `/khong-co-${tag}`, `/${fixture.expired.token}`])
      for (const method of ['GET', 'HEAD'])
        expect(await shortLinkRedirect(http.origin, path, '', method), method).toBeNull()
    expect(await shortLinkRedirect(undefined, `/${fixture.live.token}`, '', 'GET')).toBeNull()
    expect(
      await shortLinkRedirect('http://127.0.0.1:9', `/${fixture.live.token}`, '', 'GET'),
    ).toBeNull()
  })
})

describe('editing short links', () => {
  it('generates a token when none is given and keeps it on a partial update', async () => {
    const created = await link({ target: '/lien-he' })
    expect(created.token).toMatch(/^[a-km-np-z2-9]{7}$/)
    expect(created.clicks).toBe(0)
    const updated = await payload.update({
      collection: 'short-links',
      id: created.id,
      ...quiet,
      data: { note: 'Mã QR trên hộp máy lạnh' },
    })
    expect(updated.token).toBe(created.token)
  })

  it('refuses tokens that would hide a page, a route, an entity or a moved path', async () => {
    const [page] = (
      await payload.find({
        collection: 'pages',
        ...quiet,
        locale: 'vi',
        // A seeded page: pages other test files create may be gone again by the time it is used.
        where: { slug: { equals: 'gioi-thieu' } },
        limit: 1,
        depth: 0,
      })
    ).docs
    const [moved] = (
      await payload.find({ collection: 'slug-redirects', ...quiet, limit: 1, depth: 0 })
    ).docs
    const taken = [
      page!.slug,
      page!.slug.toUpperCase(),
      'admin',
      'API',
      'en',
      'tuyen-dung',
      'site-map',
      'query-view',
      `may-lanh-${tag}-prd12`,
      `tin-${tag}-p3`,
      ...(moved ? [moved.oldSlug] : []),
    ]
    for (const token of taken)
      await expect(link({ token, target: '/lien-he' }), token).rejects.toThrow(
        /token|Mã|path|đường dẫn/i,
      )
    for (const token of ['abc', 'a b c d', 'x'.repeat(33), 'khuyến-mãi'])
      await expect(link({ token, target: '/lien-he' }), token).rejects.toThrow()
    await expect(link({ token: fixture.live.token, target: '/lien-he' })).rejects.toThrow()
  })

  it('refuses unsafe targets', async () => {
    for (const target of [
      'javascript:alert(1)',
      '//evil.example/x',
      'ftp://example.vn/a',
      'https://user:pw@example.vn/',
      'lien-he',
      `/loop-${tag}`,
    ])
      await expect(link({ token: `loop-${tag}`, target }), target).rejects.toThrow()
  })

  it('is for editors: translators cannot, and nobody sets the click count', async () => {
    const editor = await staffUser(payload, ['editor'])
    const translator = await staffUser(payload, ['translator'])
    const made = await payload.create({
      collection: 'short-links',
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
      data: { token: `bt-${tag}`, target: '/lien-he', clicks: 999 } as ShortLink,
    })
    expect(made.clicks ?? 0).toBe(0)
    const changed = await payload.update({
      collection: 'short-links',
      id: made.id,
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
      data: { clicks: 500, target: '/tuyen-dung' },
    })
    expect([changed.clicks ?? 0, changed.target]).toEqual([0, '/tuyen-dung'])
    await expect(
      payload.create({
        collection: 'short-links',
        overrideAccess: false,
        user: translator,
        data: { token: `tr-${tag}`, target: '/lien-he' } as ShortLink,
      }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'short-links', overrideAccess: false, user: translator }),
    ).rejects.toThrow()
  })
})
