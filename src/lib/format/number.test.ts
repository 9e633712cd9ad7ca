import { describe, expect, it } from 'vitest'

import { formatNumber } from './number'

describe('formatNumber', () => {
  it.each([
    [12000, 'vi', '12.000'],
    [12000, 'en', '12,000'],
    [2.5, 'vi', '2,5'],
    [2.5, 'en', '2.5'],
    [1234.567, 'en', '1,234.57'],
  ] as const)('%s in %s is %s', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected)
  })
})
