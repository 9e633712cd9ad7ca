'use client'

import { useState } from 'react'

import { cookieValue, useCookies, useHydrated } from '../browserState'

import styles from './Consent.module.css'

/** The consent cookie and its lifetime (spec §9: 100 days). */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_MAX_AGE = 100 * 24 * 60 * 60

type Props = {
  label: string
  text: string
  policyLabel: string
  policyHref: string | null
  accept: string
}

/**
 * The cookie notice: shown while no consent cookie exists; YES stores it for 100 days. It renders
 * on the client only, so cached pages are the same for everyone and it never flashes for visitors
 * who already agreed.
 */
export function ConsentBanner({ label, text, policyLabel, policyHref, accept }: Props) {
  const cookies = useCookies()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (!hydrated || dismissed || cookieValue(cookies, CONSENT_COOKIE)) return null
  const agree = () => {
    const secure = window.location.protocol === 'https:' ? '; secure' : ''
    document.cookie = `${CONSENT_COOKIE}=yes; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax${secure}`
    setDismissed(true)
  }
  return (
    <section className={styles.banner} role="region" aria-label={label}>
      <p className={styles.text}>
        {text}{' '}
        {policyHref ? (
          <a href={policyHref} className={styles.link}>
            {policyLabel}
          </a>
        ) : null}
        .
      </p>
      <button type="button" className="button" onClick={agree}>
        {accept}
      </button>
    </section>
  )
}
