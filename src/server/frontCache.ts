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
import { isClientRouterRequest, isPagePath } from './documents.ts'
import { encode, encodingFor, type Encoding } from './htmlResponses.ts'

/** A stored response body and its ready-made raw header list (flat name/value pairs). */
type Variant = { body: Buffer; headers: string[] }

type Document = {
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

export class FrontCache {
  private readonly documents = new Map<string, Document>()
  private bytes = 0
  /** Increases on every revalidation; a render that overlapped one is not kept. */
  private generation = 0

  constructor() {
    onInvalidation((invalidation) => this.purge(invalidation))
  }

  /**
   * The cache key of a request, or undefined when the request is not for a cacheable document.
   * Keyed by path. A URL with a query is never answered from here: its page may depend on it
   * (product lists render the state their URL asks for), and keying by query would let random
   * parameters flood the cache.
   */
  keyOf(request: IncomingMessage): string | undefined {
    const key = this.lookupKey(request)
    return key !== undefined && isPagePath(request.url ?? '/') ? key : undefined
  }

  /**
   * Answers a request for a kept document, before anything else the server does for a request
   * (a kept URL was a page answered 200, so nothing about it needs checking again); returns
   * whether it did.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const key = this.lookupKey(request)
    return key !== undefined && this.serve(key, request, response)
  }

  /** `keyOf` without asking whether the path is a page's: only pages' keys are ever kept. */
  private lookupKey(request: IncomingMessage): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = request.url ?? '/'
    if (url.includes('?') || isClientRouterRequest(request)) return undefined
    const cookies = request.headers.cookie
    if (!cookies) return url
    if (/(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/.test(cookies)) return undefined
    const locale = cookieValue(cookies, LOCALE_COOKIE)
    return locale ? `${url}\u0000${locale}` : url
  }

  /** Answers from the cache when possible; returns whether it did. */
  private serve(key: string, request: IncomingMessage, response: ServerResponse): boolean {
    const document = this.documents.get(key)
    if (!document) return false
    const now = Date.now()
    if (document.expiresAt <= now) {
      this.remove(key)
      return false
    }
    document.usedAt = now
    if (request.headers['if-none-match'] === document.etag) {
      response.writeHead(304, document.notModified)
      response.end()
      return true
    }
    const variant = document.variants[encodingFor(request.headers['accept-encoding'])]
    response.writeHead(200, variant.headers)
    response.end(request.method === 'HEAD' ? undefined : variant.body)
    return true
  }

  /**
   * What to do with the finished document Next produced for `key` (GET): keep it when Next
   * served it from (or stored it into) its cache, unchanged by any invalidation since the
   * request began, and shareable (200, HTML, `s-maxage`, no cookie).
   */
  keeper(key: string, info: { pageTags?: string[] }) {
    const generation = this.generation
    return (status: number, headers: OutgoingHttpHeaders, body: Buffer): void => {
      if (generation !== this.generation || status !== 200 || !info.pageTags?.length) return
      if (headers['set-cookie'] || headers['content-encoding']) return
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return
      const maxAge = sharedMaxAge(headers['cache-control'])
      if (maxAge === undefined || body.length === 0) return
      void this.store(key, headers, body, info.pageTags, maxAge, generation)
    }
  }

  private async store(
    key: string,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    tags: string[],
    maxAge: number,
    generation: number,
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
    if (this.bytes > MAX_BYTES) this.evict()
  }

  /** Drops least recently used documents until the cache fits its budget again. */
  private evict() {
    const byUse = [...this.documents].sort(([, a], [, b]) => a.usedAt - b.usedAt)
    for (const [key] of byUse) {
      if (this.bytes <= MAX_BYTES * 0.9) break
      this.remove(key)
    }
  }

  private remove(key: string) {
    const existing = this.documents.get(key)
    if (!existing) return
    this.documents.delete(key)
    this.bytes -= existing.size
  }

  /** Drops every document the invalidation touches (and any render under way). */
  purge(invalidation: Invalidation): void {
    this.generation += 1
    for (const [key, document] of this.documents)
      if (touches(invalidation, document.tags)) this.remove(key)
  }

  get size(): number {
    return this.documents.size
  }
}
