import { describe, expect, it } from 'vitest'

import { formatDate, formatLongDate } from './date'

describe('formatDate', () => {
  it('writes DD/MM/YYYY in Vietnam time', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21/11/2026')
    // 20 Nov 20:00 UTC is already 21 Nov in Ho Chi Minh City (UTC+7).
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('21/11/2026')
  })

  it('writes nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatLongDate', () => {
  it('writes the month out in the visitor language', () => {
    expect(formatLongDate('2026-03-05T05:00:00Z', 'en')).toBe('05/March/2026')
    expect(formatLongDate('2026-03-05T05:00:00Z', 'vi')).toBe('05/tháng 3/2026')
  })
})
