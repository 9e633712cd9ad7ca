import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
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
  const slug = entry.slugs[defaultLocale]
  return (
    <ContentLanguage
      locale={locale}
      contentCulture={entry.untranslated ? defaultLocale : locale}
      defaultPath={slug === 'home' ? '/' : `/${slug}`}
    >
      {children}
    </ContentLanguage>
  )
}

/**
 * Content whose texts are in `contentCulture` (a backend entity's, or a CMS page's), shown in
 * `locale`: as it is when the two agree, else under the notice and marked as Vietnamese.
 */
export function ContentLanguage({
  locale,
  contentCulture,
  defaultPath,
  children,
}: {
  locale: Locale
  contentCulture: Locale | undefined
  /** The content's locale-less path in Vietnamese. */
  defaultPath: string
  children: ReactNode
}) {
  if (!contentCulture || contentCulture === locale || locale === defaultLocale) return children
  return (
    <>
      <FallbackNotice locale={locale} defaultPath={defaultPath} />
      <div lang={contentCulture}>{children}</div>
    </>
  )
}

/** The `contentCulture` a backend DTO carries, if it carries one. */
export function contentCultureOf(value: unknown): Locale | undefined {
  if (typeof value !== 'object' || value === null || !('contentCulture' in value)) return undefined
  return isLocale(value.contentCulture) ? value.contentCulture : undefined
}
