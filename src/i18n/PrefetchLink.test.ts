import { afterEach, describe, expect, it, vi } from 'vitest'

import { prefetchAllowed } from './PrefetchLink.client'

afterEach(() => {
  vi.unstubAllGlobals()
})

const on = (connection: object | undefined) => vi.stubGlobal('navigator', { connection })

describe('prefetchAllowed', () => {
  it('prefetches on fast connections and where the browser does not say', () => {
    on({ effectiveType: '4g', saveData: false })
    expect(prefetchAllowed()).toBe(true)
    on({ effectiveType: '3g' })
    expect(prefetchAllowed()).toBe(true)
    on(undefined)
    expect(prefetchAllowed()).toBe(true)
  })

  it('skips prefetching on 2g and slow-2g', () => {
    on({ effectiveType: '2g' })
    expect(prefetchAllowed()).toBe(false)
    on({ effectiveType: 'slow-2g' })
    expect(prefetchAllowed()).toBe(false)
  })

  it('skips prefetching when the browser asks to save data', () => {
    on({ effectiveType: '4g', saveData: true })
    expect(prefetchAllowed()).toBe(false)
  })

  it('prefetches while rendering on the server', () => {
    vi.stubGlobal('navigator', undefined)
    expect(prefetchAllowed()).toBe(true)
  })
})
