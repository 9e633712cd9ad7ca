'use client'

import { useState } from 'react'

import { setFavouriteAction } from '@/lib/actions/event'

/**
 * An event's heart: shown as wanted at once, then as the backend answered (a failure puts it
 * back). One request at a time.
 */
export function useFavourite(eventId: number, locale: string, initial: boolean) {
  const [favourite, setFavourite] = useState(initial)
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    if (busy) return
    setBusy(true)
    const wanted = !favourite
    setFavourite(wanted)
    const answer = await setFavouriteAction(String(eventId), wanted, locale).catch(() => ({
      ok: false,
      favourite: !wanted,
    }))
    setFavourite(answer.favourite)
    setBusy(false)
  }
  return { favourite, setFavourite, busy, toggle }
}
