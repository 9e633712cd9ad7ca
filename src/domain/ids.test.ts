import { describe, expect, it } from 'vitest'

import { MAX_ID, parseId } from './ids'

describe('parseId', () => {
  it('reads decimal ids a database column can hold', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId(String(MAX_ID))).toBe(MAX_ID)
  })

  it('refuses everything else', () => {
    for (const raw of [
      '',
      '0',
      '-1',
      '2147483648',
      '99999999999',
      '0x10',
      '1e3',
      ' 12',
      '12 ',
      '1.5',
      'abc',
      '\u0000',
    ])
      expect(parseId(raw), raw).toBeNull()
    expect(parseId(undefined)).toBeNull()
    expect(parseId(null)).toBeNull()
  })
})
