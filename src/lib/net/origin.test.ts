import { describe, expect, it } from 'vitest'

import { isForeignOrigin } from './origin'

describe('isForeignOrigin', () => {
  const own = ['www.soraelectric.vn', 'localhost:3000']

  it('accepts no origin and our own hosts', () => {
    expect(isForeignOrigin(undefined, own)).toBe(false)
    expect(isForeignOrigin('', own)).toBe(false)
    expect(isForeignOrigin('https://www.soraelectric.vn', own)).toBe(false)
    expect(isForeignOrigin('http://localhost:3000', own)).toBe(false)
  })

  it('refuses other sites and origins that cannot be read', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', '%%%'])
      expect(isForeignOrigin(origin, own), origin).toBe(true)
  })
})
