import { describe, expect, it } from 'vitest'

import { sitemapEntries } from './sitemapEntries'

describe('sitemapEntries', () => {
  it('lists each page once per language with hreflang alternates, leaving out English fallbacks', () => {
    const entries = sitemapEntries(
      [
        {
          paths: { vi: '/gioi-thieu', en: '/about-us' },
          listed: ['vi', 'en'],
          lastModified: '2026-11-01T00:00:00.000Z',
        },
        { paths: { vi: '/', en: '/' }, listed: ['vi', 'en'] },
        // Not translated: only its Vietnamese address is listed.
        { paths: { vi: '/winners', en: '/winners' }, listed: ['vi'] },
        // Listed twice (a static post and a page): kept once.
        { paths: { vi: '/gioi-thieu', en: '/about-us' }, listed: ['vi', 'en'] },
      ],
      'https://www.sora.vn/',
    )
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://www.sora.vn/gioi-thieu',
      'https://www.sora.vn/en/about-us',
      'https://www.sora.vn/',
      'https://www.sora.vn/en',
      'https://www.sora.vn/winners',
    ])
    expect(entries[1]).toEqual({
      url: 'https://www.sora.vn/en/about-us',
      lastModified: '2026-11-01T00:00:00.000Z',
      alternates: {
        languages: {
          vi: 'https://www.sora.vn/gioi-thieu',
          en: 'https://www.sora.vn/en/about-us',
          'x-default': 'https://www.sora.vn/gioi-thieu',
        },
      },
    })
    expect(entries[4]!.alternates).toEqual({
      languages: {
        vi: 'https://www.sora.vn/winners',
        'x-default': 'https://www.sora.vn/winners',
      },
    })
  })
})
