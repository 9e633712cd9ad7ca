import { describe, expect, it } from 'vitest'

import {
  signUnsubscribe,
  UNSUBSCRIBE_TOKEN,
  unsubscribeTokenId,
  verifyUnsubscribe,
} from './unsubscribeToken'

const key = 'test-signing-key-with-enough-entropy-0123456789'
const lan = { id: 42, email: 'lan@example.vn' }

describe('unsubscribe tokens', () => {
  it('name the subscriber and verify for their id and address only', () => {
    const token = signUnsubscribe(key, lan)
    expect(token).toMatch(UNSUBSCRIBE_TOKEN)
    expect(unsubscribeTokenId(token)).toBe(42)
    expect(verifyUnsubscribe(key, token, lan)).toBe(true)
    expect(verifyUnsubscribe(key, token, { id: 42, email: ' LAN@example.vn ' })).toBe(true)
    expect(verifyUnsubscribe(key, token, { id: 43, email: lan.email })).toBe(false)
    expect(verifyUnsubscribe(key, token, { id: 42, email: 'minh@example.vn' })).toBe(false)
  })

  it('are refused when forged, signed with another key, or malformed', () => {
    const token = signUnsubscribe(key, lan)
    const other = signUnsubscribe(`${key}-other`, lan)
    expect(verifyUnsubscribe(key, other, lan)).toBe(false)
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(verifyUnsubscribe(key, flipped, lan)).toBe(false)
    for (const bad of ['', '42', '42.', 'x.abc', `0.${token.split('.')[1]}`, `${token}x`])
      expect(unsubscribeTokenId(bad)).toBeNull()
  })
})
