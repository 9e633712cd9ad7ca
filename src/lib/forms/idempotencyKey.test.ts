import { describe, expect, it } from 'vitest'

import { newIdempotencyKey } from './idempotencyKey'

describe('newIdempotencyKey', () => {
  it('mints a version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey))
    expect(keys.size).toBe(20)
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
