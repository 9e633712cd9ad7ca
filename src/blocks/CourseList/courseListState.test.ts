import { describe, expect, it } from 'vitest'

import {
  courseListHref,
  courseListQuery,
  hasFilters,
  parseCourseListState,
} from './courseListState'

describe('parseCourseListState', () => {
  it('reads the topic, the level and the page', () => {
    expect(parseCourseListState({ topic: 'Servo', level: 'Advanced', page: '2' })).toEqual({
      topic: 'Servo',
      level: 'Advanced',
      page: 2,
    })
  })

  it('takes names in any case and gives them their own spelling', () => {
    expect(parseCourseListState({ topic: 'plc', level: 'BASIC' })).toEqual({
      topic: 'PLC',
      level: 'Basic',
      page: 1,
    })
  })

  it('ignores empty, unknown and malformed values', () => {
    expect(parseCourseListState({ topic: '', level: 'Expert', page: '0' })).toEqual({
      topic: undefined,
      level: undefined,
      page: 1,
    })
    expect(parseCourseListState({ topic: ['x', 'PLC'], page: ['2', '3'] })).toEqual({
      topic: undefined,
      level: undefined,
      page: 2,
    })
    expect(parseCourseListState({ page: '99999999' }).page).toBe(1)
    expect(parseCourseListState({ topic: 'PLC\u0000' }).topic).toBeUndefined()
  })
})

describe('courseListQuery and courseListHref', () => {
  const state = parseCourseListState({ topic: 'HMI', level: 'Basic', page: '3' })

  it('ask the backend for the filters, the time frame and the page', () => {
    expect(courseListQuery(state, 9, 'all')).toEqual({
      topic: 'HMI',
      level: 'Basic',
      timeFrame: 'all',
      page: 3,
      rowsPerPage: 9,
    })
  })

  it('write the filters in a fixed order and leave page 1 out', () => {
    expect(courseListHref('/training-center', state)).toBe(
      '/training-center?topic=HMI&level=Basic&page=3',
    )
    expect(courseListHref('/training-center', { level: 'Basic', page: 1 })).toBe(
      '/training-center?level=Basic',
    )
    expect(courseListHref('/training-center', { page: 1 })).toBe('/training-center')
  })

  it('tell whether a filter is set', () => {
    expect(hasFilters(state)).toBe(true)
    expect(hasFilters({ page: 2 })).toBe(false)
  })
})
