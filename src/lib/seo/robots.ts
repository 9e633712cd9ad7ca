import type { MetadataRoute } from 'next'

import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Never for crawlers: the admin and the APIs. */
const PRIVATE = ['/admin', '/cms-api/', '/api/']

/**
 * Pages with nothing to index, in every language: search results (endless query pages) and the
 * account area (sign-in, registration, password and subscription links, the profile).
 */
const UNINDEXED = [
  '/tim-kiem',
  '/profile',
  '/login',
  '/register',
  '/dang-nhap',
  '/dang-ky',
  '/changePassword',
  '/forgotPassword',
  '/resetPassword',
  '/xac-nhan-dang-ky',
  '/huy-dang-ky',
]

/** What crawlers leave alone: the private paths and every language's unindexed pages. */
export const DISALLOW = [
  ...PRIVATE,
  ...locales.flatMap((locale) => UNINDEXED.map((path) => localizedPath(locale, path))),
]

/**
 * `robots.txt`: in production the whole site is open but for `DISALLOW`, and the site map is
 * named; anywhere else (a local run, a staging copy) everything is closed, so no copy of the
 * site is ever indexed.
 */
export function robotsRules(siteUrl: string, production: boolean): MetadataRoute.Robots {
  return {
    rules: production
      ? { userAgent: '*', allow: '/', disallow: DISALLOW }
      : { userAgent: '*', disallow: '/' },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  }
}
