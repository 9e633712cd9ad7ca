import { describe, expect, it } from 'vitest'

import { listHref, pageCount, pageItems, parseCategory, parsePage, viewOf } from './postList'

describe('parsePage', () => {
  it('reads a plain page number from 1', () => {
    expect(parsePage('2')).toBe(2)
    expect(parsePage(['3', '4'])).toBe(3)
    expect(parsePage('10000')).toBe(10000)
  })

  it('falls back to page 1 for anything else', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '2e1',
      '0x2',
      ' 2',
      'abc',
      '10001',
      '99999',
    ])
      expect(parsePage(raw), String(raw)).toBe(1)
  })
})

describe('parseCategory', () => {
  it('reads an id, or nothing', () => {
    expect(parseCategory('12')).toBe(12)
    expect(parseCategory('0')).toBeNull()
    expect(parseCategory('x')).toBeNull()
    expect(parseCategory(undefined)).toBeNull()
  })
})

describe('pageCount', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
    expect(pageCount(27, 9)).toBe(3)
  })
})

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
  })
})

describe('listHref', () => {
  it('writes only the parameters that matter, in a fixed order, page 1 without a number', () => {
    expect(listHref('/tin-tuc-su-kien', { view: 'news', page: 2 })).toBe(
      '/tin-tuc-su-kien?t=news&page=2',
    )
    expect(listHref('/tin-tuc-su-kien', { view: 'news', category: 7, page: 1 })).toBe(
      '/tin-tuc-su-kien?t=news&c=7',
    )
    expect(listHref('/blog', { page: 3, category: 4 })).toBe('/blog?c=4&page=3')
    expect(listHref('/blog', {})).toBe('/blog')
  })
})

describe('viewOf', () => {
  it('keeps a view key that can travel in a URL', () => {
    expect(viewOf({ t: 'news' })).toBe('news')
    expect(viewOf({ t: ['event', 'news'] })).toBe('event')
    expect(viewOf({ t: '<script>' })).toBeNull()
    expect(viewOf(undefined)).toBeNull()
  })
})
