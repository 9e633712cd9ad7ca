import { describe, expect, it } from 'vitest'

import { DealerKind } from '@/domain/enums'
import { distanceKm } from '@/domain/geo'
import { formerProvincesOf, type ProvinceKey } from '@/domain/provinces'

import { loadContent } from './load'

const { dealers } = loadContent()

/** Where each province is governed from since 1 July 2025 (approximately). */
const SEATS: Record<ProvinceKey, [number, number]> = {
  'ha-noi': [21.028, 105.854],
  'ho-chi-minh': [10.776, 106.7],
  'hai-phong': [20.845, 106.688],
  'da-nang': [16.054, 108.202],
  'can-tho': [10.045, 105.746],
  hue: [16.463, 107.59],
  'an-giang': [10.012, 105.081],
  'bac-ninh': [21.273, 106.194],
  'ca-mau': [9.176, 105.152],
  'cao-bang': [22.666, 106.258],
  'dak-lak': [12.667, 108.038],
  'dien-bien': [21.386, 103.023],
  'dong-nai': [10.945, 106.824],
  'dong-thap': [10.36, 106.36],
  'gia-lai': [13.776, 109.223],
  'ha-tinh': [18.343, 105.905],
  'hung-yen': [20.646, 106.051],
  'khanh-hoa': [12.245, 109.194],
  'lai-chau': [22.396, 103.458],
  'lam-dong': [11.94, 108.438],
  'lang-son': [21.853, 106.761],
  'lao-cai': [21.717, 104.911],
  'nghe-an': [18.673, 105.692],
  'ninh-binh': [20.253, 105.975],
  'phu-tho': [21.322, 105.402],
  'quang-ngai': [15.121, 108.804],
  'quang-ninh': [20.951, 107.073],
  'quang-tri': [17.469, 106.622],
  'son-la': [21.327, 103.914],
  'tay-ninh': [10.536, 106.413],
  'thai-nguyen': [21.594, 105.848],
  'thanh-hoa': [19.807, 105.776],
  'tuyen-quang': [21.823, 105.214],
  'vinh-long': [10.254, 105.972],
}

describe('the seeded dealers', () => {
  it('number sixty or more, in twenty provinces or more, of every kind and business area', () => {
    expect(dealers.length).toBeGreaterThanOrEqual(60)
    expect(new Set(dealers.map(({ vi }) => vi.province)).size).toBeGreaterThanOrEqual(20)
    expect(new Set(dealers.map(({ vi }) => vi.kind))).toEqual(new Set(Object.keys(DealerKind)))
    for (const area of ['HomeAppliances', 'BuildingSolution', 'FactoryAutomation'] as const)
      expect(
        dealers.filter(({ vi }) => vi.businessAreas.includes(area)).length,
        area,
      ).toBeGreaterThan(5)
  })

  it('include places in merged provinces, so searches by a former name find them', () => {
    const merged = dealers.filter(({ vi }) => formerProvincesOf(vi.province).length > 1)
    expect(merged.length).toBeGreaterThan(20)
  })

  it('lie within their province: near its seat (the largest merged provinces span about 150 km)', () => {
    const far = dealers.flatMap(({ key, vi }) => {
      const [latitude, longitude] = SEATS[vi.province]
      const km = distanceKm({ latitude, longitude }, vi)
      return km > 200 ? [`${key}: ${Math.round(km)} km from the seat of ${vi.province}`] : []
    })
    expect(far).toEqual([])
  })

  it('are unique by name and province, as the seed matches them', () => {
    const names = dealers.map(({ vi }) => `${vi.name}|${vi.province}`)
    expect(new Set(names).size).toBe(names.length)
  })

  it('open before they close', () => {
    for (const { key, vi } of dealers)
      for (const row of vi.openingHours) expect(row.opens < row.closes, key).toBe(true)
  })
})
