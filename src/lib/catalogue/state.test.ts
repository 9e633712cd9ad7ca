import { describe, expect, it } from 'vitest'

import { catalogueSearch, filterPairs, parseCatalogueState } from './state'

const filters = [
  { key: 'type', options: [{ value: 'one-way' }, { value: 'two-way' }] },
  { key: 'capacity', options: [{ value: '9000' }, { value: '12000' }] },
]

describe('catalogue state in the URL', () => {
  it('keeps only the values the filters offer', () => {
    const state = parseCatalogueState(
      {
        capacity: '9000,12000,99',
        type: ['two-way', 'x'],
        colour: 'red',
        sort: 'price',
        page: '3',
      },
      filters,
    )
    expect(state).toEqual({
      selected: { type: ['two-way'], capacity: ['9000', '12000'] },
      sort: 'price',
      keyword: '',
      page: 3,
    })
    expect(filterPairs(state)).toEqual(['type:two-way', 'capacity:9000', 'capacity:12000'])
  })

  it('falls back to defaults for junk and bounds the page', () => {
    expect(parseCatalogueState({ sort: 'random', page: '-2' }, filters)).toEqual({
      selected: {},
      sort: 'displayOrder',
      keyword: '',
      page: 1,
    })
    expect(parseCatalogueState({ page: '500' }, filters).page).toBe(10)
  })

  it('writes a state back as a short, shareable query that parses to the same state', () => {
    const state = parseCatalogueState({ capacity: '12000', sort: 'price', page: '2' }, filters)
    const search = catalogueSearch(state)
    expect(search).toBe('?capacity=12000&sort=price&page=2')
    const params = Object.fromEntries(new URLSearchParams(search))
    expect(parseCatalogueState(params, filters)).toEqual(state)
    expect(catalogueSearch(parseCatalogueState({}, filters))).toBe('')
  })

  it('keeps a searched keyword tidy, bounded and readable in the address', () => {
    const state = parseCatalogueState({ q: '  điều   hòa  ', capacity: '9000' }, filters)
    expect(state.keyword).toBe('điều hòa')
    const search = catalogueSearch(state)
    expect(search).toBe(`?capacity=9000&q=${encodeURIComponent('điều hòa')}`)
    expect(parseCatalogueState(Object.fromEntries(new URLSearchParams(search)), filters)).toEqual(
      state,
    )
    expect(parseCatalogueState({ q: 'x'.repeat(300) }, filters).keyword).toHaveLength(100)
    expect(parseCatalogueState({ q: ['msy-jw', 'other'] }, filters).keyword).toBe('msy-jw')
  })
})
