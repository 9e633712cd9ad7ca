/**
 * State shared between the HTTP server (loaded by `scripts/start.ts`), Next's cache handler
 * (loaded by Next at runtime) and the app's own bundles (hooks, backend). They are separate module
 * instances in one process, so the state lives on `globalThis`. Node-native TypeScript: no path
 * aliases, explicit `.ts` imports.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Per request: when it started, and the cache tags of the page Next served from (or stored into)
 * its cache.
 */
export type RequestCacheInfo = { startedAt: number; pageTags?: string[] }

/** What to drop from every cache of this process: entries carrying one of `tags`, or everything. */
export type Invalidation = { tags: readonly string[] } | { everything: true }

type Listener = (invalidation: Invalidation) => void

type SharedState = {
  request: AsyncLocalStorage<RequestCacheInfo>
  listeners: Set<Listener>
}

const KEY = Symbol.for('sora.cache-state')

export function cacheState(): SharedState {
  const holder = globalThis as typeof globalThis & { [KEY]?: SharedState }
  holder[KEY] ??= { request: new AsyncLocalStorage(), listeners: new Set() }
  return holder[KEY]
}

/** Registers a cache of this process (Next's cache, the front cache, backend read memos). */
export function onInvalidation(listener: Listener): () => void {
  cacheState().listeners.add(listener)
  return () => cacheState().listeners.delete(listener)
}

/**
 * Drops what `invalidation` names from every cache of this process, at once. Other instances
 * learn of it through the invalidation bus (`src/lib/cache/invalidate.ts`).
 */
export function applyInvalidation(invalidation: Invalidation): void {
  for (const listener of cacheState().listeners) listener(invalidation)
}

/** Whether an entry with `tags` is affected. */
export const touches = (invalidation: Invalidation, tags: Iterable<string>): boolean => {
  if ('everything' in invalidation) return true
  for (const tag of tags) if (invalidation.tags.includes(tag)) return true
  return false
}
