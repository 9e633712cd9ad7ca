import { describe, expect, it } from 'vitest'

import { entityPath, parseEntityPath } from './topic'

describe('entity paths', () => {
  it('reads the type code and id at the end of a slug', () => {
    expect(parseEntityPath('chinh-sach-bao-mat-t5')).toEqual({
      slug: 'chinh-sach-bao-mat',
      code: 't',
      id: 5,
    })
    expect(parseEntityPath('dieu-hoa-inverter-prd42')).toEqual({
      slug: 'dieu-hoa-inverter',
      code: 'prd',
      id: 42,
    })
    expect(parseEntityPath('loi-ich-prdb7')).toEqual({ slug: 'loi-ich', code: 'prdb', id: 7 })
    expect(parseEntityPath('khoa-hoc-plc-trainc3')).toEqual({
      slug: 'khoa-hoc-plc',
      code: 'trainc',
      id: 3,
    })
    expect(parseEntityPath('du-an-prj12')).toEqual({ slug: 'du-an', code: 'prj', id: 12 })
  })

  it('rejects ordinary page slugs and malformed ids', () => {
    expect(parseEntityPath('gioi-thieu')).toBeNull()
    expect(parseEntityPath('tu-lanh')).toBeNull()
    expect(parseEntityPath('x-t0')).toBeNull()
    expect(parseEntityPath('-t5')).toBeNull()
    expect(parseEntityPath('a-t99999999999999999999')).toBeNull()
    expect(parseEntityPath('a-prd2147483648')).toBeNull()
    expect(parseEntityPath('a-prd2147483647')).toMatchObject({ id: 2147483647 })
  })

  it('writes the path back', () => {
    expect(entityPath('chinh-sach-bao-mat', 't', 5)).toBe('/chinh-sach-bao-mat-t5')
  })
})
