import { createHmac, timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { requireSecret } from '@/env'

type HookContext = { disableRevalidate?: boolean } | undefined

/** The credential of the internal revalidation endpoint, derived from the Payload secret. */
export const revalidationSecret = (): string =>
  createHmac('sha256', requireSecret('PAYLOAD_SECRET'))
    .update('sora:revalidate')
    .digest('base64url')

export const isRevalidationSecret = (given: string | null): boolean => {
  if (!given) return false
  const expected = Buffer.from(revalidationSecret())
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Changes made outside a request (scheduled publishing runs on a timer) ask the running server
 * to expire the tags through its own endpoint, where Next's cache is reachable.
 */
function revalidateThroughServer(tags: string[]): void {
  const origin = process.env.INTERNAL_ORIGIN
  if (!origin) return
  void fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidationSecret() },
    body: JSON.stringify({ tags }),
  }).catch((error: unknown) => console.warn('[cache] revalidation request failed', error))
}

/**
 * Expires the given tags at once (the next request renders fresh content, for every locale the
 * caller listed). Seeds pass `context.disableRevalidate`.
 */
export function revalidateTags(tagList: Iterable<string>, context?: HookContext): void {
  if (context?.disableRevalidate) return
  const unique = [...new Set(tagList)]
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) {
        revalidateThroughServer(unique)
        return
      }
      throw error
    }
  }
}
