import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { PageEntry } from '@/lib/cms/pages'

import styles from './FallbackNotice.module.css'

/**
 * Tells a visitor that the page they opened in `locale` has no translation yet, so its content
 * is in Vietnamese, with a link to the page at its own Vietnamese address.
 */
export async function FallbackNotice({
  locale,
  defaultPath,
}: {
  locale: Locale
  /** The page's locale-less path in Vietnamese. */
  defaultPath: string
}) {
  const t = await getTranslations({ locale, namespace: 'translation' })
  return (
    <section className={styles.notice} aria-label={t('noticeLabel')}>
      <div className={`container ${styles.inner}`}>
        <p>
          {t('fallbackNotice')}{' '}
          <a href={localizedPath(defaultLocale, defaultPath)} hrefLang={defaultLocale}>
            {t('readInVietnamese')}
          </a>
        </p>
      </div>
    </section>
  )
}

/**
 * A CMS page's content as it is, or, when nothing of it is translated into `locale` (Payload's
 * fallback shows the Vietnamese texts), under the notice and marked as Vietnamese for screen
 * readers and translation tools.
 */
export function PageLanguage({
  entry,
  locale,
  children,
}: {
  entry: PageEntry
  locale: Locale
  children: ReactNode
}) {
  if (!entry.untranslated || locale === defaultLocale) return children
  const slug = entry.slugs[defaultLocale]
  return (
    <>
      <FallbackNotice locale={locale} defaultPath={slug === 'home' ? '/' : `/${slug}`} />
      <div lang={defaultLocale}>{children}</div>
    </>
  )
}
