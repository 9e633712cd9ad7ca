'use client'

import { useEffect } from 'react'

import { myFavouriteIdsAction } from '@/lib/actions/event'
import { AUTH_COOKIES } from '@/lib/auth/routes'

import { cookieValue, useCookies } from '../browserState'
import styles from './Post.module.css'
import { HeartIcon } from './HeartIcon'
import { useFavourite } from './useFavourite'

// One request for every card of the page.
let favourites: Promise<Set<number>> | null = null
const loadFavourites = (locale: string) =>
  (favourites ??= myFavouriteIdsAction(locale).then(
    (ids) => new Set(ids),
    () => new Set<number>(),
  ))

/**
 * The heart on an event's card, for signed-in visitors only (the cached list knows nobody: the
 * browser reads the header's profile cookie, then the visitor's favourites once per page).
 */
export function CardHeart({
  eventId,
  locale,
  label,
}: {
  eventId: number
  locale: string
  /** "Save … to favourite events", naming the event. */
  label: string
}) {
  const signedIn = cookieValue(useCookies(), AUTH_COOKIES.profile) !== null
  const { favourite, setFavourite, busy, toggle } = useFavourite(eventId, locale, false)
  useEffect(() => {
    if (!signedIn) return
    let live = true
    void loadFavourites(locale).then((ids) => live && setFavourite(ids.has(eventId)))
    return () => {
      live = false
    }
  }, [signedIn, locale, eventId, setFavourite])
  if (!signedIn) return null
  return (
    <button
      type="button"
      className={styles.cardHeart}
      aria-pressed={favourite}
      aria-label={label}
      disabled={busy}
      onClick={toggle}
    >
      <HeartIcon filled={favourite} size={22} />
    </button>
  )
}
