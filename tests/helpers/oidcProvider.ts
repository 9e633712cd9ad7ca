import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import Provider, {
  type Account,
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type InteractionResults,
  type JWK,
} from 'oidc-provider'

/** The account a test signs in as: the claims the provider's userinfo endpoint answers with. */
export type TestAccount = {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  picture?: string
}

/** The two registered clients, one per social provider the site knows. */
export type TestClient = 'google' | 'facebook'

export type OidcProviderOptions = {
  /** Who signs in until `setAccount` says otherwise. */
  account?: TestAccount
  /**
   * Redirect URIs, for both clients or per client; by default
   * `http://127.0.0.1/login?providerkey=<client>`. `authorize` stops at the first redirect that
   * leaves the provider's origin, so they must lie on another origin (any other port does).
   */
  redirectUris?: readonly string[] | Partial<Record<TestClient, readonly string[]>>
}

const CLIENTS: readonly TestClient[] = ['google', 'facebook']

/** Fixed test keys: the provider's interaction and session cookies are signed with them. */
const COOKIE_KEYS = ['oidc-test-cookie-key-2026-a', 'oidc-test-cookie-key-2026-b']

const DEFAULT_ACCOUNT: TestAccount = {
  sub: 'oidc-test-user-1',
  email: 'nguyen.van.an@example.vn',
  email_verified: true,
  name: 'Nguyễn Văn An',
  picture: 'https://images.example.vn/avatars/an.png',
}

let signingKey: JWK | undefined

/** One RSA key (RS256 ID tokens) for every provider of this process: keys are slow to make. */
function signingKeys(): { keys: JWK[] } {
  signingKey ??= {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'oidc-test-rs256',
    use: 'sig',
    alg: 'RS256',
  }
  return { keys: [signingKey] }
}

/**
 * This provider's own in-memory store (the package's built-in one is shared by every provider in
 * the process, and warns on the console). Payloads are copied in and out, as a database would.
 */
function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  const live = (key: string) => {
    const entry = store.get(key)
    if (!entry || entry.expiresAt > Date.now()) return entry
    store.delete(key)
    return undefined
  }
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`
    const findBy = async (predicate: (payload: AdapterPayload) => boolean) => {
      for (const stored of store.keys()) {
        const entry = stored.startsWith(`${model}:`) ? live(stored) : undefined
        if (entry && predicate(entry.payload)) return structuredClone(entry.payload)
      }
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Infinity
        store.set(key(id), { payload: structuredClone(payload), expiresAt })
      },
      async find(id) {
        const entry = live(key(id))
        return entry && structuredClone(entry.payload)
      },
      findByUid: (uid) => findBy((payload) => payload.uid === uid),
      findByUserCode: (userCode) => findBy((payload) => payload.userCode === userCode),
      async consume(id) {
        const entry = live(key(id))
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        store.delete(key(id))
      },
      // Called on this model's adapter when a grant is revoked (a code used twice): drop its
      // codes and tokens.
      async revokeByGrantId(grantId) {
        for (const [stored, entry] of store)
          if (stored.startsWith(`${model}:`) && entry.payload.grantId === grantId)
            store.delete(stored)
      },
    }
  }
}

const isList = (value: unknown): value is readonly string[] => Array.isArray(value)

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * A real OpenID provider (the `oidc-provider` package) on `127.0.0.1`, a free port, plain HTTP,
 * with two confidential clients, `google-test` and `facebook-test` (`client_secret_post`,
 * authorisation code, PKCE required even for them). Sign-in needs no human: its interaction
 * page logs in the current account (or the one a `login_hint` names by `sub`) and grants every
 * requested scope, so following the redirects from the authorisation URL (`authorize`) ends at
 * the redirect URI with a `code` and the `state`. `env()` gives the `SOCIAL_*` variables that
 * point both site providers at it. Each call starts a separate provider with its own store.
 */
export async function startOidcProvider(options: OidcProviderOptions = {}) {
  const accounts = new Map<string, TestAccount>()
  let current = options.account ?? DEFAULT_ACCOUNT
  accounts.set(current.sub, current)

  const redirectUris = (client: TestClient) => {
    const given = options.redirectUris
    const list = isList(given) ? given : given?.[client]
    return [...(list ?? [`http://127.0.0.1/login?providerkey=${client}`])]
  }
  const clients = Object.fromEntries(
    CLIENTS.map((client) => [
      client,
      { clientId: `${client}-test`, clientSecret: randomBytes(24).toString('base64url') },
    ]),
  ) as Record<TestClient, { clientId: string; clientSecret: string }>

  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const findAccount = (_ctx: unknown, sub: string): Account | undefined => {
    const account = accounts.get(sub)
    if (!account) return undefined
    return { accountId: sub, claims: () => ({ ...account }) }
  }

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    clientBasedCORS: () => false,
    clients: CLIENTS.map((client) => ({
      client_id: clients[client].clientId,
      client_secret: clients[client].clientSecret,
      redirect_uris: redirectUris(client),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    cookies: { keys: COOKIE_KEYS },
    features: { devInteractions: { enabled: false } },
    findAccount,
    jwks: signingKeys(),
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      ctx.type = 'json'
      ctx.body = out
    },
    scopes: ['openid', 'email', 'profile'],
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  }
  const provider = new Provider(issuer, configuration)
  // Koa prints every unexpected error; the tests look at the answers instead.
  provider.silent = true

  // The interaction page (`/interaction/<uid>`): login, then consent, each answered at once.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next()
    const details = await provider.interactionDetails(ctx.req, ctx.res)
    const { prompt, params } = details
    let result: InteractionResults
    if (prompt.name === 'login') {
      const hinted =
        typeof params.login_hint === 'string' ? accounts.get(params.login_hint) : undefined
      result = { login: { accountId: (hinted ?? current).sub } }
    } else if (prompt.name === 'consent') {
      const accountId = details.session?.accountId
      const clientId = String(params.client_id)
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId })
      const scope = strings(prompt.details.missingOIDCScope)
      if (scope.length) grant.addOIDCScope(scope.join(' '))
      const claims = strings(prompt.details.missingOIDCClaims)
      if (claims.length) grant.addOIDCClaims(claims)
      result = { consent: { grantId: await grant.save() } }
    } else {
      result = { error: 'access_denied', error_description: `unexpected prompt ${prompt.name}` }
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    })
    ctx.status = 303
    ctx.redirect(returnTo)
  })
  server.on('request', provider.callback())

  return {
    issuer,
    clients,
    /** The `SOCIAL_*` variables that point both site providers at this one. */
    env(): Record<string, string> {
      const variables: Record<string, string> = {}
      for (const client of CLIENTS) {
        const prefix = `SOCIAL_${client.toUpperCase()}_`
        variables[`${prefix}CLIENT_ID`] = clients[client].clientId
        variables[`${prefix}CLIENT_SECRET`] = clients[client].clientSecret
        variables[`${prefix}AUTHORIZATION_URL`] = `${issuer}/auth`
        variables[`${prefix}TOKEN_URL`] = `${issuer}/token`
        variables[`${prefix}USERINFO_URL`] = `${issuer}/me`
      }
      // Facebook's own scopes (`public_profile`) mean nothing here; userinfo needs `openid`.
      variables.SOCIAL_FACEBOOK_SCOPE = 'openid email profile'
      return variables
    },
    /** Who signs in from now on (also selectable later by `login_hint=<sub>`). */
    setAccount(account: TestAccount) {
      accounts.set(account.sub, account)
      current = account
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}

/** A minimal cookie jar: name, value and path, the attributes a same-host redirect chain needs. */
class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>()

  store(headers: readonly string[]) {
    for (const header of headers) {
      const [pair = '', ...attributes] = header.split(';')
      const equals = pair.indexOf('=')
      if (equals < 1) continue
      const name = pair.slice(0, equals).trim()
      const value = pair.slice(equals + 1).trim()
      let path = '/'
      let expired = value === ''
      for (const attribute of attributes) {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim())
        if (key.toLowerCase() === 'path' && setting.startsWith('/')) path = setting
        if (key.toLowerCase() === 'max-age' && Number(setting) <= 0) expired = true
        if (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now()) expired = true
      }
      const key = `${name};${path}`
      if (expired) this.#cookies.delete(key)
      else this.#cookies.set(key, { name, value, path })
    }
  }

  header(url: URL) {
    const within = (path: string) =>
      url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`)
    return [...this.#cookies.values()]
      .filter((cookie) => within(cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
  }
}

/**
 * Follows the redirects from an authorisation URL as a browser would (manual redirects, cookies
 * carried between hops) and returns the first redirect that leaves the provider's origin: the
 * redirect URI with `code` and `state` (or `error`). That URL itself is not fetched. Throws when
 * the provider answers anything but a redirect (an error page).
 */
export async function authorize(url: string): Promise<URL> {
  const start = new URL(url)
  const jar = new CookieJar()
  let next = start
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = jar.header(next)
    const response = await fetch(next, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    })
    jar.store(response.headers.getSetCookie())
    const location = response.headers.get('location')
    const body = await response.text()
    if (response.status < 300 || response.status > 399 || !location)
      throw new Error(`${next.pathname} answered ${response.status}: ${body.slice(0, 500)}`)
    const target = new URL(location, next)
    if (target.origin !== start.origin) return target
    next = target
  }
  throw new Error(`more than 10 redirects from ${start.origin}${start.pathname}`)
}
