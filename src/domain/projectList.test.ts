import { describe, expect, it } from 'vitest'

import {
  canonicalProjectState,
  isNarrowed,
  parseProjectListState,
  projectListHref,
  projectListQuery,
} from './projectList'

describe('parseProjectListState', () => {
  it('reads the area, the view, the type, the province and the page, any case', () => {
    expect(
      parseProjectListState({
        t: 'BuildingSolution',
        c: 'casestudy',
        type: 'office',
        province: 'HA-NOI',
        page: '3',
      }),
    ).toEqual({
      area: 'BuildingSolution',
      view: 'caseStudy',
      type: 'Office',
      province: 'ha-noi',
      page: 3,
    })
  })

  it('ignores what it does not know: home appliances, junk, NUL bytes, arrays past the first', () => {
    expect(
      parseProjectListState({
        t: 'homeAppliances',
        c: 'all',
        type: 'Office\u0000',
        province: ['atlantis', 'ha-noi'],
        page: '-2',
      }),
    ).toEqual({ page: 1 })
    expect(parseProjectListState({ t: ['factoryAutomation', 'x'], page: '99999' })).toEqual({
      area: 'FactoryAutomation',
      page: 1,
    })
  })
})

describe('projectListHref', () => {
  it('writes only what is set, in a fixed order, page 1 without a number', () => {
    expect(projectListHref('/ho-so-du-an', { page: 1 })).toBe('/ho-so-du-an')
    expect(
      projectListHref('/ho-so-du-an', {
        page: 2,
        province: 'da-nang',
        type: 'Hotel',
        view: 'gallery',
        area: 'InfrastructureSolution',
      }),
    ).toBe('/ho-so-du-an?t=infrastructureSolution&c=gallery&type=Hotel&province=da-nang&page=2')
  })

  it('round-trips through parsing', () => {
    const state = parseProjectListState({ t: 'factoryAutomation', c: 'caseStudy', page: '2' })
    const href = projectListHref('/x', state)
    const query = Object.fromEntries(new URL(href, 'http://site').searchParams)
    expect(parseProjectListState(query)).toEqual(state)
  })
})

describe('canonicalProjectState', () => {
  it('keeps the area, the view and a later page as addresses of their own', () => {
    expect(canonicalProjectState({ area: 'BuildingSolution', view: 'caseStudy', page: 2 })).toEqual(
      { area: 'BuildingSolution', view: 'caseStudy', page: 2 },
    )
  })

  it('counts a list narrowed by type or province as its first page', () => {
    const narrowed = { area: 'BuildingSolution', type: 'Office', page: 3 } as const
    expect(isNarrowed(narrowed)).toBe(true)
    expect(canonicalProjectState(narrowed)).toEqual({
      area: 'BuildingSolution',
      view: undefined,
      page: 1,
    })
  })
})

describe('projectListQuery', () => {
  const state = parseProjectListState({
    t: 'buildingSolution',
    c: 'gallery',
    type: 'Hospital',
    province: 'can-tho',
    page: '2',
  })

  it('takes the URL’s state on a block with filters', () => {
    expect(projectListQuery({ filters: true, view: 'all', limit: 6 }, state)).toEqual({
      businessArea: 'BuildingSolution',
      view: 'gallery',
      projectCategory: undefined,
      projectType: 'Hospital',
      province: 'can-tho',
      page: 2,
      rowsPerPage: 6,
    })
  })

  it('lets the editor’s choices win over the URL', () => {
    expect(
      projectListQuery(
        { filters: true, businessArea: 'FactoryAutomation', view: 'caseStudy' },
        state,
      ),
    ).toMatchObject({ businessArea: 'FactoryAutomation', view: 'caseStudy', rowsPerPage: 9 })
  })

  it('ignores the URL in a teaser and names the project category as the backend spells it', () => {
    expect(projectListQuery({ projectCategory: 'labProject', limit: 3 }, state)).toEqual({
      businessArea: undefined,
      view: 'all',
      projectCategory: 'Lab_Project',
      projectType: undefined,
      province: undefined,
      page: 1,
      rowsPerPage: 3,
    })
  })
})
