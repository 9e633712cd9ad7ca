import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it('drops Vietnamese diacritics, including đ', () => {
    expect(slugify('Điều hòa không khí dân dụng')).toBe('dieu-hoa-khong-khi-dan-dung')
    expect(slugify('  Tủ lạnh — 4 cửa!  ')).toBe('tu-lanh-4-cua')
  })
})

describe('SLUG_PATTERN', () => {
  it('accepts nested paths and rejects anything else', () => {
    expect(SLUG_PATTERN.test('topic/termAndPolicy')).toBe(true)
    expect(SLUG_PATTERN.test('gioi-thieu')).toBe(true)
    expect(SLUG_PATTERN.test('a//b')).toBe(false)
    expect(SLUG_PATTERN.test('%E0')).toBe(false)
    expect(SLUG_PATTERN.test('../x')).toBe(false)
  })
})
