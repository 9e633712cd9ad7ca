'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales, type Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'
import { localizedPath } from '@/lib/seo/metadata'

import styles from './LanguageSwitcher.module.css'

/** The page's own counterpart in `locale`, from its hreflang link (slugs may differ by language). */
function counterpart(locale: Locale): string | undefined {
  const href = document.querySelector(`link[rel="alternate"][hreflang="${locale}"]`)?.getAttribute('href')
  if (!href) return undefined
  const url = new URL(href, window.location.href)
  return `${url.pathname}${window.location.search}`
}

/**
 * Lists the other languages (VI for Vietnamese, EN otherwise), remembers the choice for a year
 * and reloads the same page in that language.
 */
export function LanguageSwitcher() {
  const current = useLocale() as Locale
  const pathname = usePathname()
  const t = useTranslations('language')

  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
    window.location.assign(counterpart(locale) ?? event.currentTarget.href)
  }

  return (
    <ul className={styles.list} aria-label={t('label')}>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname)}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              onClick={choose(locale)}
              title={t('switchTo')}
            >
              <span aria-hidden="true">{locale === 'vi' ? 'VI' : 'EN'}</span>
              <span className="sr-only">{t(locale)}</span>
            </a>
          </li>
        ))}
    </ul>
  )
}
