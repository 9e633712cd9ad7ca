import { describe, expect, it } from 'vitest'

import { formatHotline } from './phone'

describe('formatHotline', () => {
  it('groups the toll-free hotline as Vietnamese numbers are written', () => {
    expect(formatHotline('1800585833')).toBe('1800 585 833')
    expect(formatHotline('1800 585 833')).toBe('1800 585 833')
  })

  it('leaves short or non-numeric values alone', () => {
    expect(formatHotline('113')).toBe('113')
  })
})
