import { useLocale, useTranslations } from 'next-intl'

import { SearchForm } from '@/components/SearchForm/SearchForm'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './status.module.css'

/**
 * 404: says so in the visitor's language, links home and offers a search. It has no params, so
 * it reads the locale the layout set (hooks, not request headers) and sets its own title.
 */
export default function NotFound() {
  const locale = useLocale() as Locale
  const t = useTranslations('notFound')
  return (
    <SiteShell locale={locale}>
      <section className={`section ${styles.status}`}>
        <title>{t('title')}</title>
        <meta name="robots" content="noindex, follow" />
        <div className="container">
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1>{t('title')}</h1>
          <p className={styles.text}>{t('text')}</p>
          <Link href="/" locale={locale} className="button">
            {t('home')}
          </Link>
          <p className={styles.hint}>{t('searchHint')}</p>
          <div className={styles.search}>
            <SearchForm locale={locale} id="not-found-search" />
          </div>
        </div>
      </section>
    </SiteShell>
  )
}
