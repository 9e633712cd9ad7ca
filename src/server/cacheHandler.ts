/**
 * Next.js incremental cache handler: pages and data in memory (bounded, LRU), tagged.
 * Besides storing, it tells the front cache which tags a served page carries and when tags are
 * revalidated, so both layers expire together. In a multi-instance deployment this is the place
 * to plug a shared store (Redis); see architecture §8.
 */
import type { IncrementalCacheValue } from 'next/dist/server/response-cache'

import { getEnv } from '../env.ts'
import { announceRevalidation, cacheState } from './cacheState.ts'

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

const store = new Map<string, Entry>()
let bytes = 0

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

function evict() {
  for (const [key, entry] of store) {
    if (bytes <= MAX_BYTES) break
    store.delete(key)
    bytes -= entry.size
  }
}

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
    const previous = store.get(key)
    if (previous) {
      bytes -= previous.size
      store.delete(key)
    }
    const tags = tagsOf(value, context?.tags)
    const entry: Entry = {
      // Dated from the start of the request that rendered it: a tag revalidated while it was
      // rendering then marks it stale at once, instead of keeping pre-edit content.
      lastModified: cacheState().request.getStore()?.startedAt ?? Date.now(),
      value,
      tags,
      size: sizeOf(value),
      cacheControl: context?.cacheControl,
    }
    store.set(key, entry)
    bytes += entry.size
    remember(value, tags)
    evict()
  }

  async revalidateTag(tagOrTags: string | string[]): Promise<void> {
    const tags = new Set(Array.isArray(tagOrTags) ? tagOrTags : [tagOrTags])
    for (const [key, entry] of store) {
      if (entry.tags.some((tag) => tags.has(tag))) {
        store.delete(key)
        bytes -= entry.size
      }
    }
    announceRevalidation([...tags])
  }

  resetRequestCache(): void {}
}
