import { describe, expect, it } from 'vitest'

import { HREF_PATTERN } from './link'

describe('link targets', () => {
  it('accept site paths, parts of the page, other sites, mail and phone', () => {
    for (const href of [
      '/lien-he',
      '/en/tuyen-dung?x=1',
      '#dang-ky',
      'https://www.soraelectric.vn',
      'mailto:events@soraelectric.vn',
      'tel:1800585833',
    ])
      expect(href).toMatch(HREF_PATTERN)
  })

  it('refuse scripts, protocol-relative addresses, bare words and empty anchors', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'lien-he', '#', '#1a', '# x'])
      expect(href).not.toMatch(HREF_PATTERN)
  })
})
