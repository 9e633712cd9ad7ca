import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * Backend HTML links to site paths without a language (`href="/lien-he"`); in English pages they
 * must point at `/en/…`. External, protocol-relative and already localised links stay as they are.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === defaultLocale) return html
  return html
    .replace(/href="\/(?!\/)(?!en(?:\/|"|\?|#))/g, `href="/${locale}/`)
    .replaceAll(`href="/${locale}/"`, `href="/${locale}"`)
}
