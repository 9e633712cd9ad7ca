'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './status.module.css'

/** Errors other than 404: a message in the visitor's language, never the error itself. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error')
  return (
    <section className={`section ${styles.status}`}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          500
        </p>
        <h1>{t('title')}</h1>
        <p className={styles.text}>{t('text')}</p>
        <p>
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>{' '}
          <Link href="/" className="button button--ghost">
            {t('home')}
          </Link>
        </p>
      </div>
    </section>
  )
}
