import { describe, expect, it } from 'vitest'

import { escapeXml, rssDate, rssDocument } from './rss'

describe('escapeXml', () => {
  it('escapes markup and quotes, keeping Vietnamese text as it is', () => {
    expect(escapeXml('Tin tức & Sự kiện <mới> "A" \'B\'')).toBe(
      'Tin tức &amp; Sự kiện &lt;mới&gt; &quot;A&quot; &apos;B&apos;',
    )
  })

  it('treats entity-like text as text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it('drops characters XML cannot hold, but keeps tabs, line breaks and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef')
    expect(escapeXml('a\tb\nc\rd 🎉')).toBe('a\tb\nc\rd 🎉')
  })
})

describe('rssDate', () => {
  it('writes RFC 822 dates in GMT', () => {
    expect(rssDate('2026-11-26T02:30:00+07:00')).toBe('Wed, 25 Nov 2026 19:30:00 GMT')
    expect(rssDate('never')).toBeNull()
  })
})

describe('rssDocument', () => {
  const channel = {
    title: 'Tin tức <Sora>',
    link: 'https://soraelectric.vn/tin-tuc-su-kien?t=news',
    description: 'Tin mới',
    language: 'vi-VN',
    self: 'https://soraelectric.vn/feeds/vi/news.xml',
    items: [
      {
        title: 'Ra mắt "K16" & hơn thế',
        link: 'https://soraelectric.vn/ra-mat-k16-p1?a=1&b=2',
        publishedAt: '2026-03-12T02:00:00Z',
        description: 'Robot <cộng tác>',
        category: 'Sản phẩm',
      },
      {
        title: 'Cũ hơn',
        link: 'https://soraelectric.vn/cu-hon-p2',
        publishedAt: '2025-01-01T00:00:00Z',
        description: '',
      },
    ],
  }

  it('writes an RSS 2.0 channel with escaped texts, permanent guids and dates', () => {
    const xml = rssDocument(channel)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Tin tức &lt;Sora&gt;</title>')
    expect(xml).toContain('<title>Ra mắt &quot;K16&quot; &amp; hơn thế</title>')
    expect(xml).toContain(
      '<guid isPermaLink="true">https://soraelectric.vn/ra-mat-k16-p1?a=1&amp;b=2</guid>',
    )
    expect(xml).toContain('<pubDate>Thu, 12 Mar 2026 02:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>Robot &lt;cộng tác&gt;</description>')
    expect(xml).toContain(
      '<atom:link href="https://soraelectric.vn/feeds/vi/news.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml.match(/<item>/g)).toHaveLength(2)
    // No element is left empty: a missing description is left out.
    expect(xml).not.toMatch(/<(\w+)><\/\1>/)
  })

  it('dates the build by the newest item, so the same posts give the same bytes', () => {
    expect(rssDocument(channel)).toContain(
      '<lastBuildDate>Thu, 12 Mar 2026 02:00:00 GMT</lastBuildDate>',
    )
    expect(rssDocument(channel)).toBe(rssDocument(channel))
    expect(rssDocument({ ...channel, items: [] })).not.toContain('lastBuildDate')
  })

  it('never lets a text close its element early', () => {
    const xml = rssDocument({
      ...channel,
      items: [{ ...channel.items[0]!, title: '</title><script>x</script>' }],
    })
    expect(xml).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>')
    expect(xml).not.toContain('<script>')
  })
})
