'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/i18n/locales'
import { switchLocalePath } from '@/i18n/paths'

import styles from './LanguageSwitcher.module.css'

export type LanguageOption = { locale: Locale; name: string; hint: string }

type Props = { label: string; options: LanguageOption[] }

/** The page's own counterpart in `locale`, from its hreflang link (slugs may differ by language). */
function counterpart(locale: Locale): string | undefined {
  const href = document
    .querySelector(`link[rel="alternate"][hreflang="${locale}"]`)
    ?.getAttribute('href')
  if (!href) return undefined
  const url = new URL(href, window.location.href)
  return `${url.pathname}${window.location.search}`
}

/**
 * The other languages (VI for Vietnamese, EN otherwise). Choosing one remembers it for a year and
 * reloads the same page in that language.
 */
export function LanguageSwitcher({ label, options }: Props) {
  const pathname = usePathname()

  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const secure = window.location.protocol === 'https:' ? '; secure' : ''
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`
    window.location.assign(counterpart(locale) ?? event.currentTarget.href)
  }

  return (
    <ul className={styles.list} aria-label={label}>
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={switchLocalePath(pathname, option.locale)}
            hrefLang={option.locale}
            lang={option.locale}
            className={styles.link}
            onClick={choose(option.locale)}
            title={option.hint}
          >
            <span aria-hidden="true">{option.locale === 'vi' ? 'VI' : 'EN'}</span>
            <span className="sr-only">{option.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
