'use client'

import { useSyncExternalStore } from 'react'

import type { EventBadge } from '@/lib/format/eventTime'
import { registrationState, type RegistrationWindow } from '@/lib/posts/eventInfo'

import styles from './Post.module.css'

const noSubscription = () => () => undefined

export type EventRegistrationLabels = Record<EventBadge, string> & {
  register: string
  /** "Registration opens on …" and "Register by …", already filled in. */
  opensOn: string | null
  closesOn: string | null
}

/**
 * Whether visitors may register, with the call to action while they may. The page is cached, so
 * the browser works the state out again from the event's times once it has loaded.
 */
export function EventRegistration({
  schedule,
  initial,
  labels,
  registerHref,
}: {
  schedule: RegistrationWindow
  /** The state when the page was rendered (what the server sends and hydration starts from). */
  initial: EventBadge
  labels: EventRegistrationLabels
  registerHref: string
}) {
  const state = useSyncExternalStore(
    noSubscription,
    () => registrationState(schedule, Date.now()),
    () => initial,
  )
  return (
    <div className={styles.registration}>
      <p className={styles.state} data-state={state}>
        {labels[state]}
      </p>
      {state === 'soon' && labels.opensOn ? <p>{labels.opensOn}</p> : null}
      {state === 'open' && labels.closesOn ? <p>{labels.closesOn}</p> : null}
      {state === 'open' ? (
        <a className="button" href={registerHref}>
          {labels.register}
        </a>
      ) : null}
    </div>
  )
}
