import { describe, expect, it } from 'vitest'

import { sitemapIndexXml, urlsetXml } from './sitemapXml'

describe('urlsetXml', () => {
  it('writes each address with its hreflang alternates and last change, escaped', () => {
    const xml = urlsetXml([
      {
        url: 'https://www.sora.vn/gioi-thieu?a=1&b=2',
        lastModified: '2026-11-01T00:00:00.000Z',
        alternates: {
          languages: {
            vi: 'https://www.sora.vn/gioi-thieu?a=1&b=2',
            en: 'https://www.sora.vn/en/about-us',
          },
        },
      },
      { url: 'https://www.sora.vn/' },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('<loc>https://www.sora.vn/gioi-thieu?a=1&#38;b=2</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.sora.vn/en/about-us" />',
    )
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    expect(xml).toMatch(/<url>\n<loc>https:\/\/www\.sora\.vn\/<\/loc>\n<\/url>/)
  })
})

describe('sitemapIndexXml', () => {
  it('names each sitemap and, where known, its latest change', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://www.sora.vn/sitemaps/pages.xml', lastModified: '2026-11-02T10:00:00.000Z' },
      { loc: 'https://www.sora.vn/sitemaps/products.xml' },
    ])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
    expect(xml).toContain(
      '<sitemap>\n<loc>https://www.sora.vn/sitemaps/pages.xml</loc>\n<lastmod>2026-11-02T10:00:00.000Z</lastmod>\n</sitemap>',
    )
    expect(xml).toContain(
      '<sitemap>\n<loc>https://www.sora.vn/sitemaps/products.xml</loc>\n</sitemap>',
    )
  })
})
