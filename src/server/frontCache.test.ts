import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyInvalidation } from './cacheState'
import { contentSecurityPolicy, inlineScriptHashes } from './csp'
import { FrontCache } from './frontCache'
import { finishHtml } from './htmlResponses'

/** A stand-in for Next: renders a page and reports its cache tags the way the cache handler does. */
let renders = 0
function fakeNext(
  request: IncomingMessage,
  response: ServerResponse,
  info: { pageTags?: string[] },
) {
  renders += 1
  const path = (request.url ?? '/').split('?')[0]!
  info.pageTags = [`page:${path}`]
  if (path === '/private') response.setHeader('set-cookie', 'a=1')
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader(
    'cache-control',
    path === '/dynamic' ? 'private, no-cache, no-store' : 's-maxage=31536000',
  )
  response.statusCode = 200
  response.end(
    request.method === 'HEAD'
      ? null
      : `<html><body>${path} render ${renders}<script>boot(${renders})</script></body></html>`,
  )
}

let server: Server
let origin = ''
const cache = new FrontCache()

beforeAll(async () => {
  server = createServer((request, response) => {
    if (cache.answer(request, response)) return
    const key = cache.keyOf(request)
    const info: { startedAt: number; pageTags?: string[] } = { startedAt: Date.now() }
    finishHtml(response, {
      acceptEncoding: request.headers['accept-encoding'],
      head: request.method === 'HEAD',
      hashes: inlineScriptHashes,
      policy: (hashes) => contentSecurityPolicy(hashes, { production: false }),
      onDocument: key && request.method === 'GET' ? cache.keeper(key, info) : undefined,
    })
    fakeNext(request, response, info)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init)
/** A request as the server sees it: the cache reads `rawHeaders` (names in the sender's case). */
const requestOf = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, rawHeaders: Object.entries(headers).flat() }) as unknown as IncomingMessage
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('FrontCache', () => {
  it('keeps a cacheable document and answers the next request itself, compressed', async () => {
    const first = await get('/a')
    expect(first.headers.get('x-front-cache')).toBeNull()
    const body = await first.text()
    await settle()
    const again = await fetch(`${origin}/a`, { headers: { 'accept-encoding': 'gzip' } })
    expect(again.headers.get('x-front-cache')).toBe('HIT')
    expect(await again.text()).toBe(body)
  })

  it('sends every document with a policy allowing exactly its inline scripts, and keeps it so', async () => {
    const first = await get('/csp')
    const body = await first.text()
    const script = /<script>(.*?)<\/script>/.exec(body)![1]!
    const policy = first.headers.get('content-security-policy')!
    expect(policy).toContain(inlineScriptHashes(`<script>${script}</script>`)[0])
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toMatch(/unsafe/)
    await settle()
    const kept = await get('/csp')
    expect(kept.headers.get('x-front-cache')).toBe('HIT')
    expect(kept.headers.get('content-security-policy')).toBe(policy)
  })

  it('serves gzip bytes when asked', async () => {
    await get('/gz')
    await settle()
    const response = await new Promise<IncomingMessage>((resolve) => {
      httpGet(`${origin}/gz`, { headers: { 'accept-encoding': 'gzip' } }, resolve).end()
    })
    const chunks: Buffer[] = []
    for await (const chunk of response) chunks.push(chunk as Buffer)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toContain('/gz render')
  })

  it('keeps a page asked with a query apart, by its sorted query, for anonymous visitors', async () => {
    await get('/q')
    await get('/q?doors=2&r=123')
    await settle()
    expect((await get('/q')).headers.get('x-front-cache')).toBe('HIT')
    const kept = await get('/q?r=123&doors=2')
    expect(kept.headers.get('x-front-cache')).toBe('HIT')
    expect(await kept.text()).toMatch(/\/q render (\d+)/)
    const other = await get('/q?doors=3')
    expect(other.headers.get('x-front-cache')).toBeNull()
    // A signed-in visitor or an editor is never answered from (nor fills) the query documents.
    for (const cookie of ['auth._token.local=abc', 'payload-token=abc']) {
      expect(
        (await get('/q?doors=2&r=123', { headers: { cookie } })).headers.get('x-front-cache'),
      ).toBeNull()
      expect(cache.keyOf(requestOf('GET', '/q?a=1', { cookie }))).toBeUndefined()
    }
    expect(cache.keyOf(requestOf('GET', `/q?a=${'x'.repeat(600)}`))).toBeUndefined()
  })

  it('keeps no query document that sets a cookie, and drops them all on any invalidation', async () => {
    await get('/private?a=1')
    await get('/d1?page=2')
    await get('/keep')
    await settle()
    expect((await get('/private?a=1')).headers.get('x-front-cache')).toBeNull()
    expect((await get('/d1?page=2')).headers.get('x-front-cache')).toBe('HIT')
    applyInvalidation({ tags: ['page:/unrelated'] })
    expect((await get('/d1?page=2')).headers.get('x-front-cache')).toBeNull()
    expect((await get('/keep')).headers.get('x-front-cache')).toBe('HIT')
  })

  it('never keeps an answer to HEAD, whose body is empty', async () => {
    const head = await get('/h', { method: 'HEAD' })
    expect(head.status).toBe(200)
    await settle()
    const page = await get('/h')
    expect(page.headers.get('x-front-cache')).toBeNull()
    expect(await page.text()).toContain('/h render')
  })

  it('keeps nothing that sets a cookie or is marked private', async () => {
    await get('/private')
    await get('/dynamic')
    await settle()
    expect((await get('/private')).headers.get('x-front-cache')).toBeNull()
    expect((await get('/dynamic')).headers.get('x-front-cache')).toBeNull()
  })

  it('bypasses client navigations, draft mode and the admin', async () => {
    await get('/n')
    await settle()
    expect((await get('/n', { headers: { rsc: '1' } })).headers.get('x-front-cache')).toBeNull()
    expect(
      (await get('/n', { headers: { cookie: '__prerender_bypass=x' } })).headers.get(
        'x-front-cache',
      ),
    ).toBeNull()
    expect(cache.keyOf(requestOf('GET', '/admin/collections'))).toBeUndefined()
    expect(cache.keyOf(requestOf('POST', '/n'))).toBeUndefined()
    // Header names in any case, as browsers and proxies send them.
    for (const headers of [
      { RSC: '1' },
      { 'Next-Router-Prefetch': '1' },
      { COOKIE: 'payload-token=a' },
    ] as Record<string, string>[])
      expect(cache.keyOf(requestOf('GET', '/n?a=1', headers))).toBeUndefined()
    expect(cache.keyOf(requestOf('GET', '/n?a=1', { RSC: '' }))).toBe('/n?a=1')
  })

  it('keeps documents apart by remembered language', () => {
    const plain = cache.keyOf(requestOf('GET', '/'))
    const english = cache.keyOf(requestOf('GET', '/', { Cookie: 'NEXT_LOCALE=en' }))
    expect(plain).not.toBe(english)
    expect(cache.keyOf(requestOf('GET', '/', { cookie: 'a=1', Cookie: 'NEXT_LOCALE=en' }))).toBe(
      english,
    )
  })

  it('drops a document when one of its tags is invalidated, and only that one', async () => {
    await get('/x')
    await get('/y')
    await settle()
    applyInvalidation({ tags: ['page:/x'] })
    expect((await get('/x')).headers.get('x-front-cache')).toBeNull()
    expect((await get('/y')).headers.get('x-front-cache')).toBe('HIT')
  })

  it('drops every document when told to drop everything', async () => {
    await get('/e1')
    await get('/e2')
    await settle()
    expect((await get('/e1')).headers.get('x-front-cache')).toBe('HIT')
    applyInvalidation({ everything: true })
    expect((await get('/e1')).headers.get('x-front-cache')).toBeNull()
    expect((await get('/e2')).headers.get('x-front-cache')).toBeNull()
  })
})
