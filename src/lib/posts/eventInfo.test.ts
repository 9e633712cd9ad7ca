import { describe, expect, it } from 'vitest'

import { attendanceMode, formatVietnamDateTime, registrationState, vietnamIso } from './eventInfo'

describe('vietnamIso', () => {
  it('writes an instant in Vietnam time with its +07:00 offset', () => {
    expect(vietnamIso('2026-12-03T01:30:00.000Z')).toBe('2026-12-03T08:30:00+07:00')
  })

  it('moves to the next day in Vietnam after 17:00 UTC', () => {
    expect(vietnamIso('2026-12-31T18:15:00Z')).toBe('2027-01-01T01:15:00+07:00')
  })

  it('is null without a valid date', () => {
    expect(vietnamIso('not a date')).toBeNull()
    expect(vietnamIso(null)).toBeNull()
  })
})

describe('formatVietnamDateTime', () => {
  it('writes DD/MM/YYYY HH:MM in Vietnam time', () => {
    expect(formatVietnamDateTime('2026-11-30T17:05:00Z')).toBe('01/12/2026 00:05')
  })

  it('is empty without a valid date', () => {
    expect(formatVietnamDateTime(null)).toBe('')
    expect(formatVietnamDateTime('31/12/2026')).toBe('')
  })
})

describe('registrationState', () => {
  const event = {
    startTime: '2026-12-03T01:30:00Z',
    registrationOpensAt: '2026-11-01T00:00:00Z',
    registrationClosesAt: '2026-12-01T00:00:00Z',
    endTime: '2026-12-03T10:00:00Z',
  }
  const at = (iso: string) => Date.parse(iso)

  it('opens soon before the window opens', () => {
    expect(registrationState(event, at('2026-10-31T23:59:59Z'))).toBe('soon')
  })

  it('is open inside the window, from its first instant', () => {
    expect(registrationState(event, at('2026-11-01T00:00:00Z'))).toBe('open')
    expect(registrationState(event, at('2026-11-26T09:00:00Z'))).toBe('open')
  })

  it('is closed after the window closes and before the event ends', () => {
    expect(registrationState(event, at('2026-12-01T00:00:00Z'))).toBe('closed')
    expect(registrationState(event, at('2026-12-03T09:59:59Z'))).toBe('closed')
  })

  it('has ended once the event is over, whatever the window', () => {
    expect(registrationState(event, at('2026-12-03T10:00:00Z'))).toBe('ended')
    expect(
      registrationState({ ...event, registrationClosesAt: null }, at('2027-01-01T00:00:00Z')),
    ).toBe('ended')
  })

  it('without a closing date, closes when the event starts (as the backend does)', () => {
    const open = { ...event, registrationClosesAt: null }
    expect(registrationState(open, at('2026-12-03T01:29:59Z'))).toBe('open')
    expect(registrationState(open, at('2026-12-03T01:30:00Z'))).toBe('closed')
  })

  it('closes when the event ends even if the window was set later', () => {
    const late = { ...event, registrationClosesAt: '2026-12-10T00:00:00Z' }
    expect(registrationState(late, at('2026-12-03T09:00:00Z'))).toBe('open')
    expect(registrationState(late, at('2026-12-05T00:00:00Z'))).toBe('ended')
  })

  it('without an opening date, is open from the start', () => {
    expect(
      registrationState({ ...event, registrationOpensAt: null }, at('2020-01-01T00:00:00Z')),
    ).toBe('open')
  })
})

describe('attendanceMode', () => {
  const none = { venue: null, province: null, onlineUrl: null }

  it('is offline with a venue or a province only', () => {
    expect(attendanceMode({ ...none, venue: 'Hội trường A' })).toBe('offline')
    expect(attendanceMode({ ...none, province: 'ha-noi' })).toBe('offline')
  })

  it('is online with a link only', () => {
    expect(attendanceMode({ ...none, onlineUrl: 'https://meet.example.com/x' })).toBe('online')
  })

  it('is mixed with both', () => {
    expect(
      attendanceMode({ venue: 'Hall', province: 'ha-noi', onlineUrl: 'https://example.com' }),
    ).toBe('mixed')
  })

  it('counts as in person when nothing is said', () => {
    expect(attendanceMode(none)).toBe('offline')
  })
})
