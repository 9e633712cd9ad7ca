import { describe, expect, it } from 'vitest'

import { exportQueryString } from './query'

describe('exportQueryString', () => {
  it('keeps the filter, search and sort of the list, drops paging, adds the language', () => {
    const list =
      '?limit=10&page=3&sort=-createdAt&search=ng%C3%B4&columns=%5B%5D' +
      '&where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new'
    const query = new URLSearchParams(exportQueryString(list, 'en'))
    expect([...query.keys()]).toEqual([
      'sort',
      'search',
      'where[or][0][and][0][status][equals]',
      'lang',
    ])
    expect(query.get('search')).toBe('ngô')
    expect(query.get('where[or][0][and][0][status][equals]')).toBe('new')
    expect(query.get('lang')).toBe('en')
  })

  it('answers Vietnamese for any other language, and ignores look-alike names', () => {
    expect(exportQueryString('whereabouts=1&sorted=2', 'fr')).toBe('lang=vi')
  })
})
