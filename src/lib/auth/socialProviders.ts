import { createHash, randomBytes } from 'node:crypto'

import { z } from 'zod'

/**
 * Social sign-in for visitor accounts (Google, Facebook): the OAuth 2.0 authorisation-code flow
 * with PKCE (S256) and `state`, done on the server. Each provider's client and endpoints come from
 * `SOCIAL_<PROVIDER>_*` variables, so tests can point both at a local OpenID provider; a provider
 * without a client id and secret is simply not offered.
 */
export type SocialProvider = 'google' | 'facebook'

/** Every provider this site knows, in the order sign-in buttons list them. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook']

/** Whether `value` names a known provider (a route segment, a form field). */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** The variables read: `process.env` or a test's own set. */
export type SocialEnv = Readonly<Record<string, string | undefined>>

/** One provider's client and endpoints, as configured. */
export type SocialProviderConfig = {
  provider: SocialProvider
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl: string
  scope: string
}

/** A signed-in provider account, normalised from either userinfo shape. */
export type SocialProfile = {
  provider: SocialProvider
  /** The provider's stable id of the account (`sub`, or Facebook's `id`). */
  subject: string
  email: string | null
  /** Whether the provider vouches that `email` belongs to the account. */
  emailVerified: boolean
  name: string | null
  picture: string | null
}

/**
 * Why a sign-in failed. `reason` is for logs; neither it nor the message ever holds a client
 * secret, an authorisation code or a token.
 */
export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError'
  readonly provider: SocialProvider
  readonly reason: string

  constructor(provider: SocialProvider, reason: string, options?: { cause?: unknown }) {
    super(`Sign-in with ${provider} failed`, options)
    this.provider = provider
    this.reason = reason
  }
}

const DEFAULTS: Record<SocialProvider, Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    provider: 'google',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    provider: 'facebook',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl:
      'https://graph.facebook.com/v21.0/me?fields=id,name,email,picture.width(200).height(200)',
    scope: 'email public_profile',
  },
}

const TIMEOUT_MS = 10_000

/** A set variable, trimmed; unset and blank are the same. */
const variable = (env: SocialEnv, name: string) => {
  const value = env[name]?.trim()
  return value ? value : undefined
}

const httpUrl = z.url({ protocol: /^https?$/ })

/**
 * `provider`'s client and endpoints from `SOCIAL_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`,
 * `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL` and `_SCOPE` (the URLs and scope default to
 * the provider's own). `undefined` when the client id or secret is missing: the provider is not
 * offered. Throws `SocialSignInError` when a URL is set but is not an http(s) URL.
 */
export function socialProviderConfig(
  provider: SocialProvider,
  env: SocialEnv = process.env,
): SocialProviderConfig | undefined {
  const prefix = `SOCIAL_${provider.toUpperCase()}_`
  const clientId = variable(env, `${prefix}CLIENT_ID`)
  const clientSecret = variable(env, `${prefix}CLIENT_SECRET`)
  if (!clientId || !clientSecret) return undefined
  const defaults = DEFAULTS[provider]
  const url = (name: string, fallback: string) => {
    const parsed = httpUrl.safeParse(variable(env, `${prefix}${name}`) ?? fallback)
    if (!parsed.success)
      throw new SocialSignInError(provider, `${prefix}${name} is not an http(s) URL`)
    return parsed.data
  }
  return {
    provider,
    clientId,
    clientSecret,
    authorizationUrl: url('AUTHORIZATION_URL', defaults.authorizationUrl),
    tokenUrl: url('TOKEN_URL', defaults.tokenUrl),
    userinfoUrl: url('USERINFO_URL', defaults.userinfoUrl),
    scope: variable(env, `${prefix}SCOPE`)?.replace(/\s+/g, ' ') ?? defaults.scope,
  }
}

function requireConfig(provider: SocialProvider, env: SocialEnv) {
  const config = socialProviderConfig(provider, env)
  if (!config) throw new SocialSignInError(provider, 'provider is not configured')
  return config
}

const randomToken = () => randomBytes(32).toString('base64url')

/** The PKCE S256 challenge of `verifier`: base64url(sha256(verifier)). */
export const codeChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url')

/**
 * Where to send the visitor to sign in with `provider`, and the `state` and PKCE `codeVerifier`
 * to keep (server-side or in a sealed cookie) until the provider sends them back to
 * `redirectUri`. Throws `SocialSignInError` when the provider is not configured.
 */
export function createAuthorizationRequest(
  provider: SocialProvider,
  redirectUri: string,
  env: SocialEnv = process.env,
): { url: string; state: string; codeVerifier: string } {
  const config = requireConfig(provider, env)
  const state = randomToken()
  const codeVerifier = randomToken()
  const url = new URL(config.authorizationUrl)
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scope,
    state,
    code_challenge: codeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }))
    url.searchParams.set(name, value)
  return { url: url.href, state, codeVerifier }
}

/** An OAuth error code from an error answer (`invalid_grant`), safe to log; never its prose. */
const oauthError = z.object({ error: z.string().regex(/^[\w.-]{1,64}$/) })

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z
    .string()
    .regex(/^bearer$/i)
    .optional(),
})

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/** `fetchImpl(url, init)`, every failure (network, timeout, redirect) as a `SocialSignInError`. */
async function request(
  provider: SocialProvider,
  what: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
) {
  try {
    const signal = AbortSignal.timeout(TIMEOUT_MS)
    return await fetchImpl(url, { ...init, redirect: 'error', signal })
  } catch (cause) {
    const failed = timedOut(cause) ? 'timed out' : 'failed'
    throw new SocialSignInError(provider, `${what} request ${failed}`, { cause })
  }
}

/** The JSON body of an answer, or a `SocialSignInError` naming the status (and OAuth error). */
async function json(provider: SocialProvider, what: string, response: Response): Promise<unknown> {
  let body: unknown
  try {
    body = await response.json()
  } catch (cause) {
    if (timedOut(cause))
      throw new SocialSignInError(provider, `${what} answer timed out`, { cause })
    if (response.ok) throw new SocialSignInError(provider, `${what} answer is not JSON`, { cause })
  }
  if (!response.ok) {
    const error = oauthError.safeParse(body)
    const code = error.success ? ` (${error.data.error})` : ''
    throw new SocialSignInError(provider, `${what} endpoint answered ${response.status}${code}`)
  }
  return body
}

/**
 * Trades the authorisation `code` the provider sent back for an access token (the client
 * authenticates with `client_secret_post`; PKCE proves this server started the request).
 * Throws `SocialSignInError` for any failure: a network error, 10 s without an answer, a refused
 * code (already used, expired, wrong verifier) or a malformed answer.
 */
export async function exchangeCode(
  provider: SocialProvider,
  { code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string },
  env: SocialEnv = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const config = requireConfig(provider, env)
  const response = await request(provider, 'token', fetchImpl, config.tokenUrl, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
  })
  const parsed = tokenAnswer.safeParse(await json(provider, 'token', response))
  if (!parsed.success) throw new SocialSignInError(provider, 'token answer has no bearer token')
  return parsed.data.access_token
}

const MAX_NAME = 100
const MAX_PICTURE = 2_000

/** Control characters and the invisible bidirectional overrides that can disguise a name. */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/** A display name: NFC, without control characters, spaces collapsed, at most 100 characters. */
function displayName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const cleaned = value
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim()
  const name = Array.from(cleaned).slice(0, MAX_NAME).join('').trim()
  return name || null
}

/** An http(s) picture URL of at most 2,000 characters, or null. */
function pictureUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PICTURE) return null
  const url = URL.parse(value)
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? value : null
}

const identifier = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1).max(255))

/**
 * Both userinfo shapes: OpenID Connect (`sub`, `email_verified`, `picture` as a URL) and the
 * Facebook Graph (`id`, `picture: { data: { url } }`). Optional fields of an unexpected type count
 * as absent rather than failing the sign-in.
 */
const userinfo = z.object({
  sub: identifier.optional().catch(undefined),
  id: identifier.optional().catch(undefined),
  email: z.email().max(254).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  name: z.unknown().optional(),
  picture: z
    .union([
      z.string(),
      z.object({
        data: z.object({ url: z.string(), is_silhouette: z.boolean().optional() }),
      }),
    ])
    .optional()
    .catch(undefined),
})

/**
 * The signed-in account behind `accessToken`, from the provider's userinfo endpoint, normalised:
 * Facebook only returns confirmed addresses, so its e-mail counts as verified unless the answer
 * says otherwise; Google's only when `email_verified` is true. A default Facebook silhouette is no
 * picture. Throws `SocialSignInError` for any failure, or an answer without a usable subject.
 */
export async function fetchSocialProfile(
  provider: SocialProvider,
  accessToken: string,
  env: SocialEnv = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<SocialProfile> {
  const config = requireConfig(provider, env)
  const response = await request(provider, 'userinfo', fetchImpl, config.userinfoUrl, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
  })
  const parsed = userinfo.safeParse(await json(provider, 'userinfo', response))
  if (!parsed.success) throw new SocialSignInError(provider, 'userinfo answer is not an object')
  const { sub, id, email_verified, picture } = parsed.data
  const subject = sub ?? id
  if (subject === undefined)
    throw new SocialSignInError(provider, 'userinfo answer has no usable subject')
  const email = parsed.data.email?.trim() || null
  const verified = provider === 'facebook' ? email_verified !== false : email_verified === true
  return {
    provider,
    subject,
    email,
    emailVerified: email !== null && verified,
    name: displayName(parsed.data.name),
    picture:
      typeof picture === 'object'
        ? picture.data.is_silhouette
          ? null
          : pictureUrl(picture.data.url)
        : pictureUrl(picture),
  }
}
