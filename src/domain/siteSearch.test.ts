import { describe, expect, it } from 'vitest'

import {
  codeOf,
  excerpt,
  expandQuery,
  foldText,
  highlight,
  parseSynonymTerms,
  type SynonymGroup,
} from './siteSearch'

const marked = (text: string, terms: string[]) =>
  highlight(text, terms)
    .filter((piece) => piece.match)
    .map((piece) => piece.text)

describe('foldText', () => {
  it('drops accents and case, đ included, and collapses white space', () => {
    expect(foldText('  Điều  HÒA không khí ')).toBe('dieu hoa khong khi')
    expect(foldText('Tủ lạnh Ngăn Đông')).toBe('tu lanh ngan dong')
  })

  it('folds decomposed input like composed input', () => {
    expect(foldText('Hoa\u0300')).toBe(foldText('Hoà'))
  })
})

describe('codeOf', () => {
  it('keeps letters and digits of a model code', () => {
    expect(codeOf('MSY-JW25VF')).toBe('msyjw25vf')
    expect(codeOf('msy jw25')).toBe('msyjw25')
  })
})

describe('parseSynonymTerms', () => {
  it('splits on commas and lines, trims and drops repeats that differ only by accents', () => {
    expect(parseSynonymTerms('máy lạnh, điều hòa\n điều hoà ,, may lanh')).toEqual([
      'máy lạnh',
      'điều hòa',
    ])
  })
})

describe('expandQuery', () => {
  const groups: SynonymGroup[] = [
    { terms: ['máy lạnh', 'điều hòa'], relation: 'same' },
    { terms: ['tủ đông', 'tủ lạnh'], relation: 'near' },
  ]

  it('keeps the visitor’s words first, then each synonym in their place', () => {
    expect(expandQuery('Máy lạnh Inverter', groups)).toEqual([
      { text: 'may lanh inverter', weight: 1 },
      { text: 'dieu hoa inverter', weight: 0.9 },
    ])
  })

  it('ranks a neighbouring term below an equal one', () => {
    expect(expandQuery('tu dong', groups)).toEqual([
      { text: 'tu dong', weight: 1 },
      { text: 'tu lanh', weight: 0.5 },
    ])
  })

  it('matches whole words only', () => {
    expect(expandQuery('tủ đông lạnh', groups)).toHaveLength(2)
    expect(expandQuery('máy lạnhx', groups)).toEqual([{ text: 'may lanhx', weight: 1 }])
  })

  it('answers nothing for an empty query', () => {
    expect(expandQuery('   ', groups)).toEqual([])
  })
})

describe('highlight', () => {
  it('marks matches whatever their accents and case', () => {
    expect(marked('Điều hòa Inverter một chiều', ['dieu hoa'])).toEqual(['Điều hòa'])
  })

  it('marks each word of the query where the phrase is not found', () => {
    expect(marked('Máy lạnh treo tường, công suất lớn', ['lanh cong'])).toEqual(['lạnh', 'công'])
  })

  it('keeps the text whole and unmarked when nothing matches', () => {
    expect(highlight('Quạt điện', ['tủ lạnh'])).toEqual([{ text: 'Quạt điện', match: false }])
  })

  it('ignores one-letter words', () => {
    expect(marked('a b c', ['a'])).toEqual([])
  })
})

describe('excerpt', () => {
  const long = `${'Mở đầu dài dòng. '.repeat(20)}Máy hút ẩm giữ nhà khô ráo. ${'Kết thúc. '.repeat(20)}`

  it('keeps short texts as they are', () => {
    expect(excerpt('Ngắn gọn', ['x'])).toBe('Ngắn gọn')
  })

  it('cuts a long text around the first match at word boundaries', () => {
    const cut = excerpt(long, ['may hut am'], 120)
    expect(cut).toContain('Máy hút ẩm')
    expect(cut.startsWith('… ')).toBe(true)
    expect(cut.endsWith(' …')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(126)
  })
})
