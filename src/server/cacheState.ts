/**
 * State shared between the HTTP server (loaded by `scripts/start.ts`) and Next's cache handler
 * (loaded by Next at runtime). They are separate module instances in one process, so the state
 * lives on `globalThis`. Node-native TypeScript: no path aliases, explicit `.ts` imports.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Per request: when it started, and the cache tags of the page Next served from (or stored into)
 * its cache.
 */
export type RequestCacheInfo = { startedAt: number; pageTags?: string[] }

type Listener = (tags: readonly string[]) => void

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

/** Called by the cache handler whenever tags are revalidated. */
export function announceRevalidation(tags: readonly string[]): void {
  for (const listener of cacheState().listeners) listener(tags)
}
