import { describe, expect, it } from 'vitest'

import { runDays, seedSessions } from './trainingCourses'

// 2026-12-02 is a Wednesday.
const today = '2026-12-02'

describe('seeded course sessions', () => {
  it('run on consecutive weekdays, skipping the weekend', () => {
    expect(runDays({ inDays: 1, count: 3, start: '08:00', end: '17:00' }, today)).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ])
  })

  it('move a weekday run that would start on a weekend to the Monday', () => {
    expect(runDays({ inDays: 3, count: 2, start: '08:00', end: '17:00' }, today)).toEqual([
      '2026-12-07',
      '2026-12-08',
    ])
  })

  it('meet weekly on Saturdays from the first Saturday on or after the day', () => {
    expect(
      runDays({ inDays: -14, count: 3, days: 'saturdays', start: '08:00', end: '12:00' }, today),
    ).toEqual(['2026-11-21', '2026-11-28', '2026-12-05'])
  })

  it('keep any day when asked, spaced as asked', () => {
    expect(
      runDays({ inDays: 4, count: 2, days: 'any', every: 2, start: '08:00', end: '12:00' }, today),
    ).toEqual(['2026-12-06', '2026-12-08'])
  })

  it('become instants in Vietnam time', () => {
    expect(seedSessions([{ inDays: 0, count: 1, start: '08:00', end: '17:00' }], today)).toEqual([
      { startTime: '2026-12-02T01:00:00.000Z', endTime: '2026-12-02T10:00:00.000Z' },
    ])
  })
})
