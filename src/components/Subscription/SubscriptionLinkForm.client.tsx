'use client'

import { usePathname } from 'next/navigation'
import { useActionState } from 'react'

import type { FormResult } from '@/lib/actions/contact'
import type { Locale } from '@/i18n/locales'

type Props = {
  /** The server action the link's token goes to (confirm, or unsubscribe). */
  action: (previous: FormResult | null, form: FormData) => Promise<FormResult>
  locale: Locale
  token: string
  labels: { button: string; sending: string }
}

/**
 * What a mailed subscription link does takes a press of the button (a POST), not just opening
 * the link: mail scanners that open every link cannot confirm or unsubscribe an address.
 */
export function SubscriptionLinkForm({ action: submit, locale, token, labels }: Props) {
  const [result, action, pending] = useActionState<FormResult | null, FormData>(
    submit,
    null,
    usePathname(),
  )
  if (result?.ok) return <p role="status">{result.message}</p>
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {result ? <p role="alert">{result.message}</p> : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.sending : labels.button}
      </button>
    </form>
  )
}
