import { describe, expect, it } from 'vitest'

import {
  formatTicketCode,
  newTicketCode,
  readTicket,
  readTypedCode,
  signTicket,
  TICKET_CODE_LENGTH,
} from './ticketToken'

const key = 'test-signing-key-with-enough-entropy-0123456789'

describe('ticket codes', () => {
  it('are eight characters of Crockford base32, different each time', () => {
    const codes = new Set(Array.from({ length: 500 }, newTicketCode))
    expect(codes.size).toBe(500)
    for (const code of codes) {
      expect(code).toHaveLength(TICKET_CODE_LENGTH)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/)
    }
  })

  it('print in two groups and read back however staff type them', () => {
    expect(formatTicketCode('SE7K2M9Q')).toBe('SE7K-2M9Q')
    expect(readTypedCode('se7k-2m9q')).toBe('SE7K2M9Q')
    expect(readTypedCode(' SE7K 2M9Q ')).toBe('SE7K2M9Q')
    // The letters people confuse with digits read as the digits.
    expect(readTypedCode('S07K-IM9L')).toBe('S07K1M91')
    expect(readTypedCode('SOTK-2M9Q')).toBe('S0TK2M9Q')
    expect(readTypedCode('SE7K2M9')).toBeNull()
    expect(readTypedCode('SE7K2M9U')).toBeNull()
    expect(readTypedCode('SE7K2M9Q\u0000')).toBeNull()
  })
})

describe('signed tickets', () => {
  const token = signTicket(key, 42, 'SE7K2M9Q')

  it('are read back at their own event', () => {
    expect(token).toMatch(/^ST1\.42\.SE7K2M9Q\.[\w-]{22}$/)
    expect(readTicket(key, 42, token)).toEqual({ ok: true, code: 'SE7K2M9Q' })
    expect(readTicket(key, 42, ` ${token}\n`)).toEqual({ ok: true, code: 'SE7K2M9Q' })
  })

  it('are refused at another event, and when forged or signed with another key', () => {
    expect(readTicket(key, 43, token)).toEqual({ ok: false, reason: 'otherEvent' })
    const otherCode = token.replace('SE7K2M9Q', 'SE7K2M9R')
    expect(readTicket(key, 42, otherCode)).toEqual({ ok: false, reason: 'forged' })
    const movedEvent = token.replace('ST1.42.', 'ST1.43.')
    expect(readTicket(key, 43, movedEvent)).toEqual({ ok: false, reason: 'forged' })
    expect(readTicket(`${key}x`, 42, token)).toEqual({ ok: false, reason: 'forged' })
    expect(readTicket(key, 42, `${token.slice(0, -1)}`)).toEqual({ ok: false, reason: 'forged' })
  })

  it('answers unreadable for anything else', () => {
    for (const text of ['', 'ST1.', 'ST1.42.SE7K2M9Q', 'ST1.x.SE7K2M9Q.abc', 'ST1.42.se7k2m9q.a.b'])
      expect(readTicket(key, 42, text)).toEqual({ ok: false, reason: 'unreadable' })
    // A typed code is only read; whether it is this event's ticket is the database's answer.
    expect(readTicket(key, 42, 'se7k-2m9q')).toEqual({ ok: true, code: 'SE7K2M9Q' })
  })
})
