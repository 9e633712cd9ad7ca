/** The air-conditioner capacity advisor (issue 4): coefficients come from the admin. */
export type AdvisorCoefficients = {
  /** BTU/h per m² of floor at the reference ceiling height. */
  btuPerSquareMetre: number
  referenceCeilingHeight: number
  /** People the base load already covers, and the load of each one more. */
  peopleIncluded: number
  btuPerExtraPerson: number
  sunFactors: { low: number; normal: number; high: number }
  /** Capacity bands offered, smallest first, with their horsepower. */
  bands: { btu: number; hp: number }[]
}

export const DEFAULT_COEFFICIENTS: AdvisorCoefficients = {
  btuPerSquareMetre: 600,
  referenceCeilingHeight: 2.7,
  peopleIncluded: 2,
  btuPerExtraPerson: 600,
  sunFactors: { low: 0.9, normal: 1, high: 1.15 },
  bands: [
    { btu: 9000, hp: 1 },
    { btu: 12000, hp: 1.5 },
    { btu: 18000, hp: 2 },
    { btu: 24000, hp: 2.5 },
  ],
}

export type Room = {
  area: number
  ceilingHeight: number
  sun: 'low' | 'normal' | 'high'
  people: number
}

export type Recommendation = {
  /** The load the room needs, rounded to 100 BTU/h. */
  needed: number
  band: { btu: number; hp: number }
  /** The room needs more than the largest band: two units or a larger system. */
  exceeds: boolean
}

export const ROOM_LIMITS = {
  area: { min: 5, max: 150 },
  ceilingHeight: { min: 2.2, max: 6 },
  people: { min: 1, max: 30 },
} as const

/** The smallest band covering the room's load: area × height, sun and people. */
export function recommendCapacity(room: Room, coefficients: AdvisorCoefficients): Recommendation {
  const bands = [...coefficients.bands].sort((a, b) => a.btu - b.btu)
  const base =
    room.area *
    coefficients.btuPerSquareMetre *
    (room.ceilingHeight / coefficients.referenceCeilingHeight) *
    coefficients.sunFactors[room.sun]
  const extraPeople = Math.max(0, room.people - coefficients.peopleIncluded)
  const needed = Math.round((base + extraPeople * coefficients.btuPerExtraPerson) / 100) * 100
  const band = bands.find((item) => item.btu >= needed)
  return band
    ? { needed, band, exceeds: false }
    : { needed, band: bands[bands.length - 1]!, exceeds: true }
}
