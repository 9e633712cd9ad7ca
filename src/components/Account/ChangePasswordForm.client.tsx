'use client'

import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import { changePasswordAction } from '@/lib/actions/account'
import { changeSchema, fieldErrorsOf, type AccountMessages } from '@/lib/auth/forms'

import styles from './Account.module.css'
import { FormMessage } from './Field'
import { PasswordInput } from './PasswordInput.client'
import type { ChangeLabels } from './types'
import { useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  labels: ChangeLabels
  messages: AccountMessages
  labelledBy?: string
}

/** Change password: every session ends, so success leads to the login page. */
export function ChangePasswordForm({ locale, labels, messages, labelledBy }: Props) {
  const id = useId()
  const form = useAccountForm(changePasswordAction, {
    failed: labels.failed,
    validate: (data) => {
      const parsed = changeSchema(messages).safeParse({
        currentPassword: String(data.get('currentPassword') ?? ''),
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
      className={`${styles.form} ${styles.narrow}`}
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="locale" value={locale} />
      <FormMessage result={form.result} attempt={form.attempt} continueLabel={labels.continue} />
      <PasswordInput
        id={`${id}-current`}
        name="currentPassword"
        label={labels.currentPassword}
        autoComplete="current-password"
        labels={labels}
        error={form.error('currentPassword')}
      />
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
      <div>
        <button type="submit" className="button" disabled={form.pending}>
          {form.pending ? labels.changing : labels.submitChange}
        </button>
      </div>
    </form>
  )
}
