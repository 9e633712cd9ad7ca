'use client'

import { usePathname } from 'next/navigation'
import {
  useActionState,
  useId,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react'

import accountStyles from '@/components/Account/Account.module.css'
import { describedBy, Field, FieldNotes, FormMessage } from '@/components/Account/Field'
import { newIdempotencyKey } from '@/lib/forms/idempotencyKey'
import type { Locale } from '@/i18n/locales'
import { applyForJob, type ApplicationResult } from '@/lib/actions/jobApplication'
import type { ApplicationMessages } from '@/lib/forms/jobApplication'

import styles from './ApplyForm.module.css'
import type { ApplyLabels } from './applyTexts'

type Props = {
  locale: Locale
  careerId: number
  labels: ApplyLabels
  messages: ApplicationMessages
  /** The consent line with its privacy-policy link, rendered on the server. */
  consent: ReactNode
  /** The file picker's `accept` and the cover letter's length limit (the contract's). */
  accept: string
  coverLetterMax: number
  labelledBy: string
}

/** The checks, with zod, load when the visitor first needs them, not with the page. */
const loadChecks = () => import('@/lib/forms/jobApplication')

/** Moves focus to the first field, in page order, that a result complains about. */
function focusFirstInvalid(form: HTMLFormElement, fieldErrors?: Partial<Record<string, string>>) {
  if (!fieldErrors) return
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && Boolean(fieldErrors[element.getAttribute('name') ?? '']),
  )
  field?.focus()
}

/**
 * Applying for an opening: name, e-mail, phone, the CV (PDF or DOCX, at most 5 MB, checked by its
 * bytes here and again on the server), a cover letter and consent to the privacy policy. One
 * idempotency key per fill-in, so a double click or a retry sends once. On success the visitor
 * moves on to the thank-you page; on failure everything typed stays and the form says why.
 */
export function ApplyForm({
  locale,
  careerId,
  labels,
  messages,
  consent,
  accept,
  coverLetterMax,
  labelledBy,
}: Props) {
  const id = useId()
  // Without JavaScript the form posts to the action and the page shows its result.
  const [posted, formAction] = useActionState(applyForJob, null, usePathname())
  const [result, setResult] = useState<ApplicationResult | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [pending, startTransition] = useTransition()
  const key = useRef<string | null>(null)
  const shown = result ?? posted
  const leaving = Boolean(shown?.ok && shown.redirectTo)
  const busy = pending || leaving

  const show = (next: ApplicationResult) => {
    setResult(next)
    setAttempt((count) => count + 1)
  }
  const error = (name: string) => (shown && !shown.ok ? shown.fieldErrors?.[name] : undefined)
  const value = (name: string) => shown?.values?.[name]

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    void loadChecks().then(({ cvTooLarge }) => {
      if (cvTooLarge(file))
        show({ ok: false, message: messages.cvTooLarge, fieldErrors: { cv: messages.cvTooLarge } })
    })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    key.current ??= value('idempotencyKey') || newIdempotencyKey()
    data.set('idempotencyKey', key.current)
    startTransition(async () => {
      let next: ApplicationResult
      try {
        const { checkApplication } = await loadChecks()
        const checked = await checkApplication(data, messages)
        next = checked.ok
          ? await applyForJob(null, data)
          : { ok: false, message: checked.message, fieldErrors: checked.fieldErrors }
      } catch (failure) {
        console.error('[career] application form failed', failure)
        next = { ok: false, message: messages.failed }
      }
      startTransition(() => show(next))
      if (!next.ok) focusFirstInvalid(form, next.fieldErrors)
      else if (next.redirectTo) window.location.assign(next.redirectTo)
    })
  }

  const field = (name: 'fullName' | 'email' | 'phoneNumber') => `${id}-${name}`
  const cvId = `${id}-cv`
  const letterId = `${id}-coverLetter`
  const consentId = `${id}-consent`
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadChecks()}
      noValidate
      className={`${accountStyles.form} ${styles.form}`}
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="careerId" value={careerId} />
      <input type="hidden" name="idempotencyKey" value={value('idempotencyKey') ?? ''} />
      <FormMessage result={shown} attempt={attempt} continueLabel={labels.continue} />
      <div className={styles.row}>
        <Field
          id={field('fullName')}
          name="fullName"
          label={labels.fullName}
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={value('fullName')}
          error={error('fullName')}
        />
        <Field
          id={field('email')}
          name="email"
          type="email"
          label={labels.email}
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          defaultValue={value('email')}
          error={error('email')}
        />
        <Field
          id={field('phoneNumber')}
          name="phoneNumber"
          type="tel"
          label={labels.phoneNumber}
          required
          maxLength={20}
          autoComplete="tel"
          inputMode="tel"
          defaultValue={value('phoneNumber')}
          error={error('phoneNumber')}
        />
      </div>
      <div className={accountStyles.field}>
        <label htmlFor={cvId} className={accountStyles.label}>
          {labels.cv}
        </label>
        <input
          id={cvId}
          name="cv"
          type="file"
          accept={accept}
          required
          className={styles.file}
          onChange={onFileChange}
          aria-invalid={error('cv') ? true : undefined}
          aria-describedby={describedBy(cvId, labels.cvHint, error('cv'))}
        />
        <FieldNotes id={cvId} hint={labels.cvHint} error={error('cv')} />
      </div>
      <div className={accountStyles.field}>
        <label htmlFor={letterId} className={accountStyles.label}>
          {labels.coverLetter}
          <span className={accountStyles.optional}> ({labels.optional})</span>
        </label>
        <textarea
          id={letterId}
          name="coverLetter"
          rows={6}
          maxLength={coverLetterMax}
          className={`${accountStyles.input} ${styles.letter}`}
          defaultValue={value('coverLetter')}
          aria-invalid={error('coverLetter') ? true : undefined}
          aria-describedby={describedBy(letterId, labels.coverLetterHint, error('coverLetter'))}
        />
        <FieldNotes id={letterId} hint={labels.coverLetterHint} error={error('coverLetter')} />
      </div>
      {/* A honeypot: people never see it; robots fill it and are refused. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{labels.website}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.consent}>
        <input
          id={consentId}
          name="consent"
          type="checkbox"
          value="true"
          required
          defaultChecked={value('consent') === 'true'}
          className={styles.checkbox}
          aria-invalid={error('consent') ? true : undefined}
          aria-describedby={error('consent') ? `${consentId}-error` : undefined}
        />
        <label htmlFor={consentId}>{consent}</label>
        <FieldNotes id={consentId} error={error('consent')} />
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  )
}
