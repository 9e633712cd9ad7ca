import type { EventInfoDto } from '@/contract/post'
import { TIME_ZONE } from '@/i18n/locales'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `DD/MM/YYYY` and `HH:MM` of an instant in Vietnam, or null for an invalid one. */
function dayAndClock(iso: string): { day: string; clock: string } | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const found = parts.formatToParts(date)
  const part = (type: string) => found.find((entry) => entry.type === type)?.value ?? ''
  return {
    day: `${part('day')}/${part('month')}/${part('year')}`,
    clock: `${part('hour')}:${part('minute')}`,
  }
}

/**
 * When an event runs, in Vietnam's time zone, as the two ends of a range: `10/12/2026 08:00` to
 * `17:00` within one day, both days written out when it spans several. Null when a time is invalid.
 */
export function eventTimeRange(
  startIso: string,
  endIso: string,
): { start: string; end: string } | null {
  const start = dayAndClock(startIso)
  const end = dayAndClock(endIso)
  if (!start || !end) return null
  return {
    start: `${start.day} ${start.clock}`,
    end: start.day === end.day ? end.clock : `${end.day} ${end.clock}`,
  }
}

/**
 * Where an event takes place: its venue and province, "online" (in the visitor's language) when
 * it streams, both for a hybrid event; null when nothing is known.
 */
/** The venue, then the province unless the venue's address already ends with it. */
export function venueWithProvince(event: Pick<EventInfoDto, 'venue' | 'provinceName'>): string {
  const { venue, provinceName } = event
  if (!venue) return provinceName ?? ''
  if (!provinceName || venue.trimEnd().endsWith(provinceName)) return venue
  return `${venue}, ${provinceName}`
}

export function eventPlace(
  event: Pick<EventInfoDto, 'venue' | 'provinceName' | 'onlineUrl'>,
  online: string,
): string | null {
  const place = venueWithProvince(event)
  if (!event.onlineUrl) return place || null
  return place ? `${place} · ${online}` : online
}

/** The registration state an event shows: open, opening later, closed, or over. */
export type EventBadge = 'open' | 'soon' | 'closed' | 'ended'
