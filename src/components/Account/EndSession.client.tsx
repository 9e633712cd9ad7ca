'use client'

import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { signOutAction } from '@/lib/actions/account'

import { clearLocalData } from './clearLocalData'

type Props = { locale: Locale; loginHref: string }

/**
 * Forgets a session the backend no longer accepts (the cookies, local storage), then goes to
 * the login page, which would otherwise bounce a browser still holding the token.
 */
export function EndSession({ locale, loginHref }: Props) {
  useEffect(() => {
    const form = new FormData()
    form.set('locale', locale)
    signOutAction(null, form)
      .catch((error: unknown) => console.error('[account] ending the session failed', error))
      .finally(() => {
        clearLocalData()
        window.location.replace(loginHref)
      })
  }, [locale, loginHref])
  return null
}
