import { describe, expect, it } from 'vitest'

import {
  addressLine,
  directionsUrl,
  isVietnamesePhone,
  openingHoursSpec,
  openingHoursText,
  phoneHref,
  wordsBegin,
} from './dealers'

const hours = [
  { days: 'Mo-Sa', opens: '08:00', closes: '20:00' },
  { days: 'Su', opens: '08:30', closes: '17:00' },
] as const

describe('opening hours', () => {
  it('are written for schema.org', () => {
    expect(openingHoursSpec(hours)).toEqual(['Mo-Sa 08:00-20:00', 'Su 08:30-17:00'])
  })

  it('are read in the visitor’s language', () => {
    expect(openingHoursText(hours, 'vi')).toBe(
      'Thứ Hai – Thứ Bảy: 08:00–20:00 · Chủ nhật: 08:30–17:00',
    )
    expect(openingHoursText(hours, 'en')).toBe('Monday–Saturday: 08:00–20:00 · Sunday: 08:30–17:00')
    expect(openingHoursText([{ days: 'Mo-Su', opens: '07:30', closes: '21:00' }], 'en')).toBe(
      'Daily: 07:30–21:00',
    )
  })
})

describe('addressLine', () => {
  it('joins street, ward and province, leaving out empty parts', () => {
    expect(
      addressLine({ street: '218 Nguyễn Trãi', ward: 'Phường Thanh Xuân', provinceName: 'Hà Nội' }),
    ).toBe('218 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội')
    expect(addressLine({ street: 'Lô A2 ', ward: ' ', provinceName: 'Đồng Nai' })).toBe(
      'Lô A2, Đồng Nai',
    )
  })
})

describe('directionsUrl', () => {
  it('opens Google Maps directions to the address, encoded', () => {
    const url = directionsUrl('218 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội & 1/2')
    expect(url.startsWith('https://www.google.com/maps/dir/?api=1&destination=')).toBe(true)
    expect(new URL(url).searchParams.get('destination')).toBe(
      '218 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội & 1/2',
    )
    expect(new URL(url).searchParams.get('api')).toBe('1')
  })
})

describe('phone numbers', () => {
  it('accept landlines, mobiles and hotlines as Vietnamese write them', () => {
    for (const phone of [
      '(024) 3793 5588',
      '0236.3689.688',
      '0903 123 456',
      '+84 903 123 456',
      '1800 585 833',
      '1900 6868',
    ])
      expect(isVietnamesePhone(phone), phone).toBe(true)
  })

  it('refuse anything else', () => {
    for (const phone of ['', '123', '0903 123 45', '+1 212 555 0100', '09031234567890', 'call us'])
      expect(isVietnamesePhone(phone), phone).toBe(false)
  })

  it('become +84 numbers for links', () => {
    expect(phoneHref('(024) 3793 5588')).toBe('+842437935588')
    expect(phoneHref('+84 903 123 456')).toBe('+84903123456')
    expect(phoneHref('1800 585 833')).toBe('1800585833')
  })
})

describe('wordsBegin', () => {
  const address = 'Điện máy Sông Hàn, 78 Núi Thành, Phường Hòa Cường, TP. Đà Nẵng'

  it('finds words by their start, without accents, case or punctuation', () => {
    expect(wordsBegin(address, 'dien may song han')).toBe(true)
    expect(wordsBegin(address, 'SÔNG HÀN')).toBe(true)
    expect(wordsBegin(address, 'song ha')).toBe(true)
    expect(wordsBegin(address, 'tp.da nang')).toBe(true)
    expect(wordsBegin(address, '78 nui')).toBe(true)
  })

  it('needs every word, each at the start of one', () => {
    expect(wordsBegin(address, 'song lam')).toBe(false)
    expect(wordsBegin(address, 'han hanh')).toBe(false)
    expect(wordsBegin('20 Yersin, Phường Thủ Dầu Một', 'sin')).toBe(false)
  })

  it('lets an empty query find everything', () => {
    expect(wordsBegin(address, '  ')).toBe(true)
  })
})
