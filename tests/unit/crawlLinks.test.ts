import { describe, expect, it } from 'vitest'

import {
  decodeEntities,
  followable,
  langOf,
  linksOf,
  looksLikeFile,
  pageProblems,
  tagsOf,
} from '../e2e/crawlLinks'

const origin = 'http://127.0.0.1:3199'
const from = `${origin}/gioi-thieu`

describe('the crawl’s reading of HTML', () => {
  it('reads attributes in any quoting and decodes entities', () => {
    expect(tagsOf(`<a class=x href='/a?b=1&amp;c=2' data-x>`, 'a')).toEqual([
      { class: 'x', href: '/a?b=1&c=2', 'data-x': '' },
    ])
    expect(decodeEntities('Tom &amp; Jerry &#39;s &#x27;x&#x27; &nbsp;')).toBe(
      "Tom & Jerry 's 'x' &nbsp;",
    )
  })

  it('collects anchors and hreflang alternates', () => {
    const html = `<head><link rel="alternate" hreflang="en" href="/en/gioi-thieu"/>
      <link rel="stylesheet" href="/_next/a.css"/></head>
      <body><a href="/lien-he">x</a><a>no href</a><abbr href="/no">y</abbr></body>`
    expect(linksOf(html)).toEqual(['/lien-he', '/en/gioi-thieu'])
  })

  it('follows same-origin pages only, normalised, skipping the admin and the APIs', () => {
    expect(followable('/tin-tuc-su-kien?t=news&page=2#top', from, origin)).toBe(
      `${origin}/tin-tuc-su-kien?page=2&t=news`,
    )
    expect(followable('lien-he', `${origin}/en/`, origin)).toBe(`${origin}/en/lien-he`)
    for (const href of [
      '#main',
      'mailto:info@sora.vn',
      'tel:1800585833',
      'javascript:void(0)',
      'https://www.facebook.com/sora',
      '//cdn.example.com/x',
      '/admin',
      '/api/services/app/Banner/GetListBoxDto',
      '/cms-api/pages',
      '/_next/static/x.js',
      '',
    ])
      expect(followable(href, from, origin), href).toBeNull()
  })

  it('tells files from pages and English from Vietnamese', () => {
    expect(looksLikeFile(`${origin}/feeds/vi/news.xml`)).toBe(true)
    expect(looksLikeFile(`${origin}/tai-lieu/catalogue.pdf`)).toBe(true)
    expect(looksLikeFile(`${origin}/gioi-thieu`)).toBe(false)
    expect(langOf(`${origin}/en`)).toBe('en')
    expect(langOf(`${origin}/en/lien-he`)).toBe('en')
    expect(langOf(`${origin}/english-page`)).toBe('vi')
  })

  it('names what a page lacks: lang, canonical, hreflang vi, en and x-default', () => {
    const good = `<html lang="en"><head><link rel="canonical" href="/en/a"/>
      <link rel="alternate" hrefLang="vi" href="/a"/><link rel="alternate" hrefLang="en" href="/en/a"/>
      <link rel="alternate" hrefLang="x-default" href="/a"/></head></html>`
    expect(pageProblems(good, 'en')).toEqual([])
    expect(pageProblems('<html><head></head></html>', 'vi')).toEqual([
      'html lang is missing, not vi',
      'no canonical link',
      'no hreflang vi',
      'no hreflang en',
      'no hreflang x-default',
    ])
    expect(pageProblems(good, 'vi')).toEqual(['html lang is en, not vi'])
  })
})
