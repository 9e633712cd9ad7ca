/** A point on the earth in decimal degrees (WGS 84, as browsers and maps give them). */
export type Coordinates = { latitude: number; longitude: number }

/** The mean earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Where a place in Vietnam may lie: the mainland and its near islands, from Cà Mau cape (8.5° N)
 * to Lũng Cú (23.4° N), Phú Quốc (103.8° E) to the coast of Khánh Hòa (109.5° E).
 */
export const VIETNAM_BOUNDS = {
  minLatitude: 8,
  maxLatitude: 23.5,
  minLongitude: 102,
  maxLongitude: 110,
} as const

/**
 * A visitor's position as a URL keeps it: two decimals (about 1 km), enough to sort places by
 * distance without putting an exact home address in links and logs.
 */
export const roundCoordinate = (value: number): number => Math.round(value * 100) / 100
