import type { EventInfoDto } from '@/contract/post'
import type { EventBadge } from '@/lib/format/eventTime'

/** Vietnam keeps UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000

const pad = (value: number) => String(value).padStart(2, '0')

/** The wall-clock reading of an instant in Asia/Ho_Chi_Minh, as a UTC date; null if invalid. */
function inVietnam(iso: string | null | undefined): Date | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time + VIETNAM_OFFSET_MS)
}

/** An instant as ISO 8601 with Vietnam's offset (`2026-12-03T08:30:00+07:00`), for structured data. */
export function vietnamIso(iso: string | null | undefined): string | null {
  const local = inVietnam(iso)
  return local ? `${local.toISOString().slice(0, 19)}+07:00` : null
}

/** `DD/MM/YYYY HH:MM` in Vietnam (24-hour clock); empty for an invalid date. */
export function formatVietnamDateTime(iso: string | null | undefined): string {
  const local = inVietnam(iso)
  if (!local) return ''
  const date = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
}

/** The instants that decide whether visitors may register. */
export type RegistrationWindow = Pick<
  EventInfoDto,
  'startTime' | 'endTime' | 'registrationOpensAt' | 'registrationClosesAt'
>

/** An instant in milliseconds, or `fallback` when there is none or it is invalid. */
const instant = (iso: string | null, fallback: number): number => {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? fallback : time
}

/**
 * Whether visitors may register at `now`, from the event's instants alone, by the backend's rule
 * (`isRegistrationOpen`): `ended` once the event is over; `soon` before the window opens; `open`
 * inside it (it closes at `registrationClosesAt`, else when the event starts, and at the latest
 * when it ends); `closed` after it. A cached page works it out again in the browser with this,
 * since the backend's answer is as old as the cache.
 */
export function registrationState(event: RegistrationWindow, now: number): EventBadge {
  const end = instant(event.endTime, Infinity)
  if (now >= end) return 'ended'
  if (now < instant(event.registrationOpensAt, -Infinity)) return 'soon'
  const closes = instant(event.registrationClosesAt, instant(event.startTime, Infinity))
  return now < Math.min(closes, end) ? 'open' : 'closed'
}

export type AttendanceMode = 'offline' | 'online' | 'mixed'

/** In person (a venue or province), online (a link) or both. */
export function attendanceMode(
  event: Pick<EventInfoDto, 'venue' | 'province' | 'onlineUrl'>,
): AttendanceMode {
  const inPerson = Boolean(event.venue || event.province)
  if (event.onlineUrl) return inPerson ? 'mixed' : 'online'
  return 'offline'
}
