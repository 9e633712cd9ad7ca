import type { Locale } from '@/i18n/locales'

import { foldText } from './textMatch'

/**
 * Dealers, showrooms and service centres (where to buy): their opening hours and the directions
 * link. Pure, shared by the admin, the seed, the backend and the renderer.
 */

/** The days an opening-hours row covers, as schema.org writes them, with their names. */
export const DAY_RANGES = {
  'Mo-Su': { vi: 'Hằng ngày', en: 'Daily' },
  'Mo-Fr': { vi: 'Thứ Hai – Thứ Sáu', en: 'Monday–Friday' },
  'Mo-Sa': { vi: 'Thứ Hai – Thứ Bảy', en: 'Monday–Saturday' },
  'Sa-Su': { vi: 'Thứ Bảy – Chủ nhật', en: 'Saturday–Sunday' },
  Sa: { vi: 'Thứ Bảy', en: 'Saturday' },
  Su: { vi: 'Chủ nhật', en: 'Sunday' },
} as const satisfies Record<string, Record<Locale, string>>
export type DayRange = keyof typeof DAY_RANGES
export const DAY_RANGE_KEYS = Object.keys(DAY_RANGES) as [DayRange, ...DayRange[]]

/** A time of day, `HH:MM` (Asia/Ho_Chi_Minh). */
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** One row of opening hours: the days, and the time they open and close (the same day). */
export type OpeningHours = { days: DayRange; opens: string; closes: string }

/** The rows as schema.org's `openingHours` takes them: `Mo-Sa 08:00-20:00`. */
export const openingHoursSpec = (rows: readonly OpeningHours[]): string[] =>
  rows.map((row) => `${row.days} ${row.opens}-${row.closes}`)

/** The rows as a visitor reads them: `Thứ Hai – Thứ Bảy: 08:00–20:00 · Chủ nhật: 08:00–17:00`. */
export const openingHoursText = (rows: readonly OpeningHours[], locale: Locale): string =>
  rows.map((row) => `${DAY_RANGES[row.days][locale]}: ${row.opens}–${row.closes}`).join(' · ')

/** The address on one line: street, ward, province. */
export const addressLine = (parts: { street: string; ward: string; provinceName: string }) =>
  [parts.street, parts.ward, parts.provinceName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')

/**
 * A Google Maps link that opens directions to `address` from wherever the visitor is (Maps asks
 * for the start itself), so the site needs no map service of its own.
 */
export const directionsUrl = (address: string): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`

const PHONE_SEPARATORS = /[\s.()-]/g

/**
 * A Vietnamese phone number as people write it: a landline with its area code (`(024) 3793 5588`),
 * a mobile (`0903 123 456`, `+84 903 123 456`) or a hotline (`1800 585 833`, `1900 6868`).
 */
export const isVietnamesePhone = (text: string): boolean => {
  const digits = text.trim().replace(PHONE_SEPARATORS, '')
  return /^(?:\+84|0)[1-9]\d{8,9}$/.test(digits) || /^1[89]00\d{4,6}$/.test(digits)
}

/** The number for a `tel:` link and structured data: `+84…` (hotlines stay as they are). */
export const phoneHref = (text: string): string => {
  const digits = text.trim().replace(PHONE_SEPARATORS, '')
  return digits.startsWith('0') ? `+84${digits.slice(1)}` : digits
}

const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/**
 * Whether every word of `query` begins a word of `text`, ignoring case, accents and punctuation:
 * `nguyen trai` finds `218 Nguyễn Trãi`, `sin ho` finds `Xã Sìn Hồ`, `sin` does not find `Yersin`.
 */
export function wordsBegin(text: string, query: string): boolean {
  const words = wordsOf(text)
  return wordsOf(query).every((wanted) => words.some((word) => word.startsWith(wanted)))
}
