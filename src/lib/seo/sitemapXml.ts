import type { MetadataRoute } from 'next'

import { escapeHtml } from '@/lib/html/escape'

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

const lastmod = (value: string | Date | undefined) =>
  value === undefined
    ? ''
    : `<lastmod>${escapeHtml(value instanceof Date ? value.toISOString() : value)}</lastmod>`

/** A `<urlset>` of the entries, each with its hreflang alternates (`xhtml:link`) and last change. */
export function urlsetXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {})
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(String(href))}" />`,
      )
      .join('\n')
    return `<url>\n<loc>${escapeHtml(entry.url)}</loc>\n${alternates}${alternates ? '\n' : ''}${lastmod(entry.lastModified)}${entry.lastModified ? '\n' : ''}</url>`
  })
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` naming each sitemap and its latest change. */
export function sitemapIndexXml(
  sitemaps: { loc: string; lastModified?: string | undefined }[],
): string {
  const items = sitemaps.map(
    ({ loc, lastModified }) =>
      `<sitemap>\n<loc>${escapeHtml(loc)}</loc>\n${lastmod(lastModified)}${lastModified ? '\n' : ''}</sitemap>`,
  )
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** How a sitemap is answered: XML, read fresh by crawlers within the hour. */
export const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
