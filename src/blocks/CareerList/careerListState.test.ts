import { describe, expect, it } from 'vitest'

import {
  careerListHref,
  careerListQuery,
  hasFilters,
  parseCareerListState,
} from './careerListState'

describe('parseCareerListState', () => {
  it('reads the filters and the page', () => {
    expect(
      parseCareerListState({
        province: 'ha-noi',
        area: 'FactoryAutomation',
        level: 'Senior',
        page: '3',
      }),
    ).toEqual({ province: 'ha-noi', area: 'FactoryAutomation', level: 'Senior', page: 3 })
  })

  it('takes names in any case and gives them their own spelling', () => {
    expect(
      parseCareerListState({ province: 'HA-NOI', area: 'factoryautomation', level: 'senior' }),
    ).toEqual({ province: 'ha-noi', area: 'FactoryAutomation', level: 'Senior', page: 1 })
  })

  it('ignores empty, unknown and malformed values (an empty form field sends "")', () => {
    expect(
      parseCareerListState({ province: '', area: 'Space', level: ['x', 'Senior'], page: '-2' }),
    ).toEqual({ province: undefined, area: undefined, level: undefined, page: 1 })
    expect(parseCareerListState({ page: '2.5' }).page).toBe(1)
    expect(parseCareerListState({ page: 'abc' }).page).toBe(1)
  })

  it('asks for no page beyond what the backend answers', () => {
    expect(parseCareerListState({ page: '99999999' }).page).toBe(1)
  })
})

describe('careerListQuery and careerListHref', () => {
  const state = parseCareerListState({ province: 'da-nang', level: 'Staff', page: '2' })

  it('ask the backend for the filters and the page', () => {
    expect(careerListQuery(state, 10)).toEqual({
      province: 'da-nang',
      businessArea: undefined,
      level: 'Staff',
      page: 2,
      rowsPerPage: 10,
    })
  })

  it('write the filters in a fixed order and leave page 1 out', () => {
    expect(careerListHref('/tuyen-dung', state)).toBe(
      '/tuyen-dung?province=da-nang&level=Staff&page=2',
    )
    expect(careerListHref('/tuyen-dung', { ...state, page: 1 })).toBe(
      '/tuyen-dung?province=da-nang&level=Staff',
    )
    expect(careerListHref('/tuyen-dung', { page: 1 })).toBe('/tuyen-dung')
  })

  it('tell whether any filter is set', () => {
    expect(hasFilters(state)).toBe(true)
    expect(hasFilters({ page: 4 })).toBe(false)
  })
})
