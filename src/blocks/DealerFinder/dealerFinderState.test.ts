import { describe, expect, it } from 'vitest'

import {
  dealerFinderHref,
  dealerQuery,
  hasFilters,
  parseDealerFinderState,
} from './dealerFinderState'

describe('parseDealerFinderState', () => {
  it('reads the business area, filters, search, position and page', () => {
    expect(
      parseDealerFinderState({
        t: 'factoryAutomation',
        province: 'da-nang',
        kind: 'Showroom',
        q: '  Nguyễn   Trãi ',
        lat: '16.0544',
        lng: '108.2022',
        page: '2',
      }),
    ).toEqual({
      area: 'factoryAutomation',
      province: 'da-nang',
      former: undefined,
      kind: 'Showroom',
      q: 'Nguyễn Trãi',
      position: { latitude: 16.05, longitude: 108.2 },
      page: 2,
    })
  })

  it('takes a province by any name, current or former, and remembers a merged one', () => {
    expect(parseDealerFinderState({ province: 'Hà Nội' })).toMatchObject({
      province: 'ha-noi',
      former: undefined,
    })
    expect(parseDealerFinderState({ province: 'binh duong' })).toMatchObject({
      province: 'ho-chi-minh',
      former: { vi: 'Bình Dương', now: 'ho-chi-minh' },
    })
  })

  it('takes names in any case', () => {
    expect(parseDealerFinderState({ t: 'HOMEAPPLIANCES', kind: 'servicecentre' })).toMatchObject({
      area: 'homeAppliances',
      kind: 'ServiceCentre',
    })
  })

  it('ignores empty, unknown and malformed values', () => {
    expect(
      parseDealerFinderState({
        t: 'space',
        province: 'Atlantis',
        kind: '',
        q: 'x\u0000y',
        lat: '91',
        lng: '106',
        page: '-1',
      }),
    ).toEqual({
      area: undefined,
      province: undefined,
      former: undefined,
      kind: undefined,
      q: 'x y',
      position: undefined,
      page: 1,
    })
    expect(parseDealerFinderState({ lat: '10.5' }).position).toBeUndefined()
    expect(parseDealerFinderState({ lat: '1e3', lng: '0x10' }).position).toBeUndefined()
    expect(parseDealerFinderState({ q: 'a'.repeat(300) }).q).toHaveLength(100)
  })
})

describe('dealerQuery and dealerFinderHref', () => {
  const state = parseDealerFinderState({
    t: 'buildingSolution',
    province: 'Bình Dương',
    kind: 'Dealer',
    q: 'điện lạnh',
    lat: '10.98',
    lng: '106.65',
    page: '3',
  })

  it('ask the backend for the area, filters, position and page', () => {
    expect(dealerQuery(state, 12)).toEqual({
      businessArea: 'BuildingSolution',
      kind: 'Dealer',
      province: 'ho-chi-minh',
      keyword: 'điện lạnh',
      lat: 10.98,
      lng: 106.65,
      page: 3,
      rowsPerPage: 12,
    })
  })

  it('write the state in a fixed order with today’s province key, page 1 left out', () => {
    expect(dealerFinderHref('/mua-o-dau', state)).toBe(
      '/mua-o-dau?t=buildingSolution&province=ho-chi-minh&kind=Dealer&q=%C4%91i%E1%BB%87n+l%E1%BA%A1nh&lat=10.98&lng=106.65&page=3',
    )
    expect(dealerFinderHref('/mua-o-dau', { q: '', page: 1 })).toBe('/mua-o-dau')
  })

  it('tell whether the visitor narrowed the list', () => {
    expect(hasFilters(state)).toBe(true)
    expect(hasFilters(parseDealerFinderState({ t: 'homeAppliances', lat: '10', lng: '106' }))).toBe(
      false,
    )
  })
})
