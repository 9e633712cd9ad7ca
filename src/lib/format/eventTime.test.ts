import { describe, expect, it } from 'vitest'

import { eventPlace, eventTimeRange, venueWithProvince } from './eventTime'

describe('eventTimeRange', () => {
  it('writes a one-day event as its date and both clock times, in Vietnam time', () => {
    // 01:00 UTC is 08:00 in Ho Chi Minh City; 10:00 UTC is 17:00.
    expect(eventTimeRange('2026-12-10T01:00:00Z', '2026-12-10T10:00:00Z')).toEqual({
      start: '10/12/2026 08:00',
      end: '17:00',
    })
  })

  it('uses the Vietnamese day, not the UTC one', () => {
    // 18:30 UTC on 9 December is already 01:30 on 10 December in Vietnam.
    expect(eventTimeRange('2026-12-09T18:30:00Z', '2026-12-09T20:00:00Z')).toEqual({
      start: '10/12/2026 01:30',
      end: '03:00',
    })
  })

  it('writes both days when the event spans several, on a 24-hour clock', () => {
    expect(eventTimeRange('2026-07-15T02:00:00Z', '2026-07-17T10:30:00Z')).toEqual({
      start: '15/07/2026 09:00',
      end: '17/07/2026 17:30',
    })
    expect(eventTimeRange('2026-07-15T17:00:00Z', '2026-07-16T17:00:00Z')?.start).toBe(
      '16/07/2026 00:00',
    )
  })

  it('gives nothing for an invalid time', () => {
    expect(eventTimeRange('soon', '2026-07-17T10:30:00Z')).toBeNull()
  })
})

describe('eventPlace', () => {
  const place = { venue: null, provinceName: null, onlineUrl: null }

  it('names the venue and the province', () => {
    expect(
      eventPlace({ ...place, venue: 'GEM Center', provinceName: 'TP. Hồ Chí Minh' }, 'Trực tuyến'),
    ).toBe('GEM Center, TP. Hồ Chí Minh')
    expect(eventPlace({ ...place, provinceName: 'Đà Nẵng' }, 'Online')).toBe('Đà Nẵng')
  })

  it('says online for a streamed event, after the venue of a hybrid one', () => {
    expect(eventPlace({ ...place, onlineUrl: 'https://meet.example/x' }, 'Trực tuyến')).toBe(
      'Trực tuyến',
    )
    expect(
      eventPlace(
        { venue: 'Hội trường A', provinceName: null, onlineUrl: 'https://x.example' },
        'Online',
      ),
    ).toBe('Hội trường A · Online')
  })

  it('says nothing when nothing is known', () => {
    expect(eventPlace(place, 'Online')).toBeNull()
  })
})

describe('venueWithProvince', () => {
  it('adds the province unless the address already ends with it', () => {
    expect(
      venueWithProvince({
        venue: 'Hội trường Sen, TP. Hồ Chí Minh',
        provinceName: 'TP. Hồ Chí Minh',
      }),
    ).toBe('Hội trường Sen, TP. Hồ Chí Minh')
    expect(venueWithProvince({ venue: 'Khách sạn Cảng Xanh', provinceName: 'Hải Phòng' })).toBe(
      'Khách sạn Cảng Xanh, Hải Phòng',
    )
    expect(venueWithProvince({ venue: null, provinceName: 'Hà Nội' })).toBe('Hà Nội')
    expect(venueWithProvince({ venue: null, provinceName: null })).toBe('')
  })
})
