import { describe, expect, it } from 'vitest'

import { localizedPath, splitLocale, switchLocalePath } from './paths'

describe('locale paths', () => {
  it('prefixes English only', () => {
    expect(localizedPath('vi', '/lien-he')).toBe('/lien-he')
    expect(localizedPath('en', '/lien-he')).toBe('/en/lien-he')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('en', 'gioi-thieu')).toBe('/en/gioi-thieu')
  })

  it('splits a URL path into locale and path', () => {
    expect(splitLocale('/en/lien-he')).toEqual({ locale: 'en', path: '/lien-he' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/lien-he')).toEqual({ locale: 'vi', path: '/lien-he' })
    expect(splitLocale('/english-page')).toEqual({ locale: 'vi', path: '/english-page' })
  })

  it('switches the language of a path', () => {
    expect(switchLocalePath('/en/lien-he', 'vi')).toBe('/lien-he')
    expect(switchLocalePath('/lien-he', 'en')).toBe('/en/lien-he')
    expect(switchLocalePath('/', 'en')).toBe('/en')
    expect(switchLocalePath('/en', 'vi')).toBe('/')
  })
})
