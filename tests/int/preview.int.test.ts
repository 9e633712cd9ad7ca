import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as exitPreview } from '@/app/(preview)/next/exit-preview/route'
import { GET as openPreview } from '@/app/(preview)/next/preview/route'
import { getPage } from '@/lib/cms/pages'
import { readPostForView } from '@/lib/preview/draft'
import type { Page } from '@/payload-types'

import { livePreviewOf } from '../../collections/hooks/livePreview'
import { testPayload } from '../helpers/payload'

/**
 * Editors' preview: the route that turns on draft mode (secret and staff session both needed),
 * where it sends the editor, and the reads behind a page in draft mode (latest draft for staff,
 * never through the shared data cache). Next's request scope is stood in for: `draftMode()` is
 * one switch, `headers()` the request's headers, and `unstable_cache` counts its uses.
 */
const request = vi.hoisted(() => ({
  draft: false,
  switched: [] as ('enable' | 'disable')[],
  headers: new Headers(),
  cacheUses: 0,
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return request.draft
    },
    enable: () => {
      request.draft = true
      request.switched.push('enable')
    },
    disable: () => {
      request.draft = false
      request.switched.push('disable')
    },
  }),
  headers: async () => request.headers,
}))

vi.mock('next/cache', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A) => {
      request.cacheUses += 1
      return read(...args)
    },
}))

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const stamp = Date.now().toString(36)
const slugs = { vi: `xem-truoc-${stamp}`, en: `preview-${stamp}`, fresh: `trang-moi-${stamp}` }

let payload: Payload
let page: Page
let unpublished: Page
let staffCookie: string
let translatorCookie: string

async function signedIn(roles: ('editor' | 'translator')[]): Promise<string> {
  const email = `preview-${roles.join('-')}-${stamp}@soraelectric.vn`
  const password = `Pw-${stamp}-Aa1!xyz`
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Preview', roles },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return `payload-token=${token}`
}

const previewUrl = (query: Record<string, string>) =>
  `http://site.internal/next/preview?${new URLSearchParams(query).toString()}`

/**
 * A browser's request from this site (the admin's iframe, a link in the admin) with `cookie`:
 * Payload takes its session cookie only from same-site requests (`Sec-Fetch-Site`) or listed
 * origins (`csrf`).
 */
const fromSite = (cookie: string, site = 'same-origin') =>
  new Headers({ cookie, 'sec-fetch-site': site })

const open = (query: Record<string, string>, cookie?: string, site?: string) =>
  openPreview(new Request(previewUrl(query), { headers: cookie ? fromSite(cookie, site) : {} }))

const secret = () => process.env.PREVIEW_SECRET ?? ''

/** A seeded post visitors can read (published, publish date passed). */
const publishedPost = async (locale: 'vi' | 'en') =>
  (
    await payload.find({
      collection: 'posts',
      where: {
        _status: { equals: 'published' },
        publishedAt: { less_than_equal: new Date().toISOString() },
      },
      limit: 1,
      depth: 0,
      locale,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  page = await payload.create({
    collection: 'pages',
    ...quiet,
    locale: 'vi',
    data: {
      title: 'Bản đã xuất bản',
      slug: slugs.vi,
      layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    ...quiet,
    locale: 'en',
    data: { title: 'Published version', slug: slugs.en, _status: 'published' },
  })
  // The editor's unpublished changes, as autosave leaves them.
  for (const [locale, title] of [
    ['vi', 'Bản nháp chưa xuất bản'],
    ['en', 'Unpublished draft'],
  ] as const)
    await payload.update({
      collection: 'pages',
      id: page.id,
      ...quiet,
      locale,
      draft: true,
      autosave: true,
      data: { title },
    })
  unpublished = await payload.create({
    collection: 'pages',
    ...quiet,
    locale: 'vi',
    draft: true,
    data: {
      title: 'Trang chưa từng xuất bản',
      slug: slugs.fresh,
      layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
      _status: 'draft',
    },
  })
  staffCookie = await signedIn(['editor'])
  translatorCookie = await signedIn(['translator'])
})

afterAll(async () => {
  for (const id of [page.id, unpublished.id])
    await payload.delete({ collection: 'pages', id, ...quiet }).catch(() => undefined)
})

beforeEach(() => {
  request.draft = false
  request.switched.length = 0
  request.headers = new Headers()
  request.cacheUses = 0
})

describe('the preview route', () => {
  const asked = () => ({ collection: 'pages', id: String(page.id), locale: 'vi', secret: secret() })

  it('refuses without the secret, or with a wrong one, and leaves draft mode off', async () => {
    const { secret: _right, ...withoutSecret } = asked()
    for (const query of [
      withoutSecret,
      { ...asked(), secret: '' },
      { ...asked(), secret: `${secret().slice(0, -1)}x` },
      { ...asked(), secret: `${secret()}x` },
    ]) {
      const answer = await open(query, staffCookie)
      expect(answer.status).toBe(403)
      expect(answer.headers.get('location')).toBeNull()
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
    expect(request.switched).toEqual([])
  })

  it('refuses the right secret without an admin session of a staff member', async () => {
    for (const cookie of [undefined, 'payload-token=not-a-token', 'auth._token.local=x'])
      expect((await open(asked(), cookie)).status).toBe(401)
    // The editor's own cookie, on a request another site started, counts for nothing either.
    expect((await open(asked(), staffCookie, 'cross-site')).status).toBe(401)
    expect(request.switched).toEqual([])
  })

  it('refuses a malformed query or an unknown document', async () => {
    for (const query of [
      { ...asked(), collection: 'users' },
      { ...asked(), id: '1e3' },
      { ...asked(), id: '' },
      { ...asked(), locale: 'fr' },
    ])
      expect((await open(query, staffCookie)).status).toBe(400)
    expect((await open({ ...asked(), id: '2147483647' }, staffCookie)).status).toBe(404)
    expect(request.switched).toEqual([])
  })

  it('turns on draft mode and goes to the page in the asked language (307, a path of this site)', async () => {
    const vietnamese = await open(asked(), staffCookie)
    expect(vietnamese.status).toBe(307)
    expect(vietnamese.headers.get('location')).toBe(`/${slugs.vi}`)
    const english = await open({ ...asked(), locale: 'en' }, translatorCookie)
    expect(english.headers.get('location')).toBe(`/en/${slugs.en}`)
    const fresh = await open({ ...asked(), id: String(unpublished.id) }, staffCookie)
    expect(fresh.headers.get('location')).toBe(`/${slugs.fresh}`)
    // No English slug yet: the Vietnamese one, under /en.
    const freshEnglish = await open(
      { ...asked(), id: String(unpublished.id), locale: 'en' },
      staffCookie,
    )
    expect(freshEnglish.headers.get('location')).toBe(`/en/${slugs.fresh}`)
    expect(request.switched).toEqual(['enable', 'enable', 'enable', 'enable'])
  })

  it('sends the home page to / and /en', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      locale: 'vi',
      limit: 1,
      depth: 0,
    })
    const home = String(docs[0]!.id)
    expect((await open({ ...asked(), id: home }, staffCookie)).headers.get('location')).toBe('/')
    expect(
      (await open({ ...asked(), id: home, locale: 'en' }, staffCookie)).headers.get('location'),
    ).toBe('/en')
  })

  it('sends a post, even one never published, to /{slug}-p{id}', async () => {
    const post = await payload.create({
      collection: 'posts',
      ...quiet,
      locale: 'vi',
      draft: true,
      data: { title: 'Bài chưa xuất bản', slug: `bai-nhap-${stamp}`, _status: 'draft' },
    })
    const query = { collection: 'posts', id: String(post.id), locale: 'vi', secret: secret() }
    const answer = await open(query, staffCookie)
    expect(answer.headers.get('location')).toBe(`/bai-nhap-${stamp}-p${post.id}`)
    const english = await open({ ...query, locale: 'en' }, staffCookie)
    expect(english.headers.get('location')).toBe(`/en/bai-nhap-${stamp}-p${post.id}`)
    await payload.delete({ collection: 'posts', id: post.id, ...quiet })
  })

  it('exit turns draft mode off and returns to the same path, never elsewhere', async () => {
    const exit = (path: string) =>
      exitPreview(
        new Request(
          `http://site.internal/next/exit-preview?${new URLSearchParams({ path }).toString()}`,
        ),
      )
    request.draft = true
    expect((await exit(`/en/${slugs.en}`)).headers.get('location')).toBe(`/en/${slugs.en}`)
    expect(request.draft).toBe(false)
    for (const away of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:x',
    ])
      expect((await exit(away)).headers.get('location')).toBe('/')
  })
})

describe('reads in draft mode', () => {
  it('outside draft mode: the published page, through the shared cache', async () => {
    expect((await getPage('vi', slugs.vi))?.page.title).toBe('Bản đã xuất bản')
    expect((await getPage('en', slugs.en))?.page.title).toBe('Published version')
    expect(await getPage('vi', slugs.fresh)).toBeNull()
    expect(request.cacheUses).toBe(3)
  })

  it("the previewing editor's latest draft, in both languages, never through the cache", async () => {
    request.draft = true
    request.headers = fromSite(staffCookie)
    expect((await getPage('vi', slugs.vi))?.page.title).toBe('Bản nháp chưa xuất bản')
    const english = await getPage('en', slugs.en)
    expect(english?.page.title).toBe('Unpublished draft')
    expect(english?.slugs).toEqual({ vi: slugs.vi, en: slugs.en })
    expect((await getPage('vi', slugs.fresh))?.page.title).toBe('Trang chưa từng xuất bản')
    expect(request.cacheUses).toBe(0)
  })

  it('a draft-mode cookie without a staff session shows published content only, uncached', async () => {
    request.draft = true
    request.headers = fromSite('payload-token=forged')
    expect((await getPage('vi', slugs.vi))?.page.title).toBe('Bản đã xuất bản')
    expect(await getPage('vi', slugs.fresh)).toBeNull()
    expect(request.cacheUses).toBe(0)
  })

  it("a post: the editor's latest draft in preview, the published post otherwise", async () => {
    const post = (await publishedPost('en'))!
    await payload.update({
      collection: 'posts',
      id: post.id,
      ...quiet,
      locale: 'en',
      draft: true,
      autosave: true,
      data: { title: `Draft headline ${stamp}` },
    })
    expect((await readPostForView('en', post.id)).title).toBe(post.title)
    request.draft = true
    request.headers = fromSite(staffCookie)
    expect((await readPostForView('en', post.id)).title).toBe(`Draft headline ${stamp}`)
    request.headers = new Headers()
    expect((await readPostForView('en', post.id)).title).toBe(post.title)
  })
})

describe("the admin's live preview address", () => {
  const { url } = livePreviewOf('pages')
  const addressFor = (user: unknown, locale = 'en') =>
    typeof url === 'function'
      ? url({
          data: { id: page.id, slug: slugs.en },
          locale: { code: locale, label: '' },
          req: { user } as PayloadRequest,
          payload,
        })
      : url

  it('is given to staff only, with the secret, and opens the draft through the route', async () => {
    expect(await addressFor(null)).toBeNull()
    expect(await addressFor({ collection: 'visitors', roles: ['admin'] })).toBeNull()
    const address = await addressFor({ collection: 'users', roles: ['editor'] })
    expect(typeof address).toBe('string')
    const query = new URL(String(address), 'http://site.internal')
    expect(query.pathname).toBe('/next/preview')
    expect(query.searchParams.get('secret')).toBe(secret())
    expect(query.searchParams.get('locale')).toBe('en')
    const answer = await openPreview(new Request(query.href, { headers: fromSite(staffCookie) }))
    expect(answer.headers.get('location')).toBe(`/en/${slugs.en}`)
    expect(request.draft).toBe(true)
  })
})
