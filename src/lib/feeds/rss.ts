/** RSS 2.0 documents (https://www.rssboard.org/rss-specification), written as text. Pure. */

export type RssItem = {
  title: string
  /** Absolute URL of the item's page; also its permanent guid. */
  link: string
  /** ISO instant. */
  publishedAt: string
  description: string
  category?: string | null
}

export type RssChannel = {
  title: string
  /** Absolute URL of the page the feed follows. */
  link: string
  description: string
  /** `vi-VN`, `en-US`. */
  language: string
  /** Absolute URL of the feed itself. */
  self: string
  items: RssItem[]
}

/** Characters XML 1.0 cannot hold at all (control characters but tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside an XML element or a quoted attribute. */
export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!)

/** An instant as RSS writes dates (RFC 822, in GMT), or null for an invalid one. */
export function rssDate(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

const element = (name: string, text: string | null | undefined, indent: string): string[] =>
  text ? [`${indent}<${name}>${escapeXml(text)}</${name}>`] : []

/** The whole feed document; its build date is that of its newest item, so equal data give equal bytes. */
export function rssDocument(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => Date.parse(item.publishedAt))
    .filter((time) => !Number.isNaN(time))
    .reduce((latest, time) => Math.max(latest, time), Number.NEGATIVE_INFINITY)
  const items = channel.items.flatMap((item) => [
    '    <item>',
    ...element('title', item.title, '      '),
    ...element('link', item.link, '      '),
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    ...element('pubDate', rssDate(item.publishedAt), '      '),
    ...element('category', item.category, '      '),
    ...element('description', item.description, '      '),
    '    </item>',
  ])
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...element('title', channel.title, '    '),
    ...element('link', channel.link, '    '),
    ...element('description', channel.description, '    '),
    ...element('language', channel.language, '    '),
    ...(Number.isFinite(newest)
      ? element('lastBuildDate', new Date(newest).toUTCString(), '    ')
      : []),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
