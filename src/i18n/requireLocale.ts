import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/**
 * A route's `[locale]` as the URL gave it: anything but a site language (`/favicon.ico`, `/xyz`)
 * is a 404 before a page asks the database anything with it.
 */
export function requireLocale(value: string): asserts value is Locale {
  if (!isLocale(value)) notFound()
}
