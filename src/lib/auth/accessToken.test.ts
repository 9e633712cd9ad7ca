import { describe, expect, it } from 'vitest'

import { signAccessToken, tokenExpiry, verifyAccessToken } from './accessToken'

const KEY = 'k'.repeat(48)
const SESSION = '3f1f2a34-8c1e-4a5b-9d2c-1234567890ab'

describe('visitor access tokens', () => {
  it('verify with the key that signed them, until they expire', () => {
    const now = Date.UTC(2026, 10, 25, 12)
    const token = signAccessToken(KEY, 42, SESSION, 3600, now)
    expect(verifyAccessToken(KEY, token, now + 1000)).toMatchObject({ sub: 42, sid: SESSION })
    expect(tokenExpiry(token)).toBe(now / 1000 + 3600)
    expect(verifyAccessToken(KEY, token, now + 3600 * 1000)).toBeUndefined()
    expect(verifyAccessToken('x'.repeat(48), token, now)).toBeUndefined()
  })

  it('refuse a changed payload, a changed header and garbage', () => {
    const now = Date.now()
    const token = signAccessToken(KEY, 42, SESSION, 3600, now)
    const [header, body, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')
    expect(verifyAccessToken(KEY, `${header}.${forged}.${signature}`, now)).toBeUndefined()
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(verifyAccessToken(KEY, `${none}.${body}.${signature}`, now)).toBeUndefined()
    expect(verifyAccessToken(KEY, `${none}.${body}.`, now)).toBeUndefined()
    for (const garbage of ['', 'abc', 'a.b.c', `${token}x`, '\u0000'.repeat(80)])
      expect(verifyAccessToken(KEY, garbage, now)).toBeUndefined()
  })
})
