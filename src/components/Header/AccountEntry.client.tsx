'use client'

import { cookieValue, useCookies } from '../browserState'
import styles from './Header.module.css'

type Props = { loginHref: string; profileHref: string; loginLabel: string; profileLabel: string }

type Profile = { name: string; avatar?: string | null; socialPicture?: string | null }

/** The signed-in visitor's display name and picture; not secret (the token itself is HttpOnly). */
const PROFILE_COOKIE = 'auth.profile'

function readProfile(cookies: string): Profile | null {
  const raw = cookieValue(cookies, PROFILE_COOKIE)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && typeof (parsed as Profile).name === 'string')
      return parsed as Profile
  } catch {
    // A malformed cookie means signed out.
  }
  return null
}

/**
 * "Log in" for anonymous visitors; name and avatar (falling back to the social picture, spec §4)
 * linking to the profile when signed in. Rendered on the client so cached pages stay shared.
 */
export function AccountEntry({ loginHref, profileHref, loginLabel, profileLabel }: Props) {
  const profile = readProfile(useCookies())

  if (!profile) {
    return (
      <a className={styles.account} href={loginHref}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M4 21c1.5-4 4.4-6 8-6s6.5 2 8 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {loginLabel}
      </a>
    )
  }
  const picture = profile.avatar || profile.socialPicture
  return (
    <a className={styles.account} href={profileHref} title={profileLabel}>
      {picture ? (
        <img
          src={picture}
          alt=""
          width={24}
          height={24}
          className={styles.avatar}
          referrerPolicy="no-referrer"
        />
      ) : null}
      <span>{profile.name}</span>
    </a>
  )
}
