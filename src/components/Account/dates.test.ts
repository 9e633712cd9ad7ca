import { describe, expect, it } from 'vitest'

import { dateInputValue, todayInVietnam } from './dates'
import { withRedirect } from './types'

describe('todayInVietnam', () => {
  it('is the calendar date in Ho Chi Minh City (UTC+7)', () => {
    expect(todayInVietnam(new Date('2026-11-20T16:59:00Z'))).toBe('2026-11-20')
    expect(todayInVietnam(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21')
  })
})

describe('dateInputValue', () => {
  it('keeps the date part of a stored date, and nothing else', () => {
    expect(dateInputValue('1990-05-17')).toBe('1990-05-17')
    expect(dateInputValue('1990-05-17T00:00:00Z')).toBe('1990-05-17')
    expect(dateInputValue('17/05/1990')).toBe('')
    expect(dateInputValue(null)).toBe('')
  })
})

describe('withRedirect', () => {
  it('adds an encoded `redirect` only when there is one', () => {
    expect(withRedirect('/register', '/tim-kiem?q=máy lạnh')).toBe(
      '/register?redirect=%2Ftim-kiem%3Fq%3Dm%C3%A1y%20l%E1%BA%A1nh',
    )
    expect(withRedirect('/en/register', undefined)).toBe('/en/register')
  })
})
