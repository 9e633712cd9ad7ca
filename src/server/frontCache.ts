/**
 * The front cache: finished HTML documents of cacheable pages, kept in memory with their gzip
 * and brotli variants, answered without entering Next.js. Next's own cache stays the source of
 * truth: a document is kept only when Next served it from (or stored it into) its cache, with
 * the tags Next recorded, and it is dropped when any of those tags is invalidated.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { getEnv } from '../env.ts'
import { onInvalidation, touches, type Invalidation } from './cacheState.ts'
import { CLIENT_ROUTER_HEADERS, isPagePath } from './documents.ts'
import { encode, encodingFor, type Encoding } from './htmlResponses.ts'

/** A stored response body and its ready-made raw header list (flat name/value pairs). */
type Variant = { body: Buffer; headers: string[] }

type Document = {
  /** A page asked with a query: rendered per request by Next, so dropped on any invalidation. */
  query: boolean
  variants: Record<Encoding, Variant>
  notModified: string[]
  etag: string
  tags: Set<string>
  expiresAt: number
  /** Last hit, for least-recently-used eviction. */
  usedAt: number
  size: number
}

/** Hop-by-hop, per-response and internal headers never replayed from the cache. */
const DROP_HEADERS = new Set([
  'set-cookie',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'content-encoding',
  'etag',
  'vary',
  'x-middleware-rewrite',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-powered-by',
])
const VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding'
const LOCALE_COOKIE = 'NEXT_LOCALE'
const MAX_BYTES = getEnv().FRONT_CACHE_MAX_BYTES
/** Query documents share at most this part of the budget: random queries never evict pages. */
const QUERY_SHARE = 0.25
/** How long a query document is kept at most (timed content, lists that change by the hour). */
const QUERY_TTL_SECONDS = 60
/** A query string longer than this is not kept (nothing the site links to is that long). */
const MAX_QUERY_LENGTH = 512
/**
 * Cookies of someone the page may render for in particular: a signed-in visitor (`auth.*`), staff
 * (`payload-token`), draft mode. Their requests never reach kept query documents, nor fill them.
 */
const PERSONAL_COOKIE =
  /(?:^|;\s*)(?:auth\.[^=;]*|payload-token|__prerender_bypass|__next_preview_data)=/

/**
 * Pages whose query carries something of one visitor (a reset or confirmation token, a return
 * address) or whose render acts on it: never kept with their query, in either language.
 */
const PERSONAL_PATH =
  /^(?:\/en)?\/(?:profile|login|register|dang-nhap|dang-ky|changePassword|forgotPassword|resetPassword|xac-nhan-dang-ky|huy-dang-ky)(?:[/?]|$)/

/**
 * A query in a canonical order (`?b=2&a=1` and `?a=1&b=2` render the same page), or undefined
 * for one too long to keep.
 */
function sortedQuery(query: string): string | undefined {
  if (query.length > MAX_QUERY_LENGTH) return undefined
  const params = new URLSearchParams(query)
  params.sort()
  return params.toString()
}

const cookieValue = (header: string | undefined, name: string): string => {
  if (!header) return ''
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim()
  }
  return ''
}

const sharedMaxAge = (cacheControl: unknown): number | undefined => {
  if (typeof cacheControl !== 'string' || /private|no-store|no-cache/.test(cacheControl))
    return undefined
  const match = /s-maxage=(\d+)/.exec(cacheControl)
  return match ? Number(match[1]) : undefined
}

const ROUTER_HEADERS = new Set<string>(CLIENT_ROUTER_HEADERS)
const ROUTER_LENGTHS = new Set(CLIENT_ROUTER_HEADERS.map((name) => name.length))

/** The request headers the cache reads. */
type Seen = {
  cookie: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  /** A client-side navigation, prefetch or server action (`RSC`, `Next-Router-*`, `Next-Action`). */
  router: boolean
}

/**
 * The headers the cache reads, scanned from `rawHeaders`: `request.headers` is built on first
 * use, and building it costs a noticeable part of a hit. Repeated headers are joined as Node
 * joins them.
 */
function seen(raw: string[]): Seen {
  let cookie = ''
  let acceptEncoding: string | undefined
  let ifNoneMatch: string | undefined
  let router = false
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!
    const value = raw[index + 1]!
    // Names are lowered only when their length is that of a header read here.
    if (value && ROUTER_LENGTHS.has(name.length) && ROUTER_HEADERS.has(name.toLowerCase()))
      router = true
    switch (name.length) {
      case 6:
        if (name.toLowerCase() === 'cookie') cookie = cookie ? `${cookie}; ${value}` : value
        break
      case 13:
        if (name.toLowerCase() === 'if-none-match')
          ifNoneMatch = ifNoneMatch === undefined ? value : `${ifNoneMatch}, ${value}`
        break
      case 15:
        if (name.toLowerCase() === 'accept-encoding')
          acceptEncoding = acceptEncoding === undefined ? value : `${acceptEncoding}, ${value}`
        break
    }
  }
  return { cookie, acceptEncoding, ifNoneMatch, router }
}

export class FrontCache {
  private readonly documents = new Map<string, Document>()
  private bytes = 0
  private queryBytes = 0
  /** Increases on every revalidation; a render that overlapped one is not kept. */
  private generation = 0

  constructor() {
    onInvalidation((invalidation) => this.purge(invalidation))
  }

  /**
   * The cache key of a request, or undefined when the request is not for a cacheable document.
   * Keyed by path; a URL with a query (a filtered list, a search, `?page=2`) by its path and
   * sorted query, and only for anonymous requests: its page renders the state the URL asks for,
   * the same for every anonymous visitor. Query documents have a budget of their own, so random
   * parameters can only evict each other.
   */
  keyOf(request: IncomingMessage): string | undefined {
    const key = this.lookupKey(request, seen(request.rawHeaders))
    return key !== undefined && isPagePath(request.url ?? '/') ? key : undefined
  }

  /**
   * Answers a request for a kept document, before anything else the server does for a request
   * (a kept URL was a page answered 200, so nothing about it needs checking again); returns
   * whether it did.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const headers = seen(request.rawHeaders)
    const key = this.lookupKey(request, headers)
    return key !== undefined && this.serve(key, request, headers, response)
  }

  /**
   * `keyOf` without asking whether the path is a page's: only pages' keys are ever kept. A URL
   * with a query is keyed by its path and sorted query, for anonymous requests only.
   */
  private lookupKey(request: IncomingMessage, headers: Seen): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    if (headers.router) return undefined
    const url = request.url ?? '/'
    const cookies = headers.cookie
    const mark = url.indexOf('?')
    let key = url
    if (mark >= 0) {
      if (PERSONAL_COOKIE.test(cookies) || PERSONAL_PATH.test(url)) return undefined
      const query = sortedQuery(url.slice(mark + 1))
      if (query === undefined) return undefined
      key = query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark)
    }
    if (!cookies) return key
    if (/(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/.test(cookies)) return undefined
    const locale = cookieValue(cookies, LOCALE_COOKIE)
    return locale ? `${key}\u0000${locale}` : key
  }

  /** Answers from the cache when possible; returns whether it did. */
  private serve(
    key: string,
    request: IncomingMessage,
    headers: Seen,
    response: ServerResponse,
  ): boolean {
    const document = this.documents.get(key)
    if (!document) return false
    const now = Date.now()
    if (document.expiresAt <= now) {
      this.remove(key)
      return false
    }
    document.usedAt = now
    if (headers.ifNoneMatch === document.etag) {
      response.writeHead(304, document.notModified)
      response.end()
      return true
    }
    const variant = document.variants[encodingFor(headers.acceptEncoding)]
    response.writeHead(200, variant.headers)
    response.end(request.method === 'HEAD' ? undefined : variant.body)
    return true
  }

  /**
   * What to do with the finished document Next produced for `key` (GET): keep it when Next
   * served it from (or stored it into) its cache, unchanged by any invalidation since the
   * request began, and shareable (200, HTML, `s-maxage`, no cookie). A query document (Next
   * renders those per request) is kept for `QUERY_TTL_SECONDS` when it is 200 HTML without a
   * cookie, until the next invalidation of anything.
   */
  keeper(key: string, info: { pageTags?: string[] }) {
    const generation = this.generation
    const query = key.includes('?')
    return (status: number, headers: OutgoingHttpHeaders, body: Buffer): void => {
      if (generation !== this.generation || status !== 200 || body.length === 0) return
      if (headers['set-cookie'] || headers['content-encoding']) return
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return
      if (query) {
        void this.store(key, headers, body, [], QUERY_TTL_SECONDS, generation, true)
        return
      }
      const maxAge = sharedMaxAge(headers['cache-control'])
      if (maxAge === undefined || !info.pageTags?.length) return
      void this.store(key, headers, body, info.pageTags, maxAge, generation, false)
    }
  }

  private async store(
    key: string,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    tags: string[],
    maxAge: number,
    generation: number,
    query: boolean,
  ) {
    const [gzipped, brotli] = await Promise.all([encode(body, 'gzip'), encode(body, 'br')])
    if (generation !== this.generation) return
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
    const common: string[] = []
    for (const [name, value] of Object.entries(headers)) {
      if (DROP_HEADERS.has(name) || value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) common.push(name, String(item))
    }
    common.push('etag', etag, 'vary', VARY, 'x-front-cache', 'HIT')
    const variant = (encoded: Buffer, encoding?: string): Variant => ({
      body: encoded,
      headers: [
        ...common,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(encoded.length),
      ],
    })
    const document: Document = {
      query,
      variants: {
        identity: variant(body),
        gzip: variant(gzipped, 'gzip'),
        br: variant(brotli, 'br'),
      },
      notModified: common,
      etag,
      tags: new Set(tags),
      expiresAt: Date.now() + Math.min(maxAge, 31_536_000) * 1000,
      usedAt: Date.now(),
      size: body.length + gzipped.length + brotli.length + 1024,
    }
    this.remove(key)
    this.documents.set(key, document)
    this.bytes += document.size
    if (query) this.queryBytes += document.size
    if (this.queryBytes > MAX_BYTES * QUERY_SHARE) this.evict(true, MAX_BYTES * QUERY_SHARE)
    if (this.bytes > MAX_BYTES) this.evict(false, MAX_BYTES)
  }

  /**
   * Drops least recently used documents (query documents only, with `queries`) until their
   * bytes fit 90 % of `budget` again.
   */
  private evict(queries: boolean, budget: number) {
    const byUse = [...this.documents]
      .filter(([, document]) => !queries || document.query)
      .sort(([, a], [, b]) => a.usedAt - b.usedAt)
    for (const [key] of byUse) {
      if ((queries ? this.queryBytes : this.bytes) <= budget * 0.9) break
      this.remove(key)
    }
  }

  private remove(key: string) {
    const existing = this.documents.get(key)
    if (!existing) return
    this.documents.delete(key)
    this.bytes -= existing.size
    if (existing.query) this.queryBytes -= existing.size
  }

  /**
   * Drops every document the invalidation touches, every query document (it may list anything),
   * and any render under way.
   */
  purge(invalidation: Invalidation): void {
    this.generation += 1
    for (const [key, document] of this.documents)
      if (document.query || touches(invalidation, document.tags)) this.remove(key)
  }

  get size(): number {
    return this.documents.size
  }
}
