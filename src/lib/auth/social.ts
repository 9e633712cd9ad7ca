import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { cookies, headers } from 'next/headers'

import { getEnv, requireSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { signInWithProvider } from '@/lib/backend/account'
import { isBackendError } from '@/lib/backend/errors'
import { ipAddressOr } from '@/lib/net/address'

import { safeRedirect } from './redirect'
import { AUTH_COOKIES } from './routes'
import { afterSignIn, endSession, startSession } from './session'
import {
  createAuthorizationRequest,
  isSocialProvider,
  type SocialProvider,
  socialProviderConfig,
} from './socialProviders'

/**
 * Social sign-in as the renderer runs it: the start sends the visitor to the provider with a
 * fresh `state` and PKCE challenge, kept in a signed HttpOnly cookie for ten minutes; the
 * provider returns to the login page with `providerkey`, which the proxy hands to the callback.
 * The callback checks `state`, and the backend exchanges the code itself (spec §4).
 */

const FLOW_SECONDS = 10 * 60
type Flow = { provider: SocialProvider; state: string; verifier: string; redirect: string }

const sign = (data: string) =>
  createHmac('sha256', requireSecret('TOKEN_SIGNING_KEY'))
    .update(`social:${data}`)
    .digest('base64url')

/** The provider's return address: this site's login page in the visitor's language. */
export const callbackUri = (locale: Locale, provider: SocialProvider) =>
  new URL(
    `${localizedPath(locale, '/login')}?providerkey=${provider}`,
    getEnv().SITE_URL,
  ).toString()

const loginWith = (locale: Locale, query: string) => `${localizedPath(locale, '/login')}${query}`

/** Where `/login/social/<provider>` sends the visitor (the login page again if it cannot). */
export async function startSocialSignIn(
  locale: Locale,
  provider: string,
  redirect: string | null,
): Promise<string> {
  if (!isSocialProvider(provider) || !socialProviderConfig(provider))
    return loginWith(locale, '?socialError=provider')
  const request = createAuthorizationRequest(provider, callbackUri(locale, provider))
  const flow: Flow = {
    provider,
    state: request.state,
    verifier: request.codeVerifier,
    redirect: safeRedirect(redirect, ''),
  }
  const data = Buffer.from(JSON.stringify(flow)).toString('base64url')
  ;(await cookies()).set(AUTH_COOKIES.social, `${data}.${sign(data)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().APP_ENV === 'production',
    maxAge: FLOW_SECONDS,
  })
  return request.url
}

async function pendingFlow(): Promise<Flow | undefined> {
  const raw = (await cookies()).get(AUTH_COOKIES.social)?.value ?? ''
  const [data = '', signature = ''] = raw.split('.')
  const expected = Buffer.from(sign(data))
  const given = Buffer.from(signature)
  if (!data || given.length !== expected.length || !timingSafeEqual(given, expected))
    return undefined
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Flow
  } catch {
    return undefined
  }
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The provider's return (`/login?providerkey=…&code=…&state=…`): on success the session starts
 * and the visitor goes where they were headed; on any failure they stay signed out and the login
 * page says why ('Provider không hợp lệ', or the generic failure).
 */
export async function finishSocialSignIn(locale: Locale, query: URLSearchParams): Promise<string> {
  const provider = query.get('providerkey') ?? ''
  const flow = await pendingFlow()
  ;(await cookies()).delete(AUTH_COOKIES.social)
  if (!isSocialProvider(provider)) return loginWith(locale, '?socialError=provider')
  const code = query.get('code')
  const state = query.get('state') ?? ''
  const failed = async () => {
    await endSession()
    const back = flow?.redirect ? `&redirect=${encodeURIComponent(flow.redirect)}` : ''
    return loginWith(locale, `?socialError=1${back}`)
  }
  if (!flow || flow.provider !== provider || !code || !sameText(state, flow.state)) return failed()
  try {
    const session = await signInWithProvider(
      locale,
      {
        authProvider: provider,
        providerAccessCode: code.slice(0, 4096),
        codeVerifier: flow.verifier,
        redirectUri: callbackUri(locale, provider),
      },
      ipAddressOr((await headers()).get('x-client-ip')),
    )
    await startSession(locale, session.accessToken, session.expireInSeconds)
    return afterSignIn(locale, flow.redirect || null)
  } catch (error) {
    if (isBackendError(error) && error.status === 400 && error.message === 'Provider không hợp lệ')
      return loginWith(locale, '?socialError=provider')
    if (!isBackendError(error) || error.status >= 500)
      console.error('[social] sign-in failed', error)
    return failed()
  }
}
