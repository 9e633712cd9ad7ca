import 'server-only'

import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { requireSecret } from '@/env'
import type { User } from '@/payload-types'

import { isStaffRequest } from '../../../collections/access/roles'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Whether `given` is PREVIEW_SECRET. Compared as SHA-256 digests in constant time, so neither
 * the content nor the length of the secret shows in how long a wrong guess takes.
 */
export function isPreviewSecret(given: string | null | undefined): boolean {
  if (!given) return false
  return timingSafeEqual(digest(given), digest(requireSecret('PREVIEW_SECRET')))
}

/**
 * The staff member signed in to the admin on this request (Payload's session cookie), or null.
 * Payload takes the cookie only from this site's own requests (`Sec-Fetch-Site`, `csrf`), so a
 * preview link opened from another site finds no session.
 */
export async function staffOf(payload: Payload, headers: Headers): Promise<User | null> {
  if (!headers.get('cookie')?.includes('payload-token=') && !headers.has('authorization'))
    return null
  const { user } = await payload.auth({ headers })
  return user && isStaffRequest({ user }) ? (user as User) : null
}
