import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import styles from './Account.module.css'
import { withRedirect, type OfferedProviders } from './types'

type Props = {
  locale: Locale
  providers: OfferedProviders
  redirect?: string
  labels: { or: string; withGoogle: string; withFacebook: string }
}

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <g fill="none" strokeWidth="4">
      <path d="M20 12a8 8 0 0 1-2.34 5.66" stroke="#4285f4" />
      <path d="M17.66 17.66A8 8 0 0 1 5.07 16" stroke="#34a853" />
      <path d="M5.07 16a8 8 0 0 1 0-8" stroke="#fbbc05" />
      <path d="M5.07 8a8 8 0 0 1 13.06-1.14" stroke="#ea4335" />
    </g>
    <path d="M12 10h10v4H12z" fill="#4285f4" />
  </svg>
)

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="12" fill="#1877f2" />
    <path
      d="M13.4 24v-9.7h3l.5-3.3h-3.5V8.9c0-.9.4-1.6 1.7-1.6h1.8V4.4a19 19 0 0 0-2.6-.2c-2.4 0-4.1 1.5-4.1 4.2V11H7.5v3.3h2.7V24Z"
      fill="#fff"
    />
  </svg>
)

/**
 * "Continue with Google / Facebook": links to the sign-in routes (a full navigation to the
 * provider), only for the providers that are configured; nothing at all when none is.
 */
export function SocialButtons({ locale, providers, redirect, labels }: Props) {
  const offered = (
    [
      ['google', labels.withGoogle, <GoogleMark key="google" />],
      ['facebook', labels.withFacebook, <FacebookMark key="facebook" />],
    ] as const
  ).filter(([provider]) => providers[provider])
  if (!offered.length) return null
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{labels.or}</span>
      </p>
      <ul className={styles.socialList}>
        {offered.map(([provider, label, mark]) => (
          <li key={provider}>
            <a
              className={styles.socialButton}
              href={withRedirect(localizedPath(locale, `/login/social/${provider}`), redirect)}
              data-provider={provider}
            >
              {mark}
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
