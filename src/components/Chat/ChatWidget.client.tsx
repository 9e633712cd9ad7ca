'use client'

import { usePathname } from 'next/navigation'
import {
  useActionState,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react'

import { newIdempotencyKey } from '@/lib/forms/idempotencyKey'
import { useFocusTrap } from '@/components/Header/useFocusTrap'
import { CloseIcon } from '@/components/Icons/CloseIcon'
import { NewTabLink, withPlaceholder } from '@/components/SmartLink/NewTabLink'
import type { Locale } from '@/i18n/locales'
import { sendChatMessage, type FormResult } from '@/lib/actions/contact'

import styles from './Chat.module.css'

export type ChatWidgetProps = {
  locale: Locale
  hotline: { display: string; tel: string }
  zaloUrl: string | null
  messengerUrl: string | null
  /** The privacy policy's address in the visitor's language (topic 25). */
  privacyHref: string
  labels: {
    open: string
    close: string
    title: string
    intro: string
    call: string
    zalo: string
    messenger: string
    formTitle: string
    name: string
    email: string
    phone: string
    message: string
    send: string
    sending: string
    /** "I agree … as described in the {privacy}." */
    consent: string
    privacy: string
    newTab: string
  }
}

/**
 * The floating chat: hotline, Zalo and Messenger, and a short message form stored as a contact
 * (GetInTouch) through the backend. The panel is a dialog: focus stays inside, Escape closes it.
 */
export function ChatWidget({
  locale,
  hotline,
  zaloUrl,
  messengerUrl,
  privacyHref,
  labels,
}: ChatWidgetProps) {
  const [open, setOpen] = useState(false)
  // Without JavaScript the form posts back to this page (an empty `action` is not valid HTML).
  const [result, action, pending] = useActionState<FormResult | null, FormData>(
    sendChatMessage,
    null,
    usePathname(),
  )
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)
  // One key per message written: a double click or a retry after a lost answer stores it once.
  const idempotencyKey = useRef<string>(undefined)
  const id = useId()
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useFocusTrap(panel, open, close)
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [open])
  useEffect(() => {
    if (!result?.ok) return
    form.current?.reset()
    idempotencyKey.current = undefined
  }, [result])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault()
      return
    }
    idempotencyKey.current ??= newIdempotencyKey()
    const field = event.currentTarget.elements.namedItem('idempotencyKey')
    if (field instanceof HTMLInputElement) field.value = idempotencyKey.current
  }
  const error = (field: string) => (result && !result.ok ? result.fieldErrors?.[field] : undefined)

  return (
    <div className={styles.chat}>
      <div
        ref={panel}
        id={`${id}-panel`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={styles.panel}
        hidden={!open}
      >
        <div className={styles.panelTop}>
          <h2 id={`${id}-title`} tabIndex={-1}>
            {labels.title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.intro}>{labels.intro}</p>
        <div className={styles.channels}>
          <a href={`tel:${hotline.tel}`} className={styles.channel}>
            {labels.call.replace('{hotline}', hotline.display)}
          </a>
          {zaloUrl ? (
            <a href={zaloUrl} target="_blank" rel="noopener noreferrer" className={styles.channel}>
              {labels.zalo}
            </a>
          ) : null}
          {messengerUrl ? (
            <a
              href={messengerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.channel}
            >
              {labels.messenger}
            </a>
          ) : null}
        </div>
        <form ref={form} action={action} onSubmit={onSubmit} className={styles.form} noValidate>
          <h3>{labels.formTitle}</h3>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="idempotencyKey" defaultValue="" />
          <input
            type="hidden"
            name="pageUrl"
            value={typeof window === 'undefined' ? '/' : window.location.pathname}
          />
          {(
            [
              ['fullName', labels.name, 'text', 'name'],
              ['email', labels.email, 'email', 'email'],
              ['phoneNumber', labels.phone, 'tel', 'tel'],
            ] as const
          ).map(([name, label, type, autoComplete]) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`${id}-${name}`}>{label}</label>
              <input
                id={`${id}-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                defaultValue={result?.values?.[name]}
                aria-invalid={error(name) ? true : undefined}
                aria-describedby={error(name) ? `${id}-${name}-error` : undefined}
              />
              {error(name) ? (
                <p id={`${id}-${name}-error`} className={styles.error}>
                  {error(name)}
                </p>
              ) : null}
            </div>
          ))}
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>{labels.message}</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              defaultValue={result?.values?.message}
              maxLength={2000}
              aria-invalid={error('message') ? true : undefined}
              aria-describedby={error('message') ? `${id}-message-error` : undefined}
            />
            {error('message') ? (
              <p id={`${id}-message-error`} className={styles.error}>
                {error('message')}
              </p>
            ) : null}
          </div>
          <div className={styles.consent}>
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              defaultChecked={result?.values?.consent === 'on'}
              aria-invalid={error('consent') ? true : undefined}
              aria-describedby={error('consent') ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>
              {withPlaceholder(
                labels.consent,
                'privacy',
                <NewTabLink href={privacyHref} newTabLabel={labels.newTab}>
                  {labels.privacy}
                </NewTabLink>,
              )}
            </label>
            {error('consent') ? (
              <p id={`${id}-consent-error`} className={styles.error}>
                {error('consent')}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button" disabled={pending}>
            {pending ? labels.sending : labels.send}
          </button>
          <p role="status" className={styles.status} data-ok={result?.ok ?? undefined}>
            {result?.message}
          </p>
        </form>
      </div>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v11H9l-5 4V5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only">{open ? labels.close : labels.open}</span>
      </button>
    </div>
  )
}
