import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales'

/**
 * Vietnamese at `/`, English at `/en`. No language is guessed from the browser; the language a
 * visitor last used is remembered in a cookie for a year (and `/` honours it, see `proxy.ts`).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
})
