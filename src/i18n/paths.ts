import { defaultLocale, isLocale, locales, type Locale } from './locales'

/** The URL path of a locale-less path in `locale`: `/lien-he` → `/en/lien-he`; `/` → `/en`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Splits a URL path into its locale and the locale-less path: `/en/lien-he` → `en`, `/lien-he`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (first !== defaultLocale && isLocale(first))
    return { locale: first, path: `/${rest.join('/')}` }
  return { locale: defaultLocale, path: pathname || '/' }
}

/** The same page's path in another language (for pages whose slug is the same in both). */
export const switchLocalePath = (pathname: string, to: Locale): string =>
  localizedPath(to, splitLocale(pathname).path)

export const otherLocales = (current: Locale): Locale[] =>
  locales.filter((locale) => locale !== current)
