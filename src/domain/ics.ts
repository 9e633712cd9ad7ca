/**
 * One event as an iCalendar file (RFC 5545), for "add to calendar" on a ticket: times in UTC,
 * texts escaped, lines folded at 75 octets (never inside a UTF-8 character), CRLF endings.
 */

export type CalendarEvent = {
  /** Stable and unique: a calendar replaces the entry when the same UID comes again. */
  uid: string
  start: Date
  end: Date
  title: string
  description?: string
  location?: string
  url?: string
  /** When the file was made (DTSTAMP). */
  stamp: Date
}

const PRODUCT_ID = '-//Sora Electric Vietnam//Events//VI'

/** `YYYYMMDDTHHMMSSZ` (UTC). */
export const icsTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export const icsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** Folds a content line: at most 75 octets per physical line, continued with CRLF and a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The whole `.ics` file for one event. */
export function icsCalendar(event: CalendarEvent): string {
  if (!(event.end > event.start)) throw new Error('An event must end after it starts')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
