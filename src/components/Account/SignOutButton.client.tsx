'use client'

import type { Locale } from '@/i18n/locales'
import { signOutAction } from '@/lib/actions/account'

import styles from './Profile.module.css'
import { FormMessage } from './Field'
import { clearLocalData } from './clearLocalData'
import { useAccountForm } from './useAccountForm'

type Props = { locale: Locale; labels: { logout: string; failed: string; continue: string } }

/** Log out: the token is revoked and forgotten, local storage cleared, then home. */
export function SignOutButton({ locale, labels }: Props) {
  const form = useAccountForm(signOutAction, {
    failed: labels.failed,
    beforeRedirect: clearLocalData,
  })
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} className={styles.signOut}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={styles.signOutButton} disabled={form.pending}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M14 8l4 4-4 4M18 12H9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {labels.logout}
      </button>
      <FormMessage result={form.result} attempt={form.attempt} continueLabel={labels.continue} />
    </form>
  )
}
