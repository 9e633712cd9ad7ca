'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useEffect, useId, useRef } from 'react'

import { subscribeToUpdates, type FormResult } from '@/lib/actions/contact'
import type { Locale } from '@/i18n/locales'

import styles from './Footer.module.css'

type Props = { locale: Locale; labels: { label: string; placeholder: string; submit: string } }

/** Subscribe to news and events: a wrong address gets a clear notice; success clears the form. */
export function SubscribeForm({ locale, labels }: Props) {
  // Without JavaScript the form posts back to this page (an empty `action` is not valid HTML).
  const [result, action, pending] = useActionState<FormResult | null, FormData>(
    subscribeToUpdates,
    null,
    usePathname(),
  )
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <form ref={form} action={action} className={styles.subscribe} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-email`} className="sr-only">
        {labels.label}
      </label>
      <div className={styles.subscribeRow}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.values?.email}
          required
          placeholder={labels.placeholder}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="button" disabled={pending}>
          {labels.submit}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={styles.subscribeStatus}
        data-ok={result?.ok ?? undefined}
      >
        {result?.message}
      </p>
    </form>
  )
}
