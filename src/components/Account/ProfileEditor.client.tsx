'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { FormField } from '@/contract/account'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { updateProfileAction } from '@/lib/actions/account'
import { fieldErrorsOf, personalSchema, type AccountMessages } from '@/lib/auth/forms'

import accountStyles from './Account.module.css'
import { FormMessage } from './Field'
import { FormFields, formValues } from './formFields'
import styles from './Profile.module.css'
import { firstError, useAccountForm } from './useAccountForm'

type Props = {
  locale: Locale
  /** The profile form as the backend defines it (`Auth/GetUserFormInPostService`). */
  fields: FormField[]
  /** The saved values, as text (`YYYY-MM-DD` dates, ids of choices). */
  values: Record<string, string>
  /** Open in edit mode (`?edit=1`, how the Edit button works without JavaScript). */
  initialEditing: boolean
  today: string
  labels: {
    details: string
    edit: string
    save: string
    saving: string
    cancel: string
    notGiven: string
    optional: string
    choose: string
    failed: string
  }
  messages: AccountMessages
}

/** A saved value as read: a choice by its label, a date as DD/MM/YYYY. */
function shown(field: FormField, raw: string | undefined): string | null {
  if (!raw) return null
  if (field.options) return field.options.find((option) => option.value === raw)?.label ?? raw
  if (field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw))
    return raw.split('-').reverse().join('/')
  return raw
}

/** The personal details: read, then edited in place with the form the backend defines. */
export function ProfileEditor({
  locale,
  fields,
  values,
  initialEditing,
  today,
  labels,
  messages,
}: Props) {
  const id = useId()
  const router = useRouter()
  const [editing, setEditing] = useState(initialEditing)
  const editButton = useRef<HTMLButtonElement>(null)
  const section = useRef<HTMLDivElement>(null)
  // Where focus goes after switching modes: the first field, or back to the Edit button.
  const focusNext = useRef<'form' | 'button' | null>(null)
  const profilePath = localizedPath(locale, '/profile')
  const form = useAccountForm(updateProfileAction, {
    failed: labels.failed,
    permalink: `${profilePath}?edit=1`,
    validate: (data) => {
      const parsed = personalSchema(messages).safeParse(formValues(fields, data))
      if (parsed.success) return null
      const fieldErrors = fieldErrorsOf(parsed.error)
      const order = fields.map((field) => field.name)
      return { message: firstError(order, fieldErrors) ?? messages.incomplete, fieldErrors }
    },
    onSuccess: () => {
      focusNext.current = 'button'
      setEditing(false)
      router.refresh()
    },
  })

  useEffect(() => {
    if (focusNext.current === 'button') editButton.current?.focus()
    if (focusNext.current === 'form')
      section.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus()
    focusNext.current = null
  }, [editing])

  const startEditing = () => {
    focusNext.current = 'form'
    form.clear()
    setEditing(true)
  }
  const stopEditing = () => {
    focusNext.current = 'button'
    form.clear()
    setEditing(false)
  }

  return (
    <div ref={section} className={styles.editor}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`}>{labels.details}</h2>
        {editing ? null : (
          <form method="get" action={profilePath}>
            <input type="hidden" name="edit" value="1" />
            <button
              ref={editButton}
              type="submit"
              className={styles.secondary}
              onClick={(event) => {
                event.preventDefault()
                startEditing()
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              {labels.edit}
            </button>
          </form>
        )}
      </div>
      <FormMessage result={form.result} attempt={form.attempt} />
      {editing ? (
        <form
          action={form.formAction}
          onSubmit={form.onSubmit}
          noValidate
          className={styles.editForm}
          aria-labelledby={`${id}-title`}
        >
          <input type="hidden" name="locale" value={locale} />
          <div className={styles.fieldGrid}>
            <FormFields
              idPrefix={id}
              fields={fields}
              optionalLabel={labels.optional}
              chooseLabel={labels.choose}
              maxDate={today}
              value={(name) => form.value(name) ?? values[name]}
              error={form.error}
            />
          </div>
          <div className={styles.actions}>
            <button
              type="submit"
              className={`button ${accountStyles.submitInline}`}
              disabled={form.pending}
            >
              {form.pending ? labels.saving : labels.save}
            </button>
            <a
              href={profilePath}
              className={styles.secondary}
              onClick={(event) => {
                event.preventDefault()
                stopEditing()
              }}
            >
              {labels.cancel}
            </a>
          </div>
        </form>
      ) : (
        <dl className={styles.details}>
          {fields.map((field) => {
            const value = shown(field, values[field.name])
            return (
              <div key={field.name} className={styles.detail}>
                <dt>{field.label}</dt>
                <dd className={value ? undefined : styles.notGiven}>{value ?? labels.notGiven}</dd>
              </div>
            )
          })}
        </dl>
      )}
    </div>
  )
}
