import { describe, expect, it } from 'vitest'

import { languageHrefs, pageMetadata, samePathEverywhere } from './metadata'

describe('pageMetadata', () => {
  it('sets canonical, hreflang vi/en/x-default and the Open Graph locale', () => {
    const metadata = pageMetadata({
      locale: 'en',
      paths: { vi: '/san-pham-prd1', en: '/product-prd1' },
      title: 'Product',
    })
    expect(metadata.alternates?.canonical).toBe('/en/product-prd1')
    expect(metadata.alternates?.languages).toEqual({
      vi: '/san-pham-prd1',
      en: '/en/product-prd1',
      'x-default': '/san-pham-prd1',
    })
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['vi_VN'] })
  })

  it('marks pages that must not be indexed', () => {
    expect(
      pageMetadata({ locale: 'vi', paths: samePathEverywhere('/x'), title: 'x', noIndex: true })
        .robots,
    ).toEqual({ index: false, follow: true })
  })

  it('lists the RSS feeds a page offers, and none by default', () => {
    const feeds = [{ url: '/feeds/vi/news.xml', title: 'Tin tức' }]
    expect(
      pageMetadata({ locale: 'vi', paths: samePathEverywhere('/x'), title: 'x', feeds }).alternates
        ?.types,
    ).toEqual({ 'application/rss+xml': feeds })
    expect(
      pageMetadata({ locale: 'vi', paths: samePathEverywhere('/x'), title: 'x' }).alternates,
    ).not.toHaveProperty('types')
  })
})

describe('languageHrefs', () => {
  it('gives the language switcher each counterpart’s own address from the hreflang links', () => {
    const metadata = pageMetadata({
      locale: 'vi',
      paths: { vi: '/may-lanh-prd1', en: '/air-conditioner-prd1' },
      title: 'Máy lạnh',
    })
    expect(languageHrefs(metadata)).toEqual({
      vi: '/may-lanh-prd1',
      en: '/en/air-conditioner-prd1',
    })
    expect(languageHrefs({})).toEqual({})
  })
})
