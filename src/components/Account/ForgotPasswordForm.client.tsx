'use client'

import { useEffect, useId, useRef } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { forgotPasswordAction } from '@/lib/actions/account'
import { fieldErrorsOf, forgotSchema, type AccountMessages } from '@/lib/auth/forms'

import styles from './Account.module.css'
import { Field, FormMessage } from './Field'
import { withRedirect, type ForgotLabels } from './types'
import { useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  labels: ForgotLabels
  messages: AccountMessages
  /** Kept on the way back to the login page. */
  redirect?: string
  permalink?: string
  labelledBy?: string
  /** In the dialog, "Back to log in" switches dialogs instead of leaving the page. */
  onBackToLogin?: () => void
}

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not, so
 * after sending, the form gives way to that notice and a way back to the login.
 */
export function ForgotPasswordForm({
  locale,
  labels,
  messages,
  redirect,
  permalink,
  labelledBy,
  onBackToLogin,
}: Props) {
  const id = useId()
  const status = useRef<HTMLParagraphElement>(null)
  const form = useAccountForm(forgotPasswordAction, {
    failed: labels.failed,
    permalink,
    validate: (data) => {
      const parsed = forgotSchema(messages).safeParse({ email: String(data.get('email') ?? '') })
      if (parsed.success) return null
      const fieldErrors = fieldErrorsOf(parsed.error)
      return { message: fieldErrors.email ?? messages.emailRequired, fieldErrors }
    },
  })
  const sent = form.result?.ok === true
  const backLink = (
    <a
      href={withRedirect(localizedPath(locale, '/login'), redirect)}
      onClick={
        onBackToLogin
          ? (event) => {
              event.preventDefault()
              onBackToLogin()
            }
          : undefined
      }
    >
      {labels.backToLogin}
    </a>
  )
  useEffect(() => {
    // The button just pressed is gone: the notice takes the focus, so it is read out.
    if (sent && form.attempt > 0) status.current?.focus()
  }, [sent, form.attempt])
  return (
    <div className={styles.form}>
      <FormMessage result={form.result} attempt={form.attempt} statusRef={status} />
      {sent ? (
        <p className={styles.switch}>{backLink}</p>
      ) : (
        <form
          action={form.formAction}
          onSubmit={form.onSubmit}
          noValidate
          className={styles.form}
          aria-labelledby={labelledBy}
        >
          <input type="hidden" name="locale" value={locale} />
          <Field
            id={`${id}-email`}
            name="email"
            type="email"
            label={labels.email}
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            placeholder={labels.emailPlaceholder}
            defaultValue={form.value('email')}
            error={form.error('email')}
          />
          <button type="submit" className={`button ${styles.submit}`} disabled={form.pending}>
            {form.pending ? labels.sendingForgot : labels.submitForgot}
          </button>
          <p className={styles.switch}>{backLink}</p>
        </form>
      )}
    </div>
  )
}
