import { describe, expect, it } from 'vitest'

import {
  FORMER_PROVINCES,
  formerProvinceNamed,
  formerProvincesOf,
  placeNameKey,
  PROVINCE_KEYS,
  PROVINCES,
  resolveProvince,
  type ProvinceKey,
} from './provinces'

/** The 2025 mergers (Resolution 202/2025/QH15): successor ← the former provinces it took in. */
const MERGERS: Record<ProvinceKey, string[]> = {
  'ha-noi': ['Hà Nội'],
  'ho-chi-minh': ['TP. Hồ Chí Minh', 'Bình Dương', 'Bà Rịa - Vũng Tàu'],
  'hai-phong': ['Hải Phòng', 'Hải Dương'],
  'da-nang': ['Đà Nẵng', 'Quảng Nam'],
  'can-tho': ['Cần Thơ', 'Sóc Trăng', 'Hậu Giang'],
  hue: ['Thừa Thiên Huế'],
  'an-giang': ['An Giang', 'Kiên Giang'],
  'bac-ninh': ['Bắc Ninh', 'Bắc Giang'],
  'ca-mau': ['Cà Mau', 'Bạc Liêu'],
  'cao-bang': ['Cao Bằng'],
  'dak-lak': ['Đắk Lắk', 'Phú Yên'],
  'dien-bien': ['Điện Biên'],
  'dong-nai': ['Đồng Nai', 'Bình Phước'],
  'dong-thap': ['Đồng Tháp', 'Tiền Giang'],
  'gia-lai': ['Gia Lai', 'Bình Định'],
  'ha-tinh': ['Hà Tĩnh'],
  'hung-yen': ['Hưng Yên', 'Thái Bình'],
  'khanh-hoa': ['Khánh Hòa', 'Ninh Thuận'],
  'lai-chau': ['Lai Châu'],
  'lam-dong': ['Lâm Đồng', 'Đắk Nông', 'Bình Thuận'],
  'lang-son': ['Lạng Sơn'],
  'lao-cai': ['Lào Cai', 'Yên Bái'],
  'nghe-an': ['Nghệ An'],
  'ninh-binh': ['Ninh Bình', 'Hà Nam', 'Nam Định'],
  'phu-tho': ['Phú Thọ', 'Vĩnh Phúc', 'Hòa Bình'],
  'quang-ngai': ['Quảng Ngãi', 'Kon Tum'],
  'quang-ninh': ['Quảng Ninh'],
  'quang-tri': ['Quảng Trị', 'Quảng Bình'],
  'son-la': ['Sơn La'],
  'tay-ninh': ['Tây Ninh', 'Long An'],
  'thai-nguyen': ['Thái Nguyên', 'Bắc Kạn'],
  'thanh-hoa': ['Thanh Hóa'],
  'tuyen-quang': ['Tuyên Quang', 'Hà Giang'],
  'vinh-long': ['Vĩnh Long', 'Bến Tre', 'Trà Vinh'],
}

const unaccented = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')

describe('the provinces', () => {
  it('are the 34 units since 1 July 2025, and the 63 before them', () => {
    expect(PROVINCE_KEYS).toHaveLength(34)
    expect(Object.keys(FORMER_PROVINCES)).toHaveLength(63)
    expect(Object.values(MERGERS).flat().sort()).toEqual(
      Object.values(FORMER_PROVINCES)
        .map((former) => former.vi)
        .sort(),
    )
  })

  it('map every former province to its successor, as the 2025 reform merged them', () => {
    for (const [successor, names] of Object.entries(MERGERS)) {
      const formers = formerProvincesOf(successor as ProvinceKey).map((former) => former.vi)
      expect(formers.sort(), successor).toEqual([...names].sort())
    }
  })
})

describe('resolveProvince', () => {
  it('resolves every former name, in Vietnamese, English and without accents, to its successor', () => {
    for (const [key, former] of Object.entries(FORMER_PROVINCES)) {
      for (const name of [
        key,
        former.vi,
        former.en,
        unaccented(former.vi),
        former.vi.toUpperCase(),
      ])
        expect(resolveProvince(name), name).toBe(former.now)
    }
  })

  it('resolves every current key and name to itself', () => {
    for (const key of PROVINCE_KEYS) {
      for (const name of [key, PROVINCES[key].vi, PROVINCES[key].en, key.toUpperCase()])
        expect(resolveProvince(name), name).toBe(key)
    }
  })

  it('names the merged provinces of the issue by their new unit', () => {
    expect(resolveProvince('Bà Rịa - Vũng Tàu')).toBe('ho-chi-minh')
    expect(resolveProvince('Bà Rịa – Vũng Tàu')).toBe('ho-chi-minh')
    expect(resolveProvince('Ba Ria Vung Tau')).toBe('ho-chi-minh')
    expect(resolveProvince('Bình Dương')).toBe('ho-chi-minh')
    expect(resolveProvince('Hà Giang')).toBe('tuyen-quang')
    expect(resolveProvince('Bình Định')).toBe('gia-lai')
    expect(resolveProvince('Thừa Thiên - Huế')).toBe('hue')
  })

  it('ignores the prefixes "TP.", "Thành phố", "Tỉnh" and the words "City", "Province"', () => {
    for (const name of [
      'TP. Hồ Chí Minh',
      'TP.HCM',
      'tp hcm',
      'Thành phố Hồ Chí Minh',
      'thanh pho ho chi minh',
      'Ho Chi Minh City',
      'Sài Gòn',
      'Saigon',
      'HCMC',
    ])
      expect(resolveProvince(name), name).toBe('ho-chi-minh')
    expect(resolveProvince('Tỉnh Bình Dương')).toBe('ho-chi-minh')
    expect(resolveProvince('tinh binh duong')).toBe('ho-chi-minh')
    expect(resolveProvince('Binh Duong Province')).toBe('ho-chi-minh')
    expect(resolveProvince('Thành phố Huế')).toBe('hue')
    expect(resolveProvince('Hue City')).toBe('hue')
    expect(resolveProvince('TP Cần Thơ')).toBe('can-tho')
  })

  it('takes the spellings people write: joined words, both accent placements, older forms', () => {
    expect(resolveProvince('Hanoi')).toBe('ha-noi')
    expect(resolveProvince('Danang')).toBe('da-nang')
    expect(resolveProvince('Haiphong')).toBe('hai-phong')
    expect(resolveProvince('Kontum')).toBe('quang-ngai')
    expect(resolveProvince('Daklak')).toBe('dak-lak')
    expect(resolveProvince('Khánh Hoà')).toBe('khanh-hoa')
    expect(resolveProvince('Hoà Bình')).toBe('phu-tho')
    expect(resolveProvince('Thanh Hoá')).toBe('thanh-hoa')
    expect(resolveProvince('Bắc Cạn')).toBe('thai-nguyen')
    expect(resolveProvince('  ha   noi  ')).toBe('ha-noi')
  })

  it('answers null for anything that names no province', () => {
    for (const text of [
      '',
      '   ',
      'TP.',
      'Atlantis',
      'Hà',
      'Quảng',
      'an',
      'x\u0000',
      'a'.repeat(101),
    ])
      expect(resolveProvince(text), text).toBeNull()
  })
})

describe('formerProvinceNamed', () => {
  it('tells a merged province, by any of its names, and where it belongs now', () => {
    expect(formerProvinceNamed('binh duong')).toMatchObject({
      vi: 'Bình Dương',
      now: 'ho-chi-minh',
    })
    expect(formerProvinceNamed('Tỉnh Hà Giang')).toMatchObject({ now: 'tuyen-quang' })
    expect(formerProvinceNamed('Thừa Thiên Huế')).toMatchObject({ now: 'hue' })
  })

  it('answers null for a province that is still a unit of its own, or no province', () => {
    for (const text of ['Hà Nội', 'ho-chi-minh', 'Tuyên Quang', 'Huế', 'Atlantis', ''])
      expect(formerProvinceNamed(text), text).toBeNull()
  })
})

describe('placeNameKey', () => {
  it('folds a name to letters and digits', () => {
    expect(placeNameKey('TP. Hồ Chí Minh')).toBe('hochiminh')
    expect(placeNameKey('Đắk Lắk')).toBe('daklak')
    expect(placeNameKey('ba-ria-vung-tau')).toBe('bariavungtau')
  })
})
