'use client'

import { useEffect } from 'react'

/**
 * Counts a new search in the anonymous search report, once per page view, by a beacon: the page
 * itself may come from the front cache, which never reaches the backend.
 */
export function SearchReport({ endpoint, query }: { endpoint: string; query: string }) {
  useEffect(() => {
    const body = JSON.stringify({ q: query })
    const sent = navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))
    if (!sent)
      void fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined)
  }, [endpoint, query])
  return null
}
