import { onInvalidation, touches } from '@/server/cacheState'

/**
 * A bounded in-process memo of backend reads that many visitors repeat (a category's product
 * list as the browser asks for it). It is cleared whenever one of its cache `tags` is
 * invalidated, on this instance or another, so an editor's save shows at once; `ttlMs` bounds
 * what a lost invalidation could cost.
 */
export type ReadCache<T> = {
  read: (key: string, load: () => Promise<T>) => Promise<T>
  clear: () => void
  readonly size: number
}

export function createReadCache<T>({
  max = 500,
  ttlMs = 5 * 60_000,
  tags = [],
}: { max?: number; ttlMs?: number; tags?: readonly string[] } = {}): ReadCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  let generation = 0
  const cache: ReadCache<T> = {
    read(key, load) {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) {
        // Most recently used last, so eviction takes the least recently used first.
        entries.delete(key)
        entries.set(key, hit)
        return hit.value
      }
      const started = generation
      const value = load()
      entries.set(key, { expires: now + ttlMs, value })
      // A failed read is not kept; nor is one that started before a clear (it may be stale).
      value.then(
        () => {
          if (started !== generation) entries.delete(key)
        },
        () => entries.delete(key),
      )
      while (entries.size > max) entries.delete(entries.keys().next().value as string)
      return value
    },
    clear() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
  if (tags.length > 0)
    onInvalidation((invalidation) => {
      if (touches(invalidation, tags)) cache.clear()
    })
  return cache
}
