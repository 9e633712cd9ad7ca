'use client'

import { useState } from 'react'

import styles from './Account.module.css'
import { describedBy, FieldNotes } from './Field'
import type { PasswordToggleLabels } from './types'

type Props = {
  id: string
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  labels: PasswordToggleLabels
  required?: boolean
  maxLength?: number
  error?: string
  hint?: string
}

const Eye = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    {crossed ? (
      <path d="m4 4 16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    ) : null}
  </svg>
)

/**
 * A password field with a show/hide toggle. The toggle keeps one name and reports its state
 * with `aria-pressed`; its name is button text, not `aria-label`, so looking the field up by its
 * label ("Password") finds the field alone.
 */
export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  labels,
  required = true,
  maxLength = 128,
  error,
  hint,
}: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          spellCheck={false}
          autoCapitalize="none"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          title={visible ? labels.hidePassword : labels.showPassword}
          onClick={() => setVisible(!visible)}
        >
          <Eye crossed={visible} />
          <span className="sr-only">{labels.showPassword}</span>
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}
