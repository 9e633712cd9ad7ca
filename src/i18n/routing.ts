import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

/**
 * Vietnamese at `/`, English at `/en`. No language is guessed from the browser. The language a
 * visitor chooses in the language switcher is remembered in a cookie for a year, and `/`
 * honours it (see `proxy.ts`). Pages never set cookies themselves, so they stay cacheable.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: false,
})
