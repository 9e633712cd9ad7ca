'use client'

import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import { resetPasswordAction } from '@/lib/actions/account'
import { fieldErrorsOf, resetSchema, type AccountMessages } from '@/lib/auth/forms'

import styles from './Account.module.css'
import { FormMessage } from './Field'
import { PasswordInput } from './PasswordInput.client'
import type { ResetLabels } from './types'
import { useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  /** The mailed link's token (its format already checked by the page). */
  token: string
  labels: ResetLabels
  messages: AccountMessages
  permalink?: string
  labelledBy?: string
}

/** A new password from a reset link; afterwards the visitor signs in with it. */
export function ResetPasswordForm({
  locale,
  token,
  labels,
  messages,
  permalink,
  labelledBy,
}: Props) {
  const id = useId()
  const form = useAccountForm(resetPasswordAction, {
    failed: labels.failed,
    permalink,
    validate: (data) => {
      const parsed = resetSchema(messages).safeParse({
        password: String(data.get('password') ?? ''),
        confirmPassword: String(data.get('confirmPassword') ?? ''),
      })
      if (parsed.success) return null
      const fieldErrors = fieldErrorsOf(parsed.error)
      return { message: Object.values(fieldErrors)[0] ?? messages.incomplete, fieldErrors }
    },
  })
  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <FormMessage result={form.result} attempt={form.attempt} continueLabel={labels.continue} />
      <PasswordInput
        id={`${id}-password`}
        name="password"
        label={labels.newPassword}
        autoComplete="new-password"
        hint={labels.passwordHint}
        labels={labels}
        error={form.error('password')}
      />
      <PasswordInput
        id={`${id}-confirm`}
        name="confirmPassword"
        label={labels.confirmNewPassword}
        autoComplete="new-password"
        labels={labels}
        error={form.error('confirmPassword')}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={form.pending}>
        {form.pending ? labels.resetting : labels.submitReset}
      </button>
    </form>
  )
}
