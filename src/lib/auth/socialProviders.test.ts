import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authorize, startOidcProvider } from '../../../tests/helpers/oidcProvider'
import {
  createAuthorizationRequest,
  exchangeCode,
  fetchSocialProfile,
  isSocialProvider,
  SOCIAL_PROVIDERS,
  socialProviderConfig,
  SocialSignInError,
  type SocialProvider,
} from './socialProviders'

const redirectUri = (provider: SocialProvider) => `http://127.0.0.1/login?providerkey=${provider}`

let oidc: Awaited<ReturnType<typeof startOidcProvider>>
let env: Record<string, string>

beforeAll(async () => {
  oidc = await startOidcProvider()
  env = oidc.env()
})

afterAll(async () => {
  await oidc.close()
})

/** Starts a sign-in and lets the local provider answer it: the code and state it sent back. */
async function signIn(provider: SocialProvider) {
  const request = createAuthorizationRequest(provider, redirectUri(provider), env)
  const landed = await authorize(request.url)
  expect(`${landed.origin}${landed.pathname}`).toBe('http://127.0.0.1/login')
  expect(landed.searchParams.get('providerkey')).toBe(provider)
  expect(landed.searchParams.get('error')).toBeNull()
  expect(landed.searchParams.get('state')).toBe(request.state)
  const code = landed.searchParams.get('code')
  expect(code).toBeTruthy()
  return { ...request, code: code! }
}

/** Runs `promise` and returns the `SocialSignInError` it must fail with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SocialSignInError)
  return error as SocialSignInError
}

/** A node:http server answering every request with `status` and `body`; it keeps the headers. */
async function jsonServer(status: number, body: unknown) {
  const seen: IncomingHttpHeaders[] = []
  const server = createServer((request, response) => {
    seen.push(request.headers)
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('social provider configuration', () => {
  it('knows Google and Facebook and nothing else', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'facebook'])
    expect(isSocialProvider('google')).toBe(true)
    expect(isSocialProvider('facebook')).toBe(true)
    for (const value of ['Google', 'github', '', null, undefined, 1, {}])
      expect(isSocialProvider(value)).toBe(false)
  })

  it('leaves a provider without client id or secret unconfigured', () => {
    expect(socialProviderConfig('google', {})).toBeUndefined()
    expect(socialProviderConfig('google', { SOCIAL_GOOGLE_CLIENT_ID: 'id' })).toBeUndefined()
    expect(
      socialProviderConfig('facebook', {
        SOCIAL_FACEBOOK_CLIENT_ID: '  ',
        SOCIAL_FACEBOOK_CLIENT_SECRET: 'secret',
      }),
    ).toBeUndefined()
    const error = (() => {
      try {
        createAuthorizationRequest('facebook', redirectUri('facebook'), {})
      } catch (error) {
        return error
      }
    })()
    expect(error).toBeInstanceOf(SocialSignInError)
    expect((error as SocialSignInError).reason).toBe('provider is not configured')
  })

  it('defaults to the providers’ own endpoints and scopes', () => {
    expect(
      socialProviderConfig('google', {
        SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
        SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      }),
    ).toEqual({
      provider: 'google',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      scope: 'openid email profile',
    })
    expect(
      socialProviderConfig('facebook', {
        SOCIAL_FACEBOOK_CLIENT_ID: 'f-id',
        SOCIAL_FACEBOOK_CLIENT_SECRET: 'f-secret',
      }),
    ).toMatchObject({
      authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfoUrl:
        'https://graph.facebook.com/v21.0/me?fields=id,name,email,picture.width(200).height(200)',
      scope: 'email public_profile',
    })
  })

  it('refuses endpoints that are not http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/token', 'not a url', 'https:/x'])
      expect(() =>
        socialProviderConfig('google', {
          SOCIAL_GOOGLE_CLIENT_ID: 'id',
          SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
          SOCIAL_GOOGLE_TOKEN_URL: url,
        }),
      ).toThrow(SocialSignInError)
  })
})

describe('the authorisation request', () => {
  it('asks for a code with the client, redirect URI, scope, state and an S256 challenge', () => {
    const { url, state, codeVerifier } = createAuthorizationRequest(
      'google',
      redirectUri('google'),
      env,
    )
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${oidc.issuer}/auth`)
    const parameters = Object.fromEntries(parsed.searchParams)
    expect(parameters).toEqual({
      response_type: 'code',
      client_id: 'google-test',
      redirect_uri: redirectUri('google'),
      scope: 'openid email profile',
      state,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    })
    // 32 random bytes each, base64url without padding.
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const again = createAuthorizationRequest('google', redirectUri('google'), env)
    expect(again.state).not.toBe(state)
    expect(again.codeVerifier).not.toBe(codeVerifier)
  })
})

describe('a round trip through a real OpenID provider', () => {
  it.each(SOCIAL_PROVIDERS)('signs in with %s: code, token, profile', async (provider) => {
    const account = {
      sub: `${provider}-user-42`,
      email: `${provider}.user@example.vn`,
      email_verified: true,
      name: 'Lê Thị Hồng',
      picture: `https://images.example.vn/${provider}/hong.png`,
    }
    oidc.setAccount(account)
    const { code, codeVerifier } = await signIn(provider)
    const token = await exchangeCode(
      provider,
      { code, codeVerifier, redirectUri: redirectUri(provider) },
      env,
    )
    expect(await fetchSocialProfile(provider, token, env)).toEqual({
      provider,
      subject: account.sub,
      email: account.email,
      emailVerified: true,
      name: account.name,
      picture: account.picture,
    })
  })

  it('reports an address Google has not verified as unverified', async () => {
    oidc.setAccount({ sub: 'unverified-1', email: 'new@example.vn', email_verified: false })
    const { code, codeVerifier } = await signIn('google')
    const token = await exchangeCode(
      'google',
      { code, codeVerifier, redirectUri: redirectUri('google') },
      env,
    )
    expect(await fetchSocialProfile('google', token, env)).toEqual({
      provider: 'google',
      subject: 'unverified-1',
      email: 'new@example.vn',
      emailVerified: false,
      name: null,
      picture: null,
    })
  })

  it('refuses a code used twice, and the provider revokes the first token', async () => {
    const { code, codeVerifier } = await signIn('google')
    const exchange = { code, codeVerifier, redirectUri: redirectUri('google') }
    const token = await exchangeCode('google', exchange, env)
    const error = await failure(exchangeCode('google', exchange, env))
    expect(error.reason).toBe('token endpoint answered 400 (invalid_grant)')
    for (const text of [error.message, error.reason]) {
      expect(text).not.toContain(code)
      expect(text).not.toContain(oidc.clients.google.clientSecret)
    }
    const revoked = await failure(fetchSocialProfile('google', token, env))
    expect(revoked.reason).toBe('userinfo endpoint answered 401 (invalid_token)')
  })

  it('refuses a code with the wrong verifier', async () => {
    const { code } = await signIn('facebook')
    const other = createAuthorizationRequest('facebook', redirectUri('facebook'), env)
    const error = await failure(
      exchangeCode(
        'facebook',
        { code, codeVerifier: other.codeVerifier, redirectUri: redirectUri('facebook') },
        env,
      ),
    )
    expect(error.reason).toBe('token endpoint answered 400 (invalid_grant)')
  })

  it('refuses a code sent with another redirect URI or by the other client', async () => {
    const { code, codeVerifier } = await signIn('google')
    const moved = await failure(
      exchangeCode(
        'google',
        { code, codeVerifier, redirectUri: 'http://127.0.0.1/elsewhere' },
        env,
      ),
    )
    expect(moved.reason).toMatch(/^token endpoint answered 400/)
    const second = await signIn('google')
    const stolen = await failure(
      exchangeCode(
        'facebook',
        {
          code: second.code,
          codeVerifier: second.codeVerifier,
          redirectUri: redirectUri('google'),
        },
        env,
      ),
    )
    expect(stolen.reason).toMatch(/^token endpoint answered 400/)
  })

  it('signs in whoever the test chooses, also by login_hint', async () => {
    const first = { sub: 'first', email: 'first@example.vn', email_verified: true }
    const second = { sub: 'second', email: 'second@example.vn', email_verified: true }
    oidc.setAccount(first)
    oidc.setAccount(second)
    const request = createAuthorizationRequest('google', redirectUri('google'), env)
    const landed = await authorize(`${request.url}&login_hint=first`)
    const token = await exchangeCode(
      'google',
      {
        code: landed.searchParams.get('code')!,
        codeVerifier: request.codeVerifier,
        redirectUri: redirectUri('google'),
      },
      env,
    )
    expect((await fetchSocialProfile('google', token, env)).subject).toBe('first')
  })

  it('keeps separate providers apart', async () => {
    const other = await startOidcProvider()
    try {
      expect(other.issuer).not.toBe(oidc.issuer)
      expect(other.clients.google.clientSecret).not.toBe(oidc.clients.google.clientSecret)
      const { code, codeVerifier } = await signIn('google')
      // A code from one provider means nothing to the other.
      const error = await failure(
        exchangeCode(
          'google',
          { code, codeVerifier, redirectUri: redirectUri('google') },
          other.env(),
        ),
      )
      expect(error.reason).toMatch(/^token endpoint answered 400/)
    } finally {
      await other.close()
    }
  })
})

describe('userinfo answers', () => {
  const graphEnv = (url: string) => ({
    SOCIAL_FACEBOOK_CLIENT_ID: 'f-id',
    SOCIAL_FACEBOOK_CLIENT_SECRET: 'f-secret',
    SOCIAL_FACEBOOK_USERINFO_URL: `${url}/me?fields=id,name,email,picture`,
    SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
    SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
    SOCIAL_GOOGLE_USERINFO_URL: `${url}/v1/userinfo`,
  })

  async function profile(provider: SocialProvider, body: unknown, status = 200) {
    const server = await jsonServer(status, body)
    try {
      const result = await fetchSocialProfile(provider, 'token-123', graphEnv(server.url))
      expect(server.seen[0]?.authorization).toBe('Bearer token-123')
      return result
    } finally {
      await server.close()
    }
  }

  it('normalises the Facebook Graph shape', async () => {
    expect(
      await profile('facebook', {
        id: '10228765432101234',
        name: '  Trần\u0007 Thị\u202e   Bình ',
        email: 'binh@example.vn',
        picture: {
          data: {
            height: 200,
            is_silhouette: false,
            url: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=200',
            width: 200,
          },
        },
      }),
    ).toEqual({
      provider: 'facebook',
      subject: '10228765432101234',
      email: 'binh@example.vn',
      emailVerified: true,
      name: 'Trần Thị Bình',
      picture: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=200',
    })
  })

  it('takes a numeric id as a string, and a silhouette as no picture', async () => {
    expect(
      await profile('facebook', {
        id: 1234567,
        name: 'An',
        picture: { data: { url: 'https://example.com/silhouette.png', is_silhouette: true } },
      }),
    ).toEqual({
      provider: 'facebook',
      subject: '1234567',
      email: null,
      emailVerified: false,
      name: 'An',
      picture: null,
    })
  })

  it('trusts a Facebook address unless the answer says it is unverified', async () => {
    const answer = { id: '1', email: 'x@example.vn', email_verified: false }
    expect((await profile('facebook', answer)).emailVerified).toBe(false)
    // Google vouches only when it says so.
    expect((await profile('google', { sub: '1', email: 'x@example.vn' })).emailVerified).toBe(false)
    expect(
      (await profile('google', { sub: '1', email: 'x@example.vn', email_verified: 'true' }))
        .emailVerified,
    ).toBe(false)
  })

  it('drops unsafe pictures, bad addresses and overlong names', async () => {
    const result = await profile('google', {
      sub: 'abc',
      email: 'not an address',
      email_verified: true,
      name: 'Ữ'.repeat(150),
      picture: 'javascript:alert(1)',
    })
    expect(result).toMatchObject({ email: null, emailVerified: false, picture: null })
    expect(result.name).toBe('Ữ'.repeat(100))
    for (const picture of [`https://example.com/${'a'.repeat(2000)}`, 'data:image/png;base64,AA'])
      expect((await profile('google', { sub: 'abc', picture })).picture).toBeNull()
    expect((await profile('google', { sub: 'abc', name: ' \u0000\t ' })).name).toBeNull()
  })

  it('fails without a usable subject', async () => {
    for (const body of [{}, { sub: '' }, { id: 'x'.repeat(256) }, { sub: -1 }, [], 'null']) {
      const server = await jsonServer(200, body)
      try {
        await failure(fetchSocialProfile('google', 't', graphEnv(server.url)))
      } finally {
        await server.close()
      }
    }
  })

  it('fails on an error status, a body that is not JSON, or no server at all', async () => {
    const refused = await jsonServer(401, { error: 'invalid_token', error_description: 'secret' })
    const garbled = await jsonServer(200, '<html>')
    try {
      const error = await failure(fetchSocialProfile('google', 't', graphEnv(refused.url)))
      expect(error.reason).toBe('userinfo endpoint answered 401 (invalid_token)')
      expect((await failure(fetchSocialProfile('google', 't', graphEnv(garbled.url)))).reason).toBe(
        'userinfo answer is not JSON',
      )
    } finally {
      await refused.close()
      await garbled.close()
    }
    const gone = await failure(fetchSocialProfile('google', 't', graphEnv(refused.url)))
    expect(gone.reason).toBe('userinfo request failed')
  })

  it('fails on a token answer without a bearer token', async () => {
    for (const body of [{}, { access_token: '' }, { access_token: 'a', token_type: 'mac' }]) {
      const server = await jsonServer(200, body)
      try {
        const error = await failure(
          exchangeCode(
            'google',
            { code: 'c', codeVerifier: 'v', redirectUri: redirectUri('google') },
            { ...graphEnv(server.url), SOCIAL_GOOGLE_TOKEN_URL: `${server.url}/token` },
          ),
        )
        expect(error.reason).toBe('token answer has no bearer token')
      } finally {
        await server.close()
      }
    }
  })
})
