'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useEffect, useId, useRef } from 'react'

import { subscribeToUpdates, type FormResult } from '@/lib/actions/contact'
import type { Locale } from '@/i18n/locales'

import styles from './SubscribeForm.module.css'

type Props = {
  locale: Locale
  labels: { label: string; placeholder: string; submit: string }
  /** `dark` on the footer's dark ground, `light` in a page's content. */
  tone?: 'dark' | 'light'
}

/**
 * Subscribe to news and event announcements (footer, event pages): a wrong address gets a clear
 * notice; success clears the form.
 */
export function SubscribeForm({ locale, labels, tone = 'dark' }: Props) {
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
    <form ref={form} action={action} className={styles.subscribe} data-tone={tone} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-email`} className="sr-only">
        {labels.label}
      </label>
      <div className={styles.row}>
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
        className={styles.status}
        data-ok={result?.ok ?? undefined}
      >
        {result?.message}
      </p>
    </form>
  )
}
