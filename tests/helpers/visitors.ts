import { randomUUID } from 'node:crypto'

import { authenticate, register } from '@/contract/account'
import type { Locale } from '@/i18n/locales'
import { request, type RequestOptions } from '@/lib/backend/client'
import type { Transport } from '@/lib/backend/transport'

import { uniqueIp } from './addresses'

/**
 * Visitor accounts for the integration tests: unique e-mails, registration and sign-in as the
 * renderer performs them, and the options of a visitor's own calls.
 */

/** A password the registration accepts (8 to 20 characters). */
export const VISITOR_PASSWORD = 'Sora-visitor-1'

/** An address no other test uses. */
export const uniqueEmail = (label = 'visitor') => `${label}.${randomUUID().slice(0, 12)}@example.vn`

/**
 * A call the renderer makes for an anonymous visitor (sign-in, registration, password reset):
 * the service token vouches for the visitor's address, a fresh one, so per-client rate limits
 * count only this call.
 */
export const onBehalfOf = (transport: Transport, ip = uniqueIp()): RequestOptions => ({
  transport,
  auth: 'service',
  headers: { 'x-visitor-ip': ip },
})

/** A signed-in visitor's own call: their token, from a fresh address. */
export const asVisitor = (transport: Transport, token: string): RequestOptions => ({
  transport,
  auth: { token },
  headers: { 'x-client-ip': uniqueIp() },
})

export const signIn = (
  transport: Transport,
  email: string,
  password: string,
  locale: Locale = 'vi',
) =>
  request(authenticate, locale, { userNameOrEmailAddress: email, password }, onBehalfOf(transport))

export type Visitor = { id: number; email: string; password: string; token: string }

/** Registers a visitor with a unique e-mail and signs them in. */
export async function newVisitor(
  transport: Transport,
  { label = 'visitor', password = VISITOR_PASSWORD, locale = 'vi' as Locale } = {},
): Promise<Visitor> {
  const email = uniqueEmail(label)
  await request(
    register,
    locale,
    { emailAddress: email, password, fullName: 'Nguyễn Văn Khách' },
    onBehalfOf(transport),
  )
  const { accessToken, userId } = await signIn(transport, email, password, locale)
  return { id: userId, email, password, token: accessToken }
}
