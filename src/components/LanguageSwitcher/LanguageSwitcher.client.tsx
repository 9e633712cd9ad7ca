'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/i18n/locales'
import { switchLocalePath } from '@/i18n/paths'

import styles from './LanguageSwitcher.module.css'

/** `href`: the page's own address in that language, when its path differs between languages. */
export type LanguageOption = { locale: Locale; name: string; hint: string; href?: string }

type Props = { label: string; options: LanguageOption[] }

/**
 * Where choosing a language goes: the counterpart's address with the query the visitor is on
 * (a filtered list stays filtered), unless the address names its own query (a page's view).
 */
function destination(href: string): string {
  const url = new URL(href, window.location.href)
  return url.search ? `${url.pathname}${url.search}` : `${url.pathname}${window.location.search}`
}

/** A page that names no counterpart: its hreflang link, if it has one. */
function hreflangOf(locale: Locale): string | undefined {
  return (
    document.querySelector(`link[rel="alternate"][hreflang="${locale}"]`)?.getAttribute('href') ??
    undefined
  )
}

/**
 * The other languages (VI for Vietnamese, EN otherwise), each linking straight to the page's
 * counterpart. Choosing one remembers it for a year and reloads the page in that language.
 */
export function LanguageSwitcher({ label, options }: Props) {
  const pathname = usePathname()

  const choose = (option: LanguageOption) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const secure = window.location.protocol === 'https:' ? '; secure' : ''
    document.cookie = `${LOCALE_COOKIE}=${option.locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`
    const href = option.href ?? hreflangOf(option.locale) ?? event.currentTarget.href
    window.location.assign(destination(href))
  }

  return (
    <ul className={styles.list} aria-label={label}>
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={option.href ?? switchLocalePath(pathname, option.locale)}
            hrefLang={option.locale}
            lang={option.locale}
            className={styles.link}
            onClick={choose(option)}
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
