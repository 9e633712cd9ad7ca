import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Visitor access tokens: compact JWTs (HS256) naming the visitor (`sub`) and the session (`sid`)
 * they belong to, signed with TOKEN_SIGNING_KEY. The signature and expiry are checked here; the
 * backend also checks that the session is not revoked, so logging out or changing the password
 * refuses the token at once.
 */

/** How long a token lives: a working session, after which the visitor signs in again. */
export const ACCESS_TOKEN_SECONDS = 2 * 60 * 60
const ISSUER = 'sora-electric-vn'

export type AccessClaims = { sub: number; sid: string; iat: number; exp: number }

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const HEADER = encode({ alg: 'HS256', typ: 'JWT' })

const signature = (data: string, key: string) =>
  createHmac('sha256', key).update(data).digest('base64url')

/** A signed token for `visitorId`'s session `sessionId`, valid `seconds` from now. */
export function signAccessToken(
  key: string,
  visitorId: number,
  sessionId: string,
  seconds = ACCESS_TOKEN_SECONDS,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000)
  const body = encode({
    iss: ISSUER,
    sub: String(visitorId),
    sid: sessionId,
    iat,
    exp: iat + seconds,
  })
  const data = `${HEADER}.${body}`
  return `${data}.${signature(data, key)}`
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,100}\.[A-Za-z0-9_-]{10,400}\.[A-Za-z0-9_-]{43}$/
const SESSION_ID = /^[0-9a-f-]{36}$/

/** The claims of a well-formed, correctly signed, unexpired token; `undefined` otherwise. */
export function verifyAccessToken(
  key: string,
  token: string,
  now = Date.now(),
): AccessClaims | undefined {
  if (!TOKEN_SHAPE.test(token)) return undefined
  const [header, body, given] = token.split('.') as [string, string, string]
  if (header !== HEADER) return undefined
  const expected = Buffer.from(signature(`${header}.${body}`, key))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined
  let claims: Record<string, unknown>
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
  const sub = Number(claims.sub)
  const { sid, iat, exp, iss } = claims
  if (
    iss !== ISSUER ||
    !Number.isSafeInteger(sub) ||
    sub <= 0 ||
    typeof sid !== 'string' ||
    !SESSION_ID.test(sid) ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    exp * 1000 <= now
  )
    return undefined
  return { sub, sid, iat, exp }
}

/** Reads `exp` without checking the signature: only a hint (e.g. a cookie's lifetime). */
export function tokenExpiry(token: string): number | undefined {
  const body = token.split('.')[1]
  if (!body) return undefined
  try {
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp === 'number' ? exp : undefined
  } catch {
    return undefined
  }
}
