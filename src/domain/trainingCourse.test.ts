import { describe, expect, it } from 'vitest'

import {
  courseSpan,
  courseStatus,
  nextSession,
  registrationOpen,
  seatsLeft,
  sortedSessions,
} from './trainingCourse'

const session = (startTime: string, endTime: string) => ({ startTime, endTime })
const monday = session('2026-12-07T01:00:00.000Z', '2026-12-07T10:00:00.000Z')
const tuesday = session('2026-12-08T01:00:00.000Z', '2026-12-08T10:00:00.000Z')
const wednesday = session('2026-12-09T01:00:00.000Z', '2026-12-09T10:00:00.000Z')

describe('sessions of a class', () => {
  it('are put in time order, invalid ones left out', () => {
    expect(sortedSessions([wednesday, monday, session('x', 'y'), tuesday])).toEqual([
      monday,
      tuesday,
      wednesday,
    ])
  })

  it('span from the first start to the last end', () => {
    expect(courseSpan([tuesday, wednesday, monday])).toEqual({
      startsAt: monday.startTime,
      endsAt: wednesday.endTime,
    })
    expect(courseSpan([])).toBeNull()
  })

  it('give the class its status and its next session as time passes', () => {
    const span = courseSpan([monday, tuesday, wednesday])!
    const at = (iso: string) => new Date(iso)
    expect(courseStatus(span, at('2026-12-06T00:00:00Z'))).toBe('upcoming')
    expect(courseStatus(span, at(monday.startTime))).toBe('ongoing')
    expect(courseStatus(span, at('2026-12-08T12:00:00Z'))).toBe('ongoing')
    expect(courseStatus(span, at(wednesday.endTime))).toBe('past')
    expect(nextSession([wednesday, monday, tuesday], at('2026-12-01T00:00:00Z'))).toBe(monday)
    // A session running now is the next one until it ends.
    expect(nextSession([monday, tuesday], at('2026-12-07T05:00:00Z'))).toBe(monday)
    expect(nextSession([monday, tuesday], at(monday.endTime))).toBe(tuesday)
    expect(nextSession([monday, tuesday], at(tuesday.endTime))).toBeNull()
  })
})

describe('seats and registration', () => {
  it('count the seats left, never below zero', () => {
    expect(seatsLeft(12, 7)).toBe(5)
    expect(seatsLeft(12, 12)).toBe(0)
    expect(seatsLeft(10, 11)).toBe(0)
  })

  it('open registration only before the class starts and while a seat is left', () => {
    expect(registrationOpen('upcoming', 1)).toBe(true)
    expect(registrationOpen('upcoming', 0)).toBe(false)
    expect(registrationOpen('ongoing', 5)).toBe(false)
    expect(registrationOpen('past', 5)).toBe(false)
  })
})
