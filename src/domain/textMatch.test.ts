import { describe, expect, it } from 'vitest'

import { foldText, matchesQuery, queryWords } from './textMatch'

describe('foldText', () => {
  it('drops case, diacritics and extra spaces', () => {
    expect(foldText('  Điều   HÒA không khí ')).toBe('dieu hoa khong khi')
    expect(foldText('Máy hút ẩm, quạt thông gió')).toBe('may hut am, quat thong gio')
  })

  it('folds both accent placements and precomposed or combining forms alike', () => {
    expect(foldText('hoà')).toBe(foldText('hòa'))
    expect(foldText('ho\u0061\u0300')).toBe('hoa')
  })
})

describe('matchesQuery', () => {
  const question = 'Điều hòa Inverter tiết kiệm điện thế nào?'

  it('finds accented text from a query typed without accents', () => {
    expect(matchesQuery(question, 'dieu hoa')).toBe(true)
    expect(matchesQuery(question, 'DIEU HOA inverter')).toBe(true)
  })

  it('finds it from an accented query too, and any word order', () => {
    expect(matchesQuery(question, 'tiết kiệm điều hòa')).toBe(true)
  })

  it('needs every word', () => {
    expect(matchesQuery(question, 'dieu hoa tu lanh')).toBe(false)
  })

  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery(question, '')).toBe(true)
    expect(matchesQuery(question, '   ')).toBe(true)
    expect(queryWords('  ')).toEqual([])
  })

  it('treats đ and d as the same letter', () => {
    expect(matchesQuery('Đăng ký bảo hành điện tử', 'dang ky')).toBe(true)
  })
})
