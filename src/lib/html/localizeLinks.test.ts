import { describe, expect, it } from 'vitest'

import { localizeHtmlLinks } from './localizeLinks'

describe('localizeHtmlLinks', () => {
  it('leaves Vietnamese pages alone', () => {
    expect(localizeHtmlLinks('<a href="/lien-he">x</a>', 'vi')).toBe('<a href="/lien-he">x</a>')
  })

  it('prefixes site paths with /en in English pages', () => {
    expect(localizeHtmlLinks('<a href="/lien-he">x</a> <a href="/">home</a>', 'en')).toBe(
      '<a href="/en/lien-he">x</a> <a href="/en">home</a>',
    )
  })

  it('keeps external, protocol-relative and already English links', () => {
    const html =
      '<a href="https://x.vn/a">a</a><a href="//cdn.x/a">b</a><a href="/en/lien-he">c</a><a href="mailto:a@b.vn">d</a>'
    expect(localizeHtmlLinks(html, 'en')).toBe(html)
  })
})
