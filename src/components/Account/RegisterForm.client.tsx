'use client'

import { useId, type ReactNode } from 'react'

import type { FormField } from '@/contract/account'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { registerAction } from '@/lib/actions/account'
import { fieldErrorsOf, registerSchema, type AccountMessages } from '@/lib/auth/forms'

import styles from './Account.module.css'
import { Field, FormMessage } from './Field'
import { FormFields, formValues } from './formFields'
import { PasswordInput } from './PasswordInput.client'
import { SocialButtons } from './SocialButtons'
import { withRedirect, type OfferedProviders, type RegisterLabels } from './types'
import { firstError, useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  labels: RegisterLabels
  messages: AccountMessages
  providers: OfferedProviders
  /** The personal-details fields, as the backend defines the registration form. */
  fields: FormField[]
  /** The consent line with its links, rendered on the server. */
  consent: ReactNode
  /** Today's date (`YYYY-MM-DD`), the latest date of birth. */
  today: string
  redirect?: string
  permalink?: string
  labelledBy?: string
}

/** Registration: e-mail and password, then the personal details the backend asks for. */
export function RegisterForm({
  locale,
  labels,
  messages,
  providers,
  fields,
  consent,
  today,
  redirect,
  permalink,
  labelledBy,
}: Props) {
  const id = useId()
  const form = useAccountForm(registerAction, {
    failed: labels.failed,
    permalink,
    validate: (data) => {
      const parsed = registerSchema(messages).safeParse({
        ...formValues(fields, data),
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        confirmPassword: String(data.get('confirmPassword') ?? ''),
      })
      if (parsed.success) return null
      const fieldErrors = fieldErrorsOf(parsed.error)
      const order = ['email', 'password', 'confirmPassword', ...fields.map((field) => field.name)]
      return { message: firstError(order, fieldErrors) ?? messages.incomplete, fieldErrors }
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
          autoComplete="new-password"
          hint={labels.passwordHint}
          labels={labels}
          error={form.error('password')}
        />
        <PasswordInput
          id={`${id}-confirm`}
          name="confirmPassword"
          label={labels.confirmPassword}
          autoComplete="new-password"
          labels={labels}
          error={form.error('confirmPassword')}
        />
        <FormFields
          idPrefix={id}
          fields={fields}
          optionalLabel={labels.optional}
          chooseLabel={labels.choose}
          maxDate={today}
          value={form.value}
          error={form.error}
        />
        <p className={styles.consent}>{consent}</p>
        <button type="submit" className={`button ${styles.submit}`} disabled={form.pending}>
          {form.pending ? labels.registering : labels.submitRegister}
        </button>
      </form>
      <SocialButtons locale={locale} providers={providers} redirect={redirect} labels={labels} />
      <p className={styles.switch}>
        {labels.haveAccount}{' '}
        <a href={withRedirect(localizedPath(locale, '/login'), redirect)}>{labels.login}</a>
      </p>
    </>
  )
}
