'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useState, useTransition, type FormEvent } from 'react'

import type { AccountResult } from '@/lib/actions/account'

export type AccountAction = (
  previous: AccountResult | null,
  form: FormData,
) => Promise<AccountResult>

/** What a browser-side check found: the summary and each field's message. */
export type FormProblem = { message: string; fieldErrors: Record<string, string> }

type Options = {
  /** Checks the form before anything is sent; a problem stops the submission. */
  validate?: (form: FormData) => FormProblem | null
  /** Adjusts what is sent once the form is valid (e.g. a smaller picture). */
  prepare?: (form: FormData) => Promise<FormData>
  /** Said when the action cannot be reached at all (network, server error). */
  failed: string
  /** Where the form posts without JavaScript; defaults to the current path. */
  permalink?: string
  /** Runs before a result's `redirectTo` is followed. */
  beforeRedirect?: () => void
  /** How long a success stays on screen before `redirectTo` is followed (ms). */
  redirectDelay?: number
  /** Runs after a successful result without `redirectTo`, with the form that was sent. */
  onSuccess?: (result: AccountResult, form: HTMLFormElement) => void
}

/** Moves focus to the first field, in page order, that a result complains about. */
function focusFirstInvalid(
  form: HTMLFormElement | null,
  fieldErrors?: Partial<Record<string, string>>,
) {
  if (!form || !fieldErrors) return
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && Boolean(fieldErrors[element.getAttribute('name') ?? '']),
  )
  field?.focus()
}

/** The message of the first field, in `order`, that has one. */
export const firstError = (order: readonly string[], fieldErrors: Record<string, string>) =>
  order.map((name) => fieldErrors[name]).find(Boolean)

/**
 * One account form's life: check in the browser, call the server action, show its result and
 * follow its `redirectTo` with a full navigation (the session cookies changed). Without
 * JavaScript the same action runs as a plain POST (`useActionState` with a permalink) and the
 * page renders its result.
 */
export function useAccountForm(action: AccountAction, options: Options) {
  const pathname = usePathname()
  const [posted, formAction] = useActionState(action, null, options.permalink ?? pathname)
  const [result, setResult] = useState<AccountResult | null>(null)
  // Each result gets a fresh alert element, so the same message is announced again.
  const [attempt, setAttempt] = useState(0)
  const [pending, startTransition] = useTransition()
  const shown = result ?? posted

  const show = (next: AccountResult) => {
    setResult(next)
    setAttempt((count) => count + 1)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || (result?.ok && result.redirectTo)) return
    const form = event.currentTarget
    const data = new FormData(form)
    const problem = options.validate?.(data)
    if (problem) {
      show({ ok: false, ...problem })
      focusFirstInvalid(form, problem.fieldErrors)
      return
    }
    startTransition(async () => {
      let next: AccountResult
      try {
        next = await action(null, options.prepare ? await options.prepare(data) : data)
      } catch (error) {
        console.error('[account] form action failed', error)
        next = { ok: false, message: options.failed }
      }
      startTransition(() => show(next))
      if (!next.ok) focusFirstInvalid(form, next.fieldErrors)
      else if (next.redirectTo) {
        const target = next.redirectTo
        options.beforeRedirect?.()
        setTimeout(() => window.location.assign(target), options.redirectDelay ?? 0)
      } else options.onSuccess?.(next, form)
    })
  }

  const error = (name: string) => (shown && !shown.ok ? shown.fieldErrors?.[name] : undefined)
  const value = (name: string) => shown?.values?.[name]

  /** Forgets the shown result (a cancelled edit). */
  const clear = () => setResult({ ok: true, message: '' })

  // Once the visitor is moving on, the form stays disabled until the page is left.
  const busy = pending || Boolean(result?.ok && result.redirectTo)

  return { formAction, onSubmit, pending: busy, result: shown, attempt, error, value, clear }
}
