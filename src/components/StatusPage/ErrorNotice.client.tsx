'use client'

import { useEffect, useState } from 'react'

import { useUiTexts } from '@/components/UiTexts/UiTexts.client'

import styles from './StatusPage.module.css'

/** Spec §9: the error page goes home after 3 s (the visitor may stay). */
const REDIRECT_SECONDS = 3

/**
 * Errors other than 404: the status and a message in the visitor's language, never the error
 * itself, and a countdown home. `retry` renders again; without it, retrying reloads the page.
 */
export function ErrorNotice({ code, retry }: { code: number; retry?: () => void }) {
  const { error: t, homeHref } = useUiTexts()
  const [seconds, setSeconds] = useState<number | null>(REDIRECT_SECONDS)

  useEffect(() => {
    if (seconds === null) return
    if (seconds <= 0) {
      window.location.assign(homeHref)
      return
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds, homeHref])

  return (
    <section className={`section ${styles.status}`}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1>
          <span className="sr-only">{t.titleWithCode.replace('{code}', String(code))}: </span>
          {t.title}
        </h1>
        <p className={styles.text}>{t.text}</p>
        <p className={styles.countdown} role="status">
          {seconds === null
            ? t.redirectCancelled
            : t.countdown.replace('{seconds}', String(seconds))}
        </p>
        <p className={styles.actions}>
          {seconds !== null ? (
            <button type="button" className="button button--ghost" onClick={() => setSeconds(null)}>
              {t.stay}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSeconds(null)
              if (retry) retry()
              else window.location.reload()
            }}
          >
            {t.retry}
          </button>
          <a href={homeHref} className="button">
            {t.home}
          </a>
        </p>
      </div>
    </section>
  )
}
