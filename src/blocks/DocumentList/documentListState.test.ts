import { describe, expect, it } from 'vitest'

import { documentListHref, hasFilters, parseDocumentListState } from './documentListState'

describe('the downloads list state', () => {
  it('reads the view, type, category, product, words and page from the URL', () => {
    expect(
      parseDocumentListState({
        t: 'factoryAutomation',
        type: 'CAD',
        category: 'hvac',
        product: '12',
        q: '  r04\u0000cpu  ',
        page: '3',
      }),
    ).toEqual({
      view: 'factoryAutomation',
      area: 'factoryAutomation',
      type: 'cad',
      category: 'HVAC',
      product: 12,
      q: 'r04 cpu',
      page: 3,
    })
  })

  it('ignores what it does not know', () => {
    expect(
      parseDocumentListState({
        t: '<script>',
        type: 'brochure',
        category: 'Toasters',
        product: '-1',
        q: ' ',
        page: 'x',
      }),
    ).toEqual({
      view: null,
      area: undefined,
      type: undefined,
      category: undefined,
      product: undefined,
      q: undefined,
      page: 1,
    })
    expect(parseDocumentListState({ t: 'news' })).toMatchObject({ view: 'news', area: undefined })
    expect(parseDocumentListState({ type: ['manual', 'cad'] }).type).toBe('manual')
  })

  it('links to a state with its parameters in a fixed order, keeping the view', () => {
    expect(documentListHref('/download', { view: null, page: 1 })).toBe('/download')
    expect(
      documentListHref('/download', {
        view: 'homeAppliances',
        type: 'manual',
        category: 'AirConditioning',
        product: 7,
        q: 'lắp đặt',
        page: 2,
      }),
    ).toBe(
      '/download?t=homeAppliances&type=manual&category=AirConditioning&product=7&q=l%E1%BA%AFp+%C4%91%E1%BA%B7t&page=2',
    )
  })

  it('counts category, product and words as filters, not the type or the view', () => {
    expect(hasFilters({ view: 'homeAppliances', type: 'cad', page: 2 })).toBe(false)
    expect(hasFilters({ view: null, q: 'gr', page: 1 })).toBe(true)
    expect(hasFilters({ view: null, product: 3, page: 1 })).toBe(true)
  })
})
