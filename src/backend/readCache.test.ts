import { describe, expect, it, vi } from 'vitest'

import { createReadCache } from './readCache'

describe('read cache', () => {
  it('answers a repeated read from memory until cleared', async () => {
    const cache = createReadCache<number>()
    const load = vi.fn(async () => 42)
    expect(await cache.read('a', load)).toBe(42)
    expect(await cache.read('a', load)).toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
    cache.clear()
    await cache.read('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('forgets failures, expired entries and the least recently used beyond its size', async () => {
    vi.useFakeTimers()
    try {
      const cache = createReadCache<string>({ max: 2, ttlMs: 1000 })
      await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow()
      expect(cache.size).toBe(0)
      await cache.read('a', async () => 'a')
      await cache.read('b', async () => 'b')
      await cache.read('a', async () => 'a again')
      await cache.read('c', async () => 'c')
      expect(await cache.read('a', async () => 'fresh a')).toBe('a')
      expect(await cache.read('b', async () => 'fresh b')).toBe('fresh b')
      vi.advanceTimersByTime(1001)
      expect(await cache.read('a', async () => 'after expiry')).toBe('after expiry')
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not keep a read that was under way when the cache was cleared', async () => {
    const cache = createReadCache<string>()
    let finish: (value: string) => void = () => {}
    const pending = cache.read('k', () => new Promise((resolve) => (finish = resolve)))
    cache.clear()
    finish('stale')
    expect(await pending).toBe('stale')
    expect(await cache.read('k', async () => 'fresh')).toBe('fresh')
  })
})
