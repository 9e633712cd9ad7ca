'use client'

import { useUiTexts } from '@/components/UiTexts/UiTexts.client'

import styles from './status.module.css'

/** Errors other than 404: a message in the visitor's language, never the error itself. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const { error: t, homeHref } = useUiTexts()
  return (
    <section className={`section ${styles.status}`}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          500
        </p>
        <h1>{t.title}</h1>
        <p className={styles.text}>{t.text}</p>
        <p>
          <button type="button" className="button" onClick={reset}>
            {t.retry}
          </button>{' '}
          <a href={homeHref} className="button button--ghost">
            {t.home}
          </a>
        </p>
      </div>
    </section>
  )
}
