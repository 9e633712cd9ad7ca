import type { MetadataRoute } from 'next'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import type { LocalePaths } from './metadata'

/** A page of the sitemap: its path per language, and the languages it is listed in. */
export type SitemapPage = { paths: LocalePaths; listed: Locale[]; lastModified?: string }

/**
 * The sitemap's entries: one per page and listed language, each with its hreflang alternates
 * (the listed languages and x-default, Vietnamese), absolute on `siteUrl`. A path listed twice
 * (a static post that is also an entity) appears once; `seen` carries the addresses already
 * listed across the sitemaps of one index.
 */
export function sitemapEntries(
  pages: SitemapPage[],
  siteUrl: string,
  seen: Set<string> = new Set(),
): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/+$/, '')
  const absolute = (locale: Locale, path: string) => `${base}${localizedPath(locale, path)}`
  const entries: MetadataRoute.Sitemap = []
  for (const page of pages) {
    const languages: Record<string, string> = {}
    for (const locale of page.listed) languages[locale] = absolute(locale, page.paths[locale])
    if (page.listed.includes(defaultLocale))
      languages['x-default'] = absolute(defaultLocale, page.paths[defaultLocale])
    for (const locale of page.listed) {
      const url = absolute(locale, page.paths[locale])
      if (seen.has(url)) continue
      seen.add(url)
      entries.push({
        url,
        ...(page.lastModified ? { lastModified: page.lastModified } : {}),
        alternates: { languages },
      })
    }
  }
  return entries
}
