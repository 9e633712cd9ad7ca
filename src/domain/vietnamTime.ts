/**
 * Days and times in Asia/Ho_Chi_Minh. Vietnam keeps UTC+7 all year (no daylight saving), so a
 * fixed offset is exact and needs no time-zone database.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A day written `YYYY-MM-DD`. */
export type Day = string

/** The day an instant falls on in Vietnam. */
export const vietnamDay = (instant: Date | string): Day =>
  new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10)

/** The instant a day begins in Vietnam (00:00 +07:00). */
export const startOfVietnamDay = (day: Day): Date => new Date(`${day}T00:00:00+07:00`)

/** The instant a day ends in Vietnam: the start of the next day. */
export const endOfVietnamDay = (day: Day): Date =>
  new Date(startOfVietnamDay(day).getTime() + DAY_MS)

/** The day `days` after `day` (negative: before). */
export const addDays = (day: Day, days: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The instant of a clock time (`HH:MM`) on a day in Vietnam. */
export const vietnamTime = (day: Day, clock: string): Date => new Date(`${day}T${clock}:00+07:00`)
