'use client'

import { useId, type MouseEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { signInAction } from '@/lib/actions/account'
import { fieldErrorsOf, signInMessage, signInSchema } from '@/lib/auth/forms'

import styles from './Account.module.css'
import { Field, FormMessage } from './Field'
import { PasswordInput } from './PasswordInput.client'
import { SocialButtons } from './SocialButtons'
import { withRedirect, type SignInSetup } from './types'
import { useAccountForm } from './useAccountForm'

type Props = SignInSetup & {
  locale: Locale
  /** Where to go after signing in, passed on as given (the server keeps only site paths). */
  redirect?: string
  permalink?: string
  /** The id of the heading that names the form. */
  labelledBy?: string
  /** In the dialog, "Forgot your password?" switches dialogs instead of leaving the page. */
  onForgot?: () => void
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** Sign in with e-mail and password (login page and header dialog), plus the social buttons. */
export function SignInForm({
  locale,
  redirect,
  permalink,
  labelledBy,
  onForgot,
  labels,
  messages,
  providers,
}: Props) {
  const id = useId()
  const form = useAccountForm(signInAction, {
    failed: labels.failed,
    permalink,
    // Long enough to read before the page is left.
    redirectDelay: 800,
    validate: (data) => {
      const values = {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      }
      const parsed = signInSchema(messages).safeParse(values)
      if (parsed.success) return null
      const fieldErrors = fieldErrorsOf(parsed.error)
      return { message: signInMessage(messages, values, fieldErrors), fieldErrors }
    },
  })
  return (
    <>
      <form
        action={form.formAction}
        onSubmit={form.onSubmit}
        noValidate
        className={styles.form}
        aria-labelledby={labelledBy}
      >
        <input type="hidden" name="locale" value={locale} />
        {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
        <FormMessage result={form.result} attempt={form.attempt} continueLabel={labels.continue} />
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
        <PasswordInput
          id={`${id}-password`}
          name="password"
          label={labels.password}
          autoComplete="current-password"
          labels={labels}
          error={form.error('password')}
        />
        <p className={styles.forgot}>
          <a
            href={withRedirect(localizedPath(locale, '/forgotPassword'), redirect)}
            onClick={
              onForgot
                ? (event) => {
                    if (!plainClick(event)) return
                    event.preventDefault()
                    onForgot()
                  }
                : undefined
            }
          >
            {labels.forgotLink}
          </a>
        </p>
        <button type="submit" className={`button ${styles.submit}`} disabled={form.pending}>
          {form.pending ? labels.signingIn : labels.submitLogin}
        </button>
      </form>
      <SocialButtons locale={locale} providers={providers} redirect={redirect} labels={labels} />
      <p className={styles.switch}>
        {labels.noAccount}{' '}
        <a href={withRedirect(localizedPath(locale, '/register'), redirect)}>
          {labels.registerLink}
        </a>
      </p>
    </>
  )
}
