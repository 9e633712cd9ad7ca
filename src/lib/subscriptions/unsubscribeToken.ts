import { createHmac, timingSafeEqual } from 'node:crypto'

import { UNSUBSCRIBE_TOKEN } from '@/contract/contact'

/**
 * The token of an unsubscribe link: `<subscriber id>.<signature>`, the signature an HMAC-SHA256
 * (truncated to 128 bits) of the id and the address, under a key derived from TOKEN_SIGNING_KEY
 * for this use only. Nothing is stored: the link works without signing in for as long as the
 * subscription exists, and a guessed id without the key unsubscribes nobody.
 */

export { UNSUBSCRIBE_TOKEN }

const unsubscribeKey = (signingKey: string) =>
  createHmac('sha256', signingKey).update('sora-electric-vn/unsubscribe/v1').digest()

const signatureOf = (signingKey: string, id: number, email: string) =>
  createHmac('sha256', unsubscribeKey(signingKey))
    .update(`${id}:${email.trim().toLowerCase()}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')

/** The token of `subscriber`'s unsubscribe link. */
export const signUnsubscribe = (signingKey: string, subscriber: { id: number; email: string }) =>
  `${subscriber.id}.${signatureOf(signingKey, subscriber.id, subscriber.email)}`

/** The subscriber id a token names, before its signature is checked (null when it is no token). */
export function unsubscribeTokenId(token: string): number | null {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null
  const id = Number(token.slice(0, token.indexOf('.')))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Whether `token` was signed for this subscriber (its id and its address). */
export function verifyUnsubscribe(
  signingKey: string,
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  if (unsubscribeTokenId(token) !== subscriber.id) return false
  const given = Buffer.from(token.slice(token.indexOf('.') + 1))
  const expected = Buffer.from(signatureOf(signingKey, subscriber.id, subscriber.email))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
