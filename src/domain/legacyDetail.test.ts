import { describe, expect, it } from 'vitest'

import { legacyDetailLookup } from './legacyDetail'

describe('legacyDetailLookup', () => {
  it('reads an id', () => {
    expect(legacyDetailLookup({ id: '12' })).toEqual({ id: 12 })
    expect(legacyDetailLookup({ id: ' 12 ' })).toEqual({ id: 12 })
    expect(legacyDetailLookup({ id: ['7', '8'] })).toEqual({ id: 7 })
  })

  it('reads a slug, bare or with its suffix, in lower case', () => {
    expect(legacyDetailLookup({ slug: 'ky-su-dien' })).toEqual({ slug: 'ky-su-dien' })
    expect(legacyDetailLookup({ slug: ' Ky-Su-Dien-C12 ' })).toEqual({ slug: 'ky-su-dien-c12' })
  })

  it('prefers a valid id to a slug, and falls back to the slug when the id is unusable', () => {
    expect(legacyDetailLookup({ id: '3', slug: 'ky-su' })).toEqual({ id: 3 })
    expect(legacyDetailLookup({ id: 'abc', slug: 'ky-su' })).toEqual({ slug: 'ky-su' })
  })

  it.each([
    [{}],
    [{ id: '' }],
    [{ id: '0' }],
    [{ id: '-4' }],
    [{ id: '1e3' }],
    [{ id: '0x10' }],
    [{ id: '99999999999' }],
    [{ slug: '' }],
    [{ slug: 'ky su' }],
    [{ slug: '../admin' }],
    [{ slug: 'ky--su' }],
    [{ slug: `a${'-b'.repeat(100)}` }],
    [{ id: null, slug: null }],
  ])('refuses %o', (query) => {
    expect(legacyDetailLookup(query)).toBeNull()
  })
})
