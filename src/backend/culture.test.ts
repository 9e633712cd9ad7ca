import { describe, expect, it } from 'vitest'

import { cultureHeaderValue } from '@/contract/headers'

import { resolveCulture } from './culture'

const headers = (init: Record<string, string>) => new Headers(init)

describe('resolveCulture', () => {
  it('reads the ASP.NET culture header, UI culture first', () => {
    expect(resolveCulture(headers({ '.AspNetCore.Culture': 'c=vi|uic=en' }))).toBe('en')
    expect(resolveCulture(headers({ '.AspNetCore.Culture': 'c=en-US|uic=en-US' }))).toBe('en')
    expect(resolveCulture(headers({ '.AspNetCore.Culture': 'c=vi' }))).toBe('vi')
  })

  it('falls back to the culture cookie, then Accept-Language, then Vietnamese', () => {
    expect(resolveCulture(headers({ cookie: 'a=1; .AspNetCore.Culture=c%3Den%7Cuic%3Den' }))).toBe(
      'en',
    )
    expect(resolveCulture(headers({ 'accept-language': 'fr-FR,en;q=0.8,vi;q=0.5' }))).toBe('en')
    expect(resolveCulture(headers({ 'accept-language': 'fr-FR' }))).toBe('vi')
    expect(resolveCulture(headers({}))).toBe('vi')
  })

  it('ignores a malformed culture header or cookie', () => {
    expect(
      resolveCulture(headers({ '.AspNetCore.Culture': '%E0%A4%A', 'accept-language': 'en' })),
    ).toBe('en')
    expect(resolveCulture(headers({ cookie: '.AspNetCore.Culture=%E0%A4%A' }))).toBe('vi')
  })

  it('ignores unknown cultures in the header', () => {
    expect(
      resolveCulture(headers({ '.AspNetCore.Culture': 'c=ja|uic=ja', 'accept-language': 'en' })),
    ).toBe('en')
  })

  it('writes the header the client sends', () => {
    expect(cultureHeaderValue('vi')).toBe('c=vi|uic=vi')
  })
})
