import { describe, expect, it } from 'vitest'

import { distanceKm, roundCoordinate } from './geo'

const hanoi = { latitude: 21.0285, longitude: 105.8542 }
const saigon = { latitude: 10.7769, longitude: 106.7009 }

describe('distanceKm', () => {
  it('measures the great-circle distance (Hà Nội – TP. Hồ Chí Minh is about 1,140 km)', () => {
    expect(distanceKm(hanoi, saigon)).toBeGreaterThan(1130)
    expect(distanceKm(hanoi, saigon)).toBeLessThan(1150)
  })

  it('is zero for one point and the same both ways', () => {
    expect(distanceKm(hanoi, hanoi)).toBe(0)
    expect(distanceKm(saigon, hanoi)).toBeCloseTo(distanceKm(hanoi, saigon), 9)
  })

  it('measures a degree of latitude as about 111 km, and a short hop in metres', () => {
    expect(
      distanceKm({ latitude: 10, longitude: 106 }, { latitude: 11, longitude: 106 }),
    ).toBeCloseTo(111.2, 1)
    const step = distanceKm(hanoi, { latitude: 21.0295, longitude: 105.8542 })
    expect(step).toBeCloseTo(0.111, 3)
  })

  it('stays finite for points on opposite sides of the earth', () => {
    const far = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })
    expect(far).toBeCloseTo(Math.PI * 6371.0088, 3)
  })
})

describe('roundCoordinate', () => {
  it('keeps two decimals (about a kilometre)', () => {
    expect(roundCoordinate(10.776912)).toBe(10.78)
    expect(roundCoordinate(-0.004)).toBe(-0)
    expect(roundCoordinate(106.7)).toBe(106.7)
  })
})
