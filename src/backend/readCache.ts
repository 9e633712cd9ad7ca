/**
 * A bounded in-process memo of backend reads that many visitors repeat (a category's product
 * list as the browser asks for it). The hooks of the collections behind a read clear it on every
 * change, so an editor's save shows at once; `ttlMs` bounds how stale another instance can be.
 */
export type ReadCache<T> = {
  read: (key: string, load: () => Promise<T>) => Promise<T>
  clear: () => void
  readonly size: number
}

export function createReadCache<T>({
  max = 500,
  ttlMs = 5 * 60_000,
}: { max?: number; ttlMs?: number } = {}): ReadCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  let generation = 0
  return {
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
}

/**
 * One value per process, whichever bundle asks: the admin's hooks and the backend's route
 * handlers may load this module in different server bundles, and must share the same cache.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(name)
  return (store[key] ??= create())
}
