import 'server-only'

import { headers } from 'next/headers'

import type { UserProfile } from '@/contract/account'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { accessToken } from '@/lib/auth/session'
import { currentProfile } from '@/lib/backend/account'
import { isBackendError } from '@/lib/backend/errors'

/**
 * How an account page stands: the visitor's profile; `ended` when a form on this very page just
 * ended the session (sign-out, password change, deletion: the action's own re-render, which must
 * not redirect, or it would overtake the form's navigation); `refused` when the backend no
 * longer accepts the token (revoked, expired).
 */
export type ProfileState =
  { status: 'ok'; profile: UserProfile } | { status: 'ended' } | { status: 'refused' }

/** Whether this render answers a form's POST (a server action), not a page visit. */
async function answersAction() {
  const request = await headers()
  return (
    request.has('next-action') ||
    (request.get('content-type') ?? '').startsWith('multipart/form-data')
  )
}

/**
 * The signed-in visitor's profile for a page at `path` (locale-less). A visit without a token
 * goes to the login page, returning here after.
 */
export async function requireProfile(locale: Locale, path: string): Promise<ProfileState> {
  const token = await accessToken()
  if (!token) {
    if (await answersAction()) return { status: 'ended' }
    return redirect(loginAfter(locale, path), locale)
  }
  try {
    return { status: 'ok', profile: await currentProfile(locale, token) }
  } catch (error) {
    if (isBackendError(error) && error.status === 401) return { status: 'refused' }
    throw error
  }
}

/** The login page's locale-less path that returns to `path` afterwards. */
export const loginAfter = (locale: Locale, path: string) =>
  `/login?redirect=${encodeURIComponent(localizedPath(locale, path))}`
