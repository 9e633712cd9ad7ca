import { describe, expect, it } from 'vitest'

import { filterRows, missingLanguages, type TextRow } from './texts'

const row = (id: string, name: string, vi: string, en: string): TextRow => ({
  id,
  name,
  key: `t${id}`,
  values: { vi, en },
})

describe('missingLanguages', () => {
  it('finds empty texts and English that is still the Vietnamese default', () => {
    expect(missingLanguages({ vi: 'Trang chủ', en: 'Home' })).toEqual([])
    expect(missingLanguages({ vi: 'Trang chủ', en: '' })).toEqual(['en'])
    expect(missingLanguages({ vi: '', en: 'Home' })).toEqual(['vi'])
    expect(missingLanguages({ vi: 'Trang chủ', en: 'Trang chủ' })).toEqual(['en'])
    // The same word in both languages is a translation when it is not Vietnamese-only.
    expect(missingLanguages({ vi: 'Email', en: 'Email' })).toEqual([])
    expect(missingLanguages({ vi: '  ', en: ' ' })).toEqual(['vi', 'en'])
  })
})

describe('filterRows', () => {
  const rows = [
    row('1', 'nav.home', 'Trang chủ', 'Home'),
    row('2', 'nav.news', 'Tin tức', ''),
    row('3', 'footer.hotline', 'Đường dây nóng', 'Hotline'),
  ]

  it('narrows to texts missing a translation, keeping the rows being edited', () => {
    expect(filterRows(rows, '', true).map((item) => item.id)).toEqual(['2'])
    expect(filterRows(rows, '', true, new Set(['1'])).map((item) => item.id)).toEqual(['1', '2'])
    expect(filterRows(rows, '', false)).toHaveLength(3)
  })

  it('searches keys, places of use and texts in any language, ignoring case', () => {
    expect(filterRows(rows, 'HOTLINE', false).map((item) => item.id)).toEqual(['3'])
    expect(filterRows(rows, 'tin tức', false).map((item) => item.id)).toEqual(['2'])
    expect(filterRows(rows, 't1', false).map((item) => item.id)).toEqual(['1'])
    expect(filterRows(rows, 'nav.', true).map((item) => item.id)).toEqual(['2'])
  })
})
