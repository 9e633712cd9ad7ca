import { describe, expect, it } from 'vitest'

import { VIETNAMESE_ORDER } from '../../../tests/fixtures/vietnameseOrder'

import { compareNames, sortByName } from './collate'

describe('Vietnamese name order', () => {
  it('puts Đ after D and accented letters beside their base letter', () => {
    const shuffled = [...VIETNAMESE_ORDER].reverse()
    expect(shuffled.sort(compareNames('vi'))).toEqual(VIETNAMESE_ORDER)
  })

  it('orders numbers by value and ignores case', () => {
    expect(sortByName(['Tầng 10', 'tầng 2', 'Tầng 1'], 'vi', (name) => name)).toEqual([
      'Tầng 1',
      'tầng 2',
      'Tầng 10',
    ])
  })

  it('keeps plain English order for English', () => {
    expect(sortByName(['Zeta', 'alpha', 'Beta'], 'en', (name) => name)).toEqual([
      'alpha',
      'Beta',
      'Zeta',
    ])
  })
})
