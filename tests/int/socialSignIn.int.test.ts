import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { externalAuthenticate, getUserProfile, register } from '@/contract/account'
import { request } from '@/lib/backend/client'
import { inProcessTransport } from '@/lib/backend/transport'
import { AUTH_COOKIES } from '@/lib/auth/routes'
import { callbackUri, finishSocialSignIn, startSocialSignIn } from '@/lib/auth/social'
import { exchangeCode } from '@/lib/auth/socialProviders'

import { uniqueIp } from '../helpers/addresses'
import { authorize, startOidcProvider } from '../helpers/oidcProvider'
import { testPayload } from '../helpers/payload'
import { failure } from '../helpers/transports'

/**
 * Social sign-in against a local OpenID provider standing in for Google and Facebook: the
 * renderer's start and callback (state, PKCE) and the backend's own exchange with the provider.
 * The request's cookies are a jar here (route handlers read them through `next/headers`).
 */

const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-ip': '2001:db8::5' }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}))

let payload: Payload
let provider: Awaited<ReturnType<typeof startOidcProvider>>
const saved = { ...process.env }

beforeAll(async () => {
  payload = await testPayload()
  provider = await startOidcProvider({
    redirectUris: (['vi', 'en'] as const).flatMap((locale) =>
      (['google', 'facebook'] as const).map((name) => callbackUri(locale, name)),
    ),
  })
  Object.assign(process.env, provider.env())
})

afterAll(async () => {
  for (const name of Object.keys(provider.env())) delete process.env[name]
  Object.assign(process.env, saved)
  await provider.close()
})

beforeEach(() => jar.clear())

const db = () => (payload.db as unknown as PostgresAdapter).drizzle
const visitorByEmail = async (email: string) =>
  (
    await db().execute<{
      id: number
      google_id: string | null
      facebook_id: string | null
      social_picture_url: string | null
      password_hash: string | null
    }>(
      sql`SELECT id, google_id, facebook_id, social_picture_url, password_hash FROM visitors WHERE email = ${email}`,
    )
  ).rows[0]

let counter = 0
const newAccount = (label: string) => {
  counter += 1
  const sub = `${label}-${Date.now()}-${counter}`
  return {
    sub,
    email: `${sub}@example.vn`,
    email_verified: true,
    name: 'Trần Thị Bích',
    picture: `https://images.example.vn/${sub}.png`,
  }
}

/** The provider's return to the login page, as the browser would bring it back. */
async function providerReturn(locale: 'vi' | 'en', name: string, redirect: string | null = null) {
  const start = await startSocialSignIn(locale, name, redirect)
  return authorize(start)
}

describe('social sign-in through the renderer (state and PKCE)', () => {
  for (const name of ['google', 'facebook'] as const)
    it(`${name}: the first sign-in creates the account, keeps the picture and returns where asked`, async () => {
      const account = newAccount(name)
      provider.setAccount(account)
      const back = await providerReturn('vi', name, '/tin-tuc-su-kien?t=event')
      expect(back.origin + back.pathname).toBe(new URL(callbackUri('vi', name)).origin + '/login')
      expect(back.searchParams.get('providerkey')).toBe(name)
      const target = await finishSocialSignIn('vi', back.searchParams)
      expect(target).toBe('/tin-tuc-su-kien?t=event')
      const token = jar.get(AUTH_COOKIES.token)!
      expect(token).toBeTruthy()
      expect(jar.has(AUTH_COOKIES.social)).toBe(false)
      const summary = await request(
        getUserProfile,
        'vi',
        {},
        { auth: { token }, transport: inProcessTransport },
      )
      expect(summary).toMatchObject({
        emailAddress: account.email,
        displayName: 'Trần Thị Bích',
        socialPictureUrl: account.picture,
      })
      const row = await visitorByEmail(account.email)
      expect(name === 'google' ? row?.google_id : row?.facebook_id).toBe(account.sub)
      expect(row?.password_hash).toBeNull()
    })

  it('a second provider with the same verified e-mail links to the same account', async () => {
    const account = newAccount('both')
    provider.setAccount(account)
    await finishSocialSignIn('en', (await providerReturn('en', 'google')).searchParams)
    const first = await visitorByEmail(account.email)
    jar.clear()
    await finishSocialSignIn('en', (await providerReturn('en', 'facebook')).searchParams)
    const second = await visitorByEmail(account.email)
    expect(second).toMatchObject({
      id: first!.id,
      google_id: account.sub,
      facebook_id: account.sub,
    })
  })

  it('links to an account registered with a password when the provider verified the e-mail', async () => {
    const account = newAccount('registered')
    await request(
      register,
      'vi',
      { emailAddress: account.email, password: 'Mat-khau-123', fullName: 'Lê Văn Cường' },
      { transport: inProcessTransport, auth: 'service', headers: { 'x-visitor-ip': uniqueIp() } },
    )
    provider.setAccount(account)
    expect(
      await finishSocialSignIn('vi', (await providerReturn('vi', 'google')).searchParams),
    ).toBe('/')
    const row = await visitorByEmail(account.email)
    expect(row?.google_id).toBe(account.sub)
    expect(row?.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('a wrong state leaves the visitor signed out with the failure message', async () => {
    provider.setAccount(newAccount('state'))
    const back = await providerReturn('vi', 'google')
    back.searchParams.set('state', 'A'.repeat(43))
    expect(await finishSocialSignIn('vi', back.searchParams)).toBe('/login?socialError=1')
    expect(jar.has(AUTH_COOKIES.token)).toBe(false)
  })

  it('a return without the flow cookie (another browser) is refused', async () => {
    provider.setAccount(newAccount('cookie'))
    const back = await providerReturn('en', 'facebook')
    jar.clear()
    expect(await finishSocialSignIn('en', back.searchParams)).toBe('/en/login?socialError=1')
    expect(jar.has(AUTH_COOKIES.token)).toBe(false)
  })

  it('a replayed code is refused: the provider will not exchange it twice', async () => {
    provider.setAccount(newAccount('replay'))
    const start = await startSocialSignIn('vi', 'google', null)
    const flowCookie = jar.get(AUTH_COOKIES.social)!
    const back = await authorize(start)
    expect(await finishSocialSignIn('vi', back.searchParams)).toBe('/')
    jar.clear()
    jar.set(AUTH_COOKIES.social, flowCookie)
    expect(await finishSocialSignIn('vi', back.searchParams)).toBe('/login?socialError=1')
    expect(jar.has(AUTH_COOKIES.token)).toBe(false)
  })

  it('an unknown provider answers "Provider không hợp lệ"', async () => {
    expect(await startSocialSignIn('vi', 'twitter', null)).toBe('/login?socialError=provider')
    expect(
      await finishSocialSignIn(
        'vi',
        new URLSearchParams({ providerkey: 'twitter', code: 'x', state: 'y' }),
      ),
    ).toBe('/login?socialError=provider')
  })
})

describe('ExternalAuthenticate: the backend asks the provider itself', () => {
  const call = (input: Parameters<typeof request<typeof externalAuthenticate>>[2]) =>
    request(externalAuthenticate, 'vi', input, {
      transport: inProcessTransport,
      auth: 'service',
      headers: { 'x-visitor-ip': uniqueIp() },
    })

  /** An access token the provider issued for `account` (as a browser SDK would hold one). */
  async function providerAccessToken(account: ReturnType<typeof newAccount>) {
    provider.setAccount(account)
    const start = await startSocialSignIn('vi', 'google', null)
    const { state: _state, ...flow } = JSON.parse(
      Buffer.from(jar.get(AUTH_COOKIES.social)!.split('.')[0]!, 'base64url').toString(),
    ) as { verifier: string; state: string }
    const back = await authorize(start)
    return exchangeCode('google', {
      code: back.searchParams.get('code')!,
      codeVerifier: flow.verifier,
      redirectUri: callbackUri('vi', 'google'),
    })
  }

  it("accepts the profile form with the provider access token, taking the provider's word", async () => {
    const account = newAccount('profile-form')
    const accessToken = await providerAccessToken(account)
    const result = await call({
      providerName: 'google',
      socialId: account.sub,
      providerAccessCode: accessToken,
      email: 'someone.else@example.vn',
      fullName: 'Not The Provider',
    })
    expect(result.accessToken).toBeTruthy()
    expect(await visitorByEmail('someone.else@example.vn')).toBeUndefined()
    expect((await visitorByEmail(account.email))?.google_id).toBe(account.sub)
  })

  it('the same first sign-in arriving five times at once creates one account and signs in all five', async () => {
    const account = newAccount('at-once')
    const accessToken = await providerAccessToken(account)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call({ providerName: 'google', socialId: account.sub, providerAccessCode: accessToken }),
      ),
    )
    expect(new Set(results.map((result) => result.userId)).size).toBe(1)
    expect(results.every((result) => Boolean(result.accessToken))).toBe(true)
    expect((await visitorByEmail(account.email))?.google_id).toBe(account.sub)
  })

  it('refuses a social id the provider does not confirm, and a made-up access token', async () => {
    const account = newAccount('mismatch')
    const accessToken = await providerAccessToken(account)
    const wrongId = await failure(
      call({
        authProvider: 'Google',
        providerKey: 'someone-else',
        providerAccessCode: accessToken,
      }),
    )
    expect(wrongId.status).toBe(401)
    expect(wrongId.displayMessage).toBe('Có lỗi trong quá trình thực thi. Vui lòng thử lại sau.')
    const madeUp = await failure(
      call({
        authProvider: 'Google',
        providerKey: account.sub,
        providerAccessCode: 'made-up-token',
      }),
    )
    expect(madeUp.status).toBe(401)
  })

  it('refuses a profile without any provider proof', async () => {
    const error = await failure(
      call({
        providerName: 'facebook',
        socialId: '123',
        email: 'fake@example.vn',
        fullName: 'Fake',
      }),
    )
    expect(error.status).toBe(401)
    expect(await visitorByEmail('fake@example.vn')).toBeUndefined()
  })

  it("refuses a redirect address that is not this site's login page", async () => {
    const error = await failure(
      call({
        authProvider: 'google',
        providerAccessCode: 'code',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'https://evil.example/login?providerkey=google',
      }),
    )
    expect(error.status).toBe(401)
  })

  it('answers "Provider không hợp lệ" for an unknown provider', async () => {
    const error = await failure(call({ authProvider: 'Twitter', providerAccessCode: 'x' }))
    expect(error.status).toBe(400)
    expect(error.displayMessage).toBe('Provider không hợp lệ')
  })
})
