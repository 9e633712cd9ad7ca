import { describe, expect, it } from 'vitest'

import { categoryHref } from './links'

describe('categoryHref', () => {
  it('keeps a slug that already ends in its -pc{id} suffix', () => {
    expect(categoryHref({ categorySlug: 'tin-cong-ty-pc3', categoryId: 3 })).toBe(
      '/tin-cong-ty-pc3',
    )
  })

  it('adds the suffix to a bare slug', () => {
    expect(categoryHref({ categorySlug: 'tin-cong-ty', categoryId: 3 })).toBe('/tin-cong-ty-pc3')
  })

  it('is null without a category', () => {
    expect(categoryHref({ categorySlug: null, categoryId: null })).toBeNull()
    expect(categoryHref({ categorySlug: 'tin-cong-ty', categoryId: null })).toBeNull()
  })
})
