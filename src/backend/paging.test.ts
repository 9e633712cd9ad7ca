import { describe, expect, it } from 'vitest'

import { isDescending, window } from './paging'

describe('window', () => {
  it('turns Page/RowsPerPage into skip/take', () => {
    expect(window({ page: 3, rowsPerPage: 15 })).toEqual({ skip: 30, take: 15 })
    expect(window({ rowsPerPage: 5 })).toEqual({ skip: 0, take: 5 })
  })

  it('uses SkipCount/MaxResultCount when no page is given', () => {
    expect(window({ skipCount: 7, maxResultCount: 3 })).toEqual({ skip: 7, take: 3 })
    expect(window({}, { defaultSize: 12 })).toEqual({ skip: 0, take: 12 })
  })

  it('prefers Page/RowsPerPage when both spellings are sent', () => {
    expect(window({ page: 2, rowsPerPage: 10, skipCount: 99, maxResultCount: 1 })).toEqual({
      skip: 10,
      take: 10,
    })
  })
})

describe('isDescending', () => {
  it('accepts both spellings', () => {
    expect(isDescending('descending')).toBe(true)
    expect(isDescending('desc')).toBe(true)
    expect(isDescending('ascending')).toBe(false)
    expect(isDescending(undefined)).toBe(false)
  })
})
