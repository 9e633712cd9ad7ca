import { describe, expect, it } from 'vitest'

import { snapWidth } from './images'

describe('snapWidth', () => {
  it('rounds a requested width up to an allowed one', () => {
    expect(snapWidth('1')).toBe(160)
    expect(snapWidth('700')).toBe(800)
    expect(snapWidth('800')).toBe(800)
  })

  it('clamps widths beyond the largest allowed size', () => {
    expect(snapWidth('99999')).toBe(2400)
  })

  it('treats a missing width as none and anything non-numeric as invalid', () => {
    expect(snapWidth(null)).toBeUndefined()
    expect(snapWidth('')).toBeUndefined()
    expect(snapWidth('12px')).toBe('invalid')
    expect(snapWidth('-5')).toBe('invalid')
    expect(snapWidth('0')).toBe('invalid')
  })
})
