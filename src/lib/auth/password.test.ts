import { describe, expect, it } from 'vitest'

import { ARGON2, hashPassword, needsRehash, verifyPassword } from './password'

describe('visitor passwords (argon2id)', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const stored = await hashPassword('Mật-khẩu-2026')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword('Mật-khẩu-2026', stored)).toBe(true)
    expect(await verifyPassword('Mật-khẩu-2025', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(first).not.toBe(second)
  })

  it('treats composed and decomposed Vietnamese letters as the same password', async () => {
    const stored = await hashPassword('Tiếng Việt')
    expect(await verifyPassword('Tiếng Việt'.normalize('NFD'), stored)).toBe(true)
  })

  it('answers false for a malformed or foreign hash instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
      '$argon2id$v=19$m=19456,t=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
      '$2b$10$abcdefghijklmnopqrstuv',
      '$argon2id$v=19$m=9999999,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
    ])
      expect(await verifyPassword('x', stored)).toBe(false)
  })

  it('asks for a rehash when a stored hash is weaker than today’s parameters', async () => {
    expect(needsRehash(await hashPassword('p'))).toBe(false)
    expect(
      needsRehash(
        `$argon2id$v=19$m=${ARGON2.memory / 2},t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g`,
      ),
    ).toBe(true)
    expect(needsRehash('garbage')).toBe(true)
  })
})
