import { getTranslations } from 'next-intl/server'

import { SEARCH_KINDS } from '@/domain/siteSearch'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import { SearchBox } from './SearchBox.client'
import styles from './SearchForm.module.css'

type Props = { locale: Locale; defaultValue?: string; compact?: boolean; id?: string }

/**
 * A GET form to `/tim-kiem?q=` (works without JavaScript); with JavaScript, its field suggests
 * products and sections as the visitor types (`SearchBox`).
 */
export async function SearchForm({
  locale,
  defaultValue,
  compact = false,
  id = 'site-search',
}: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <form
      role="search"
      action={localizedPath(locale, '/tim-kiem')}
      method="get"
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <SearchBox
        id={id}
        defaultValue={defaultValue}
        placeholder={t('placeholder')}
        className={styles.input}
        endpoint={localizedPath(locale, '/tim-kiem/goi-y')}
        labels={{
          listbox: t('suggestions'),
          kinds: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])),
          count: t('suggestionCount'),
        }}
      />
      <button type="submit" className={styles.button}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            d="m20 20-4.2-4.2M10.8 17.6a6.8 6.8 0 1 1 0-13.6 6.8 6.8 0 0 1 0 13.6Z"
          />
        </svg>
        <span className={compact ? 'sr-only' : undefined}>{t('submit')}</span>
      </button>
    </form>
  )
}
