'use client'

import { useActionState, useEffect, useId, useState, useSyncExternalStore } from 'react'

import type { EventQuestion } from '@/contract/post'
import {
  cancelRegistrationAction,
  loadEventVisitorState,
  registerForEventAction,
  type EventActionResult,
  type EventVisitorState,
  type MyRegistration,
} from '@/lib/actions/event'
import type { EventBadge } from '@/lib/format/eventTime'
import { AUTH_COOKIES } from '@/lib/auth/routes'
import { registrationState, type RegistrationWindow } from '@/lib/posts/eventInfo'

import { cookieValue, useCookies } from '../browserState'
import styles from './Post.module.css'
import { HeartIcon } from './HeartIcon'
import { useFavourite } from './useFavourite'

const noSubscription = () => () => undefined

export type EventRegistrationLabels = Record<EventBadge, string> & {
  /** "Registration opens on …" and "Register by …", already filled in. */
  opensOn: string | null
  closesOn: string | null
  signInToRegister: string
  checking: string
  formTitle: string
  companyName: string
  companySize: string
  chooseCompanySize: string
  jobTitle: string
  optional: string
  submit: string
  submitting: string
  haveTicket: string
  /** With `{code}` and `{position}` left to fill. */
  ticketCode: string
  onWaitingList: string
  /** With `{amount}` and `{date}` left to fill. */
  awaitingPayment: string
  payNow: string
  viewTicket: string
  cancelRegistration: string
  cancelling: string
  favourite: string
  favourited: string
}

type Props = {
  eventId: number
  locale: string
  schedule: RegistrationWindow
  /** The state when the page was rendered (what the server sends and hydration starts from). */
  initial: EventBadge
  questions: EventQuestion[]
  companySizes: { id: number; name: string }[]
  /** The login page, returning to this event afterwards. */
  loginHref: string
  /** A ticket's page, with `{id}` left to fill. */
  ticketHref: string
  /** An order's page (how to pay it), with `{id}` left to fill. */
  orderHref: string
  labels: EventRegistrationLabels
}

/**
 * Registration on an event's page. The page is cached, so the browser works the window out again
 * from the event's times, then asks (once) whether this visitor is signed in and registered: a
 * visitor who is not is sent to sign in; one who is registers with the company details and the
 * event's own questions, sees their ticket code or place in line, and may cancel. Signed-in
 * visitors also get the heart that keeps the event among their favourites.
 */
export function EventRegistration(props: Props) {
  const { schedule, initial, labels, eventId, locale } = props
  const state = useSyncExternalStore(
    noSubscription,
    () => registrationState(schedule, Date.now()),
    () => initial,
  )
  // Only a visitor with the header's profile cookie can be signed in: nobody else is asked about.
  const signedIn = cookieValue(useCookies(), AUTH_COOKIES.profile) !== null
  const [loaded, setVisitor] = useState<EventVisitorState | null>(null)
  const visitor: EventVisitorState | null = signedIn ? loaded : { signedIn: false }
  useEffect(() => {
    if (!signedIn) return
    let live = true
    loadEventVisitorState(String(eventId), locale).then(
      (loaded) => live && setVisitor(loaded),
      () => live && setVisitor({ signedIn: false }),
    )
    return () => {
      live = false
    }
  }, [signedIn, eventId, locale])

  return (
    <div className={styles.registration}>
      <p className={styles.state} data-state={state}>
        {labels[state]}
      </p>
      {state === 'soon' && labels.opensOn ? <p>{labels.opensOn}</p> : null}
      {state === 'open' && labels.closesOn ? <p>{labels.closesOn}</p> : null}
      {visitor === null ? (
        state === 'open' ? (
          <p className={styles.hint} role="status">
            {labels.checking}
          </p>
        ) : null
      ) : visitor.signedIn ? (
        <SignedIn {...props} state={state} visitor={visitor} />
      ) : state === 'open' ? (
        <a className="button" href={props.loginHref}>
          {labels.signInToRegister}
        </a>
      ) : null}
    </div>
  )
}

function SignedIn({
  state,
  visitor,
  ...props
}: Props & { state: EventBadge; visitor: Extract<EventVisitorState, { signedIn: true }> }) {
  const [registration, setRegistration] = useState<MyRegistration | null>(visitor.registration)
  const [notice, setNotice] = useState<string>('')
  return (
    <>
      <Heart {...props} initial={visitor.favourite} />
      {registration ? (
        <Registered
          {...props}
          registration={registration}
          onCancelled={(message) => {
            setRegistration(null)
            setNotice(message)
          }}
        />
      ) : state === 'open' ? (
        <RegistrationForm
          {...props}
          visitor={visitor}
          onRegistered={(done, message) => {
            setRegistration(done)
            setNotice(message)
          }}
        />
      ) : null}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </>
  )
}

function Heart({
  eventId,
  locale,
  labels,
  initial,
}: Pick<Props, 'eventId' | 'locale' | 'labels'> & { initial: boolean }) {
  const { favourite, busy, toggle } = useFavourite(eventId, locale, initial)
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      disabled={busy}
      onClick={toggle}
    >
      <HeartIcon filled={favourite} />
      {favourite ? labels.favourited : labels.favourite}
    </button>
  )
}

function Registered({
  registration,
  labels,
  locale,
  ticketHref,
  orderHref,
  onCancelled,
}: Pick<Props, 'labels' | 'locale' | 'ticketHref' | 'orderHref'> & {
  registration: MyRegistration
  onCancelled: (message: string) => void
}) {
  const [result, cancel, pending] = useActionState(
    async (previous: EventActionResult | null, form: FormData) => {
      const answer = await cancelRegistrationAction(previous, form)
      if (answer.ok) onCancelled(answer.message)
      return answer
    },
    null,
  )
  return (
    <div className={styles.myRegistration}>
      {registration.status === 'confirmed' ? (
        <>
          <p>
            <strong>{labels.haveTicket}</strong>{' '}
            {labels.ticketCode.replace('{code}', registration.ticketCode ?? '')}
          </p>
          <a className="button" href={ticketHref.replace('{id}', String(registration.id))}>
            {labels.viewTicket}
          </a>
        </>
      ) : registration.payment ? (
        <>
          <p>
            <strong>
              {labels.awaitingPayment
                .replace('{amount}', registration.payment.amount)
                .replace('{date}', registration.payment.dueAt)}
            </strong>
          </p>
          <a className="button" href={orderHref.replace('{id}', String(registration.id))}>
            {labels.payNow}
          </a>
        </>
      ) : (
        <p>
          <strong>
            {labels.onWaitingList.replace('{position}', String(registration.waitingPosition ?? ''))}
          </strong>
        </p>
      )}
      <form action={cancel}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="registrationId" value={registration.id} />
        <button type="submit" className={`button ${styles.secondary}`} disabled={pending}>
          {pending ? labels.cancelling : labels.cancelRegistration}
        </button>
      </form>
      {result && !result.ok ? (
        <p role="alert" className={styles.error}>
          {result.message}
        </p>
      ) : null}
    </div>
  )
}

function RegistrationForm({
  eventId,
  locale,
  labels,
  questions,
  companySizes,
  loginHref,
  visitor,
  onRegistered,
}: Props & {
  visitor: Extract<EventVisitorState, { signedIn: true }>
  onRegistered: (registration: MyRegistration, message: string) => void
}) {
  const id = useId()
  const [result, submit, pending] = useActionState(
    async (previous: EventActionResult | null, form: FormData) => {
      const answer = await registerForEventAction(previous, form)
      if (answer.ok && answer.registration) onRegistered(answer.registration, answer.message)
      if (answer.signIn) window.location.assign(loginHref)
      return answer
    },
    null,
  )
  const values = result?.values ?? {}
  const errors = result?.fieldErrors ?? {}
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null
  return (
    <form action={submit} className={styles.registrationForm} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{labels.formTitle}</h3>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="eventId" value={eventId} />
      <div className={styles.formField}>
        <label htmlFor={`${id}-companyName`}>
          {labels.companyName} <span className={styles.hint}>({labels.optional})</span>
        </label>
        <input
          {...field('companyName')}
          type="text"
          autoComplete="organization"
          maxLength={200}
          defaultValue={values.companyName ?? visitor.companyName}
        />
        {error('companyName')}
      </div>
      <div className={styles.formField}>
        <label htmlFor={`${id}-companySize`}>
          {labels.companySize} <span className={styles.hint}>({labels.optional})</span>
        </label>
        <select {...field('companySize')} defaultValue={values.companySize ?? visitor.companySize}>
          <option value="">{labels.chooseCompanySize}</option>
          {companySizes.map((size) => (
            <option key={size.id} value={size.id}>
              {size.name}
            </option>
          ))}
        </select>
        {error('companySize')}
      </div>
      <div className={styles.formField}>
        <label htmlFor={`${id}-jobTitle`}>
          {labels.jobTitle} <span className={styles.hint}>({labels.optional})</span>
        </label>
        <input
          {...field('jobTitle')}
          type="text"
          autoComplete="organization-title"
          maxLength={100}
          defaultValue={values.jobTitle ?? ''}
        />
        {error('jobTitle')}
      </div>
      {questions.map((question) => {
        const name = `answer.${question.id}`
        return (
          <div className={styles.formField} key={question.id}>
            <label htmlFor={`${id}-${name}`}>
              {question.question}{' '}
              {question.required ? null : <span className={styles.hint}>({labels.optional})</span>}
            </label>
            <textarea
              {...field(name)}
              rows={2}
              maxLength={500}
              required={question.required}
              defaultValue={values[name] ?? ''}
            />
            {error(name)}
          </div>
        )
      })}
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
      {result && !result.ok ? (
        <p role="alert" className={styles.error}>
          {result.message}
        </p>
      ) : null}
    </form>
  )
}
