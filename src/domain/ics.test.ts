import { describe, expect, it } from 'vitest'

import { foldLine, icsCalendar, icsText, icsTime } from './ics'

/** Undoes folding, as a calendar reading the file does. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

const event = {
  uid: 'ticket-SE7K2M9Q@soraelectric.vn',
  // 09:00–11:30 in Hà Nội (UTC+7).
  start: new Date('2026-12-10T02:00:00.000Z'),
  end: new Date('2026-12-10T04:30:00.000Z'),
  title: 'Hội thảo Tòa nhà Net Zero: giải pháp HVAC, chiếu sáng; quản lý năng lượng',
  description: 'Mã vé: SE7K2M9Q\nMang theo mã QR khi đến, cổng số 2.',
  location: 'Trung tâm Hội nghị Quốc gia, Mễ Trì, Nam Từ Liêm, Hà Nội',
  url: 'https://soraelectric.vn/netzero-energy-building-event',
  stamp: new Date('2026-11-29T08:15:30.123Z'),
}

describe('icsTime and icsText', () => {
  it('writes UTC times without separators or milliseconds', () => {
    expect(icsTime(event.stamp)).toBe('20261129T081530Z')
  })

  it('escapes what TEXT values may not hold', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })
})

describe('foldLine', () => {
  it('keeps every physical line within 75 octets, without splitting a character', () => {
    const line = `SUMMARY:${'Điều hòa không khí – tiết kiệm năng lượng '.repeat(6)}`
    const folded = foldLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(3)
    for (const part of physical)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(unfold(folded)).toBe(line)
  })

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0')
  })
})

describe('icsCalendar', () => {
  it('writes one event with CRLF lines that read back to what was given', () => {
    const file = icsCalendar(event)
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/)
    const lines = unfold(file).trimEnd().split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines).toContain('UID:ticket-SE7K2M9Q@soraelectric.vn')
    expect(lines).toContain('DTSTART:20261210T020000Z')
    expect(lines).toContain('DTEND:20261210T043000Z')
    expect(lines).toContain('DTSTAMP:20261129T081530Z')
    expect(lines).toContain(
      'SUMMARY:Hội thảo Tòa nhà Net Zero: giải pháp HVAC\\, chiếu sáng\\; quản lý năng lượng',
    )
    expect(lines).toContain('DESCRIPTION:Mã vé: SE7K2M9Q\\nMang theo mã QR khi đến\\, cổng số 2.')
    expect(lines).toContain('URL:https://soraelectric.vn/netzero-energy-building-event')
  })

  it('refuses an event that ends before it starts', () => {
    expect(() => icsCalendar({ ...event, end: event.start })).toThrow()
  })
})
