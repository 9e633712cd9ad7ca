import { describe, expect, it } from 'vitest'

import { DEFAULT_COEFFICIENTS, recommendCapacity, type Room } from './advisor'

const room = (overrides: Partial<Room>): Room => ({
  area: 15,
  ceilingHeight: 2.7,
  sun: 'normal',
  people: 2,
  ...overrides,
})

describe('recommendCapacity', () => {
  it.each([
    [room({ area: 12 }), 7200, 9000, 1],
    [room({ area: 15 }), 9000, 9000, 1],
    [room({ area: 18 }), 10800, 12000, 1.5],
    [room({ area: 20, sun: 'high' }), 13800, 18000, 2],
    [room({ area: 25, people: 5 }), 16800, 18000, 2],
    [room({ area: 30, ceilingHeight: 3.2 }), 21300, 24000, 2.5],
    [room({ area: 16, sun: 'low' }), 8600, 9000, 1],
  ])('%o needs %i BTU/h: the %i BTU/h band (%s HP)', (input, needed, btu, hp) => {
    expect(recommendCapacity(input, DEFAULT_COEFFICIENTS)).toEqual({
      needed,
      band: { btu, hp },
      exceeds: false,
    })
  })

  it('says when a room needs more than the largest band', () => {
    const result = recommendCapacity(room({ area: 60 }), DEFAULT_COEFFICIENTS)
    expect(result).toMatchObject({ needed: 36000, band: { btu: 24000 }, exceeds: true })
  })

  it('follows the coefficients from the admin', () => {
    const result = recommendCapacity(room({ area: 15 }), {
      ...DEFAULT_COEFFICIENTS,
      btuPerSquareMetre: 800,
    })
    expect(result).toMatchObject({ needed: 12000, band: { btu: 12000, hp: 1.5 } })
  })
})
