import type { Metadata } from 'next'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US' }

/** A page's path per language (slug-based pages may differ between languages). */
export type LocalePaths = Record<Locale, string>

export const samePathEverywhere = (path: string): LocalePaths =>
  Object.fromEntries(locales.map((locale) => [locale, path])) as LocalePaths

type PageMetadataInput = {
  locale: Locale
  paths: LocalePaths
  title: string
  /** Use the title as is, without the site-name suffix (the home page). */
  absoluteTitle?: boolean
  description?: string | null
  image?: string | null
  noIndex?: boolean
  /** RSS feeds the page offers (`<link rel="alternate" type="application/rss+xml">`). */
  feeds?: { url: string; title: string }[]
}

/** Title, description, canonical, hreflang (vi, en, x-default) and Open Graph for a page. */
export function pageMetadata({
  locale,
  paths,
  title,
  absoluteTitle,
  description,
  image,
  noIndex,
  feeds,
}: PageMetadataInput): Metadata {
  const languages: Record<string, string> = {}
  for (const code of locales) languages[code] = localizedPath(code, paths[code])
  languages['x-default'] = localizedPath(defaultLocale, paths[defaultLocale])
  const canonical = localizedPath(locale, paths[locale])
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: description ?? undefined,
    alternates: {
      canonical,
      languages,
      ...(feeds?.length ? { types: { 'application/rss+xml': feeds } } : {}),
    },
    openGraph: {
      type: 'website',
      title,
      description: description ?? undefined,
      url: canonical,
      locale: OG_LOCALE[locale],
      alternateLocale: locales.filter((code) => code !== locale).map((code) => OG_LOCALE[code]),
      images: image ? [{ url: image, width: 1200, height: 630 }] : undefined,
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  }
}

/** A page's own address in each language (prefix included), as its hreflang links give it. */
export type LanguageHrefs = Partial<Record<Locale, string>>

/**
 * The page's own address in each language, for the language switcher's links (slugs differ by
 * language), or its promise; pages whose path is the same in every language leave it out.
 */
export type Languages = LanguageHrefs | Promise<LanguageHrefs | undefined>

/** The hreflang addresses of a page's metadata, for links straight to its counterparts. */
export function languageHrefs(metadata: Metadata): LanguageHrefs {
  const languages = metadata.alternates?.languages ?? {}
  const hrefs: LanguageHrefs = {}
  for (const locale of locales) {
    const href = (languages as Record<string, unknown>)[locale]
    if (typeof href === 'string') hrefs[locale] = href
    else if (href instanceof URL) hrefs[locale] = `${href.pathname}${href.search}`
  }
  return hrefs
}
