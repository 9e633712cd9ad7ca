import { describe, expect, it } from 'vitest'

import { safeRedirect } from './redirect'

describe('safeRedirect: only paths of this site', () => {
  it('keeps a path with its query and fragment', () => {
    expect(safeRedirect('/profile', '/')).toBe('/profile')
    expect(safeRedirect('/en/tin-tuc-su-kien?t=event#top', '/')).toBe(
      '/en/tin-tuc-su-kien?t=event#top',
    )
  })

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '//evil.example/profile',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/\t/evil.example',
    '/\r\nSet-Cookie: x=1',
    'profile',
    '',
    `/${'a'.repeat(600)}`,
  ])('sends %j to the fallback', (raw) => {
    expect(safeRedirect(raw, '/')).toBe('/')
  })

  it('refuses anything but a string', () => {
    expect(safeRedirect(undefined, '/en')).toBe('/en')
    expect(safeRedirect(['/profile'], '/en')).toBe('/en')
  })
})
