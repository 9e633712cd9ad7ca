'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

type Connection = { saveData?: boolean; effectiveType?: string }

/**
 * Whether this browser may prefetch pages: not when it asks to save data or is on a 2g
 * connection (spec §9). Read as each link renders; on the server (and browsers that do not say)
 * prefetching stays on. Prefetching changes no markup, so the answer never upsets hydration.
 */
export function prefetchAllowed(): boolean {
  if (typeof navigator === 'undefined') return true
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

/** Next's link, without prefetching where `prefetchAllowed` says no. */
export function PrefetchLink({ prefetch, ...rest }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetchAllowed() ? prefetch : false} {...rest} />
}
