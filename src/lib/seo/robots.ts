import type { MetadataRoute } from 'next'

/** Paths crawlers leave alone: the admin, the APIs and search results (endless query pages). */
const DISALLOW = ['/admin', '/cms-api/', '/api/', '/tim-kiem']

/** `robots.txt`: the whole site is open but for `DISALLOW`, and the site map is named. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOW },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  }
}
