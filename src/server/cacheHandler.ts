/**
 * Next.js incremental cache handler: pages and data in memory (bounded, LRU), tagged. It drops
 * entries when an invalidation reaches this process (`applyInvalidation`), together with the
 * front cache and the backend's read memos, and tells the front cache which tags a served page
 * carries.
 */
import type { IncrementalCacheValue } from 'next/dist/server/response-cache'

import { getEnv } from '../env.ts'
import { applyInvalidation, cacheState, onInvalidation, touches } from './cacheState.ts'

type Entry = {
  lastModified: number
  value: IncrementalCacheValue | null
  tags: string[]
  size: number
  cacheControl?: unknown
}

const MAX_BYTES = getEnv().CACHE_MAX_BYTES
/** NEXT_CACHE=off renders every request afresh (used to measure uncached rendering). */
const DISABLED = getEnv().NEXT_CACHE === 'off'
const TAGS_HEADER = 'x-next-cache-tags'
/** Longer than any render takes: older invalidation times no longer matter. */
const INVALIDATION_MEMORY_MS = 10 * 60_000

const store = new Map<string, Entry>()
let bytes = 0
/** When each tag (or everything) was last invalidated: a render that began earlier is not kept. */
const invalidatedAt = new Map<string, number>()
let everythingAt = 0

const sizeOf = (value: IncrementalCacheValue | null): number => {
  if (!value) return 64
  if (value.kind === 'APP_PAGE') {
    const html = typeof value.html === 'string' ? value.html.length : 0
    return html * 2 + (value.rscData?.length ?? 0) + 512
  }
  if (value.kind === 'FETCH') return JSON.stringify(value.data).length * 2 + 256
  return 4096
}

const tagsOf = (value: IncrementalCacheValue | null, contextTags: unknown): string[] => {
  const tags = new Set<string>(
    Array.isArray(contextTags)
      ? contextTags.filter((tag): tag is string => typeof tag === 'string')
      : [],
  )
  if (value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE')) {
    const header = value.headers?.[TAGS_HEADER]
    if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  }
  return [...tags]
}

function remember(value: IncrementalCacheValue | null, tags: string[]) {
  if (value?.kind !== 'APP_PAGE') return
  const info = cacheState().request.getStore()
  if (info) info.pageTags = tags
}

function remove(key: string) {
  const entry = store.get(key)
  if (!entry) return
  store.delete(key)
  bytes -= entry.size
}

function evict() {
  for (const key of store.keys()) {
    if (bytes <= MAX_BYTES) break
    remove(key)
  }
}

/** Whether content rendered from `startedAt` on may predate an invalidation of its tags. */
const staleSince = (startedAt: number, tags: string[]): boolean =>
  everythingAt > startedAt || tags.some((tag) => (invalidatedAt.get(tag) ?? 0) > startedAt)

onInvalidation((invalidation) => {
  const now = Date.now()
  if ('everything' in invalidation) everythingAt = now
  else for (const tag of invalidation.tags) invalidatedAt.set(tag, now)
  for (const [tag, at] of invalidatedAt)
    if (at < now - INVALIDATION_MEMORY_MS) invalidatedAt.delete(tag)
  for (const [key, entry] of store) if (touches(invalidation, entry.tags)) remove(key)
})

export default class MemoryCacheHandler {
  constructor(_context: unknown) {}

  async get(key: string): Promise<{
    lastModified: number
    value: IncrementalCacheValue | null
    cacheControl?: unknown
  } | null> {
    const entry = DISABLED ? undefined : store.get(key)
    if (!entry) return null
    // Least recently used first: move to the end on every hit.
    store.delete(key)
    store.set(key, entry)
    remember(entry.value, entry.tags)
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    }
  }

  async set(
    key: string,
    value: IncrementalCacheValue | null,
    context: { tags?: unknown; cacheControl?: unknown },
  ): Promise<void> {
    if (DISABLED) return
    remove(key)
    const tags = tagsOf(value, context?.tags)
    remember(value, tags)
    // Dated from the start of the request that rendered it: content that may have been read
    // before an invalidation of its tags is served once but not kept.
    const startedAt = cacheState().request.getStore()?.startedAt ?? Date.now()
    if (staleSince(startedAt, tags)) return
    const entry: Entry = {
      lastModified: startedAt,
      value,
      tags,
      size: sizeOf(value),
      cacheControl: context?.cacheControl,
    }
    store.set(key, entry)
    bytes += entry.size
    evict()
  }

  /** Only Next itself calls this (the site invalidates through `invalidate()`); same effect here. */
  async revalidateTag(tagOrTags: string | string[]): Promise<void> {
    applyInvalidation({ tags: Array.isArray(tagOrTags) ? tagOrTags : [tagOrTags] })
  }

  resetRequestCache(): void {}
}
