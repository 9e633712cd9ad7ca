import 'server-only'

import { cookies } from 'next/headers'

import type { UserSummary } from '@/contract/account'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { profileSummary } from '@/lib/backend/account'

import { safeRedirect } from './redirect'
import { AUTH_COOKIES, routeAccess } from './routes'

/**
 * The visitor's session as the renderer keeps it: the access token in an HttpOnly, SameSite=Lax
 * cookie (Secure in production) the page's scripts never see, and a readable `auth.profile`
 * cookie with what the header shows. The backend decides whether a token is still valid.
 */

const secure = () => getEnv().APP_ENV === 'production'

/** The visitor's access token, if the browser sent one. */
export async function accessToken(): Promise<string | undefined> {
  const value = (await cookies()).get(AUTH_COOKIES.token)?.value
  return value && value.length < 2048 ? value : undefined
}

/** What the header shows (`AccountEntry`): name and pictures, never the token. */
export type HeaderProfile = { name: string; avatar: string | null; socialPicture: string | null }

const headerProfile = (summary: UserSummary): HeaderProfile => ({
  name: summary.displayName,
  avatar: summary.profilePictureUrl,
  socialPicture: summary.socialPictureUrl,
})

/** Writes the header's copy of the profile, for as long as the token lives. */
export async function rememberProfile(summary: UserSummary, maxAge?: number): Promise<void> {
  const jar = await cookies()
  const remaining = maxAge ?? 2 * 60 * 60
  jar.set(AUTH_COOKIES.profile, JSON.stringify(headerProfile(summary)), {
    path: '/',
    sameSite: 'lax',
    secure: secure(),
    maxAge: remaining,
  })
}

/**
 * Stores a fresh token and the profile it belongs to (fetched with it, spec §4), and forgets the
 * remembered last route.
 */
export async function startSession(
  locale: Locale,
  token: string,
  expireInSeconds: number,
): Promise<HeaderProfile> {
  const jar = await cookies()
  jar.set(AUTH_COOKIES.token, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    maxAge: expireInSeconds,
  })
  jar.delete(AUTH_COOKIES.lastRoute)
  const summary = await profileSummary(locale, token)
  await rememberProfile(summary, expireInSeconds)
  return headerProfile(summary)
}

/** Forgets the session in this browser (the caller revokes the token at the backend first). */
export async function endSession(): Promise<void> {
  const jar = await cookies()
  for (const name of [AUTH_COOKIES.token, AUTH_COOKIES.profile, AUTH_COOKIES.social])
    jar.delete(name)
}

/**
 * Where to go after signing in (spec §4): the `redirect` query if it is a path of this site (and
 * not another guest-only page), else the last page visited while anonymous, else home.
 */
export async function afterSignIn(locale: Locale, requested: unknown): Promise<string> {
  const home = localizedPath(locale, '/')
  const usable = (path: string) => (routeAccess(path.split(/[?#]/)[0]!) === 'guest' ? home : path)
  const wanted = safeRedirect(requested, '')
  if (wanted) return usable(wanted)
  const last = safeRedirect((await cookies()).get(AUTH_COOKIES.lastRoute)?.value, '')
  return last ? usable(last) : home
}
