'use client'

import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import { deleteAccountAction } from '@/lib/actions/account'

import styles from './Profile.module.css'
import { FieldNotes, FormMessage } from './Field'
import { PasswordInput } from './PasswordInput.client'
import { clearLocalData } from './clearLocalData'
import type { PasswordToggleLabels } from './types'
import { useAccountForm, type FormProblem } from './useAccountForm'

type Props = {
  locale: Locale
  /** Accounts with a password confirm with it; social-only accounts tick a box. */
  hasPassword: boolean
  labels: PasswordToggleLabels & {
    deleteTitle: string
    deleteWarning: string
    deleteConfirmPassword: string
    deleteSocialConfirm: string
    deleteConfirmRequired: string
    deleteButton: string
    deleting: string
    passwordRequired: string
    failed: string
    continue: string
  }
}

/**
 * Deleting the account sits behind a disclosure and a confirmation (the password, or a ticked
 * box), so one stray click cannot trigger it.
 */
export function DeleteAccountForm({ locale, hasPassword, labels }: Props) {
  const id = useId()
  const form = useAccountForm(deleteAccountAction, {
    failed: labels.failed,
    beforeRedirect: clearLocalData,
    validate: (data): FormProblem | null => {
      if (hasPassword && !data.get('password'))
        return {
          message: labels.passwordRequired,
          fieldErrors: { password: labels.passwordRequired },
        }
      if (!hasPassword && data.get('confirm') !== 'yes')
        return {
          message: labels.deleteConfirmRequired,
          fieldErrors: { confirm: labels.deleteConfirmRequired },
        }
      return null
    },
  })
  const confirmError = form.error('confirm')
  return (
    <details className={styles.danger}>
      <summary className={styles.dangerSummary}>{labels.deleteTitle}</summary>
      <div className={styles.dangerBody}>
        <p className={styles.warning}>{labels.deleteWarning}</p>
        <form
          action={form.formAction}
          onSubmit={form.onSubmit}
          noValidate
          className={styles.dangerForm}
        >
          <input type="hidden" name="locale" value={locale} />
          <FormMessage
            result={form.result}
            attempt={form.attempt}
            continueLabel={labels.continue}
          />
          {hasPassword ? (
            <PasswordInput
              id={`${id}-password`}
              name="password"
              label={labels.deleteConfirmPassword}
              autoComplete="current-password"
              labels={labels}
              error={form.error('password')}
            />
          ) : (
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
                />
                {labels.deleteSocialConfirm}
              </label>
              <FieldNotes id={`${id}-confirm`} error={confirmError} />
            </div>
          )}
          <div>
            <button
              type="submit"
              className={`button ${styles.dangerButton}`}
              disabled={form.pending}
            >
              {form.pending ? labels.deleting : labels.deleteButton}
            </button>
          </div>
        </form>
      </div>
    </details>
  )
}
