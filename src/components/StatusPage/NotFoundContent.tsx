import { getTranslations } from 'next-intl/server'

import { SearchForm } from '@/components/SearchForm/SearchForm'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './StatusPage.module.css'

/** 404: says so in the visitor's language, links home and offers a search. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className={`section ${styles.status}`}>
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
  )
}
