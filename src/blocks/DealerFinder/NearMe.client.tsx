'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useSyncExternalStore, useTransition } from 'react'

import { roundCoordinate } from '@/domain/geo'

import styles from './DealerFinder.module.css'

export type NearMeLabels = {
  button: string
  privacy: string
  locating: string
  denied: string
  unavailable: string
  timeout: string
}

type Status = 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout'

const noSubscription = () => () => {}
const hasGeolocation = () => 'geolocation' in navigator
const notOnServer = () => false

/**
 * "Near me": asks the browser for the visitor's position and reloads the list nearest first
 * (`?lat=&lng=`, rounded to about a kilometre, page 1). Shown only where the browser can tell a
 * position (never without JavaScript); a refusal or failure is explained in the live region.
 */
export function NearMe({ labels }: { labels: NearMeLabels }) {
  const supported = useSyncExternalStore(noSubscription, hasGeolocation, notOnServer)
  const router = useRouter()
  const [status, setStatus] = useState<Status>('idle')
  const [navigating, startTransition] = useTransition()
  const hintId = useId()
  const busy = status === 'locating' || navigating

  const locate = () => {
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // The browser's own address: the server may have rendered this page under another path.
        const url = new URL(window.location.href)
        url.searchParams.set('lat', String(roundCoordinate(coords.latitude)))
        url.searchParams.set('lng', String(roundCoordinate(coords.longitude)))
        url.searchParams.delete('page')
        setStatus('idle')
        startTransition(() => router.push(`${url.pathname}${url.search}`, { scroll: false }))
      },
      (error) =>
        setStatus(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable',
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }

  const message = busy ? labels.locating : status === 'idle' ? '' : labels[status]
  return (
    <div className={styles.nearMe}>
      {supported ? (
        <>
          <button
            type="button"
            className={`button ${styles.nearMeButton}`}
            onClick={locate}
            disabled={busy}
            aria-describedby={hintId}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            {labels.button}
          </button>
          <p id={hintId} className={styles.hint}>
            {labels.privacy}
          </p>
        </>
      ) : null}
      <p
        role="status"
        className={status === 'idle' || busy ? styles.status : `${styles.status} ${styles.problem}`}
      >
        {message}
      </p>
    </div>
  )
}
