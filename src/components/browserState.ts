'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** The page's cookies as a string, read after hydration ('' on the server and during hydration). */
export function useCookies(
  subscribe: (onChange: () => void) => () => void = noSubscription,
): string {
  return useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => '',
  )
}

/** The value of one cookie, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  const pair = cookies.split('; ').find((entry) => entry.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null
}

/** A browser capability or media query, false on the server. */
export function useBrowserCheck(check: () => boolean): boolean {
  return useSyncExternalStore(noSubscription, check, () => false)
}

/** False on the server and during hydration, true afterwards (for parts that exist only in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
