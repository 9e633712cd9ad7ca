import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Ticket codes and the signed token their QR code carries.
 *
 * - The **code** is what a person reads or types at the door: eight characters of Crockford's
 *   base32 (no I, L, O or U, so nothing is mistaken for 1, 0 or V), shown as `SE7K-2M9Q`.
 * - The **token** is what the QR code holds: `ST1.<event>.<code>.<signature>`, the signature an
 *   HMAC-SHA256 (truncated to 128 bits) under a key derived from TOKEN_SIGNING_KEY for tickets
 *   only. A scanner can then refuse a forged code, or a code for another event, before asking the
 *   database; the database still decides whether the ticket exists and is unused.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const TICKET_CODE_LENGTH = 8
const PREFIX = 'ST1'

/** A fresh random ticket code (40 bits). */
export function newTicketCode(): string {
  const bytes = randomBytes(TICKET_CODE_LENGTH)
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')
}

/** The code as printed: two groups of four. */
export const formatTicketCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/**
 * What staff typed, read as a code: case, spaces and dashes ignored, and the letters people
 * confuse read as Crockford reads them (O → 0, I and L → 1). Answers null when it cannot be one.
 */
export function readTypedCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== TICKET_CODE_LENGTH) return null
  for (const char of code) if (!ALPHABET.includes(char)) return null
  return code
}

const ticketKey = (signingKey: string) =>
  createHmac('sha256', signingKey).update('sora-electric-vn/tickets/v1').digest()

const signatureOf = (signingKey: string, eventId: number, code: string) =>
  createHmac('sha256', ticketKey(signingKey))
    .update(`${eventId}.${code}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')

/** The text the ticket's QR code encodes. */
export function signTicket(signingKey: string, eventId: number, code: string): string {
  return `${PREFIX}.${eventId}.${code}.${signatureOf(signingKey, eventId, code)}`
}

export type ScannedTicket =
  { ok: true; code: string } | { ok: false; reason: 'unreadable' | 'forged' | 'otherEvent' }

/**
 * What a scan or a typed entry at `eventId`'s door names. A token must be signed by us and be
 * for this event; a typed code is only read (the database says whether it is this event's).
 */
export function readTicket(signingKey: string, eventId: number, scanned: string): ScannedTicket {
  const text = scanned.trim()
  if (!text.startsWith(`${PREFIX}.`)) {
    const code = readTypedCode(text)
    return code ? { ok: true, code } : { ok: false, reason: 'unreadable' }
  }
  const parts = text.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'unreadable' }
  const [, eventText, code, signature] = parts as [string, string, string, string]
  const tokenEvent = /^\d{1,10}$/.test(eventText) ? Number(eventText) : NaN
  if (!Number.isSafeInteger(tokenEvent) || readTypedCode(code) !== code)
    return { ok: false, reason: 'unreadable' }
  const expected = Buffer.from(signatureOf(signingKey, tokenEvent, code))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' }
  if (tokenEvent !== eventId) return { ok: false, reason: 'otherEvent' }
  return { ok: true, code }
}
