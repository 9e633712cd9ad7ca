import type { HTMLInputTypeAttribute, Ref } from 'react'

import type { AccountResult } from '@/lib/actions/account'

import styles from './Account.module.css'

export type FieldProps = {
  id: string
  name: string
  label: string
  type?: HTMLInputTypeAttribute | 'select'
  required?: boolean
  maxLength?: number
  min?: string
  max?: string
  autoComplete?: string
  inputMode?: 'email' | 'tel' | 'text' | 'numeric'
  placeholder?: string
  defaultValue?: string
  error?: string
  hint?: string
  /** Shown after the label of a field that may stay empty ("optional"). */
  optionalLabel?: string
  options?: { value: string; label: string }[]
  /** The empty first choice of a select. */
  chooseLabel?: string
}

/** `aria-describedby` for a field's hint and error, in reading order. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

type NotesProps = {
  id: string
  hint?: string
  error?: string
  /** A form's own classes for the two lines (the account forms' by default). */
  classes?: { hint?: string; error?: string }
}

/** The hint and error lines under a field. */
export function FieldNotes({ id, hint, error, classes }: NotesProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={classes?.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classes?.error ?? styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A labelled input or select with its hint and error (the label text stays exactly the label). */
export function Field({
  id,
  name,
  label,
  type = 'text',
  required,
  maxLength,
  min,
  max,
  autoComplete,
  inputMode,
  placeholder,
  defaultValue,
  error,
  hint,
  optionalLabel,
  options,
  chooseLabel,
}: FieldProps) {
  const common = {
    id,
    name,
    required,
    autoComplete,
    defaultValue,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && optionalLabel ? (
          <span className={styles.optional}> ({optionalLabel})</span>
        ) : null}
      </label>
      {type === 'select' ? (
        <select {...common}>
          <option value="">{chooseLabel ?? ''}</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={type}
          maxLength={maxLength}
          min={min}
          max={max}
          inputMode={inputMode}
          placeholder={placeholder}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

type MessageProps = {
  result: AccountResult | null
  attempt: number
  /** The link text offered when a result moves on (`redirectTo`), for browsers without scripts. */
  continueLabel?: string
  statusRef?: Ref<HTMLParagraphElement>
}

/**
 * A form's outcome: failures in an alert (re-created per attempt so each is announced),
 * successes in a status region that is always present, as live regions must be.
 */
export function FormMessage({ result, attempt, continueLabel, statusRef }: MessageProps) {
  const failed = result && !result.ok && result.message ? result.message : null
  return (
    <>
      {failed ? (
        <p key={attempt} role="alert" className={styles.alert}>
          {failed}
        </p>
      ) : null}
      <p ref={statusRef} role="status" className={styles.status} tabIndex={-1}>
        {result?.ok ? result.message : null}
        {result?.ok && result.redirectTo && continueLabel ? (
          <>
            {' '}
            <a href={result.redirectTo}>{continueLabel}</a>
          </>
        ) : null}
      </p>
    </>
  )
}
