import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { requireSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import vi from '@/i18n/messages/vi.json'
import {
  signUnsubscribe,
  unsubscribeTokenId,
  verifyUnsubscribe,
} from '@/lib/subscriptions/unsubscribeToken'

import { notFoundFault } from '../errors'
import { siteLink } from '../mailText'

/** How long a confirmation link stays valid; unconfirmed addresses are forgotten after it. */
const CONFIRM_HOURS = 48
/** A waiting address is mailed again at most this often, however often it is entered. */
const RESEND_MINUTES = 10

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const texts = { vi: vi.subscribe.confirmMail, en: en.subscribe.confirmMail }

async function mailConfirmation(payload: Payload, email: string, language: Locale, token: string) {
  const link = `${siteLink(language, '/xac-nhan-dang-ky')}?token=${token}`
  const text = texts[language]
  await payload.sendEmail({
    to: email,
    subject: text.subject,
    text: `${text.greeting}\n\n${text.body}\n\n${link}\n\n${text.ignore.replace('{hours}', String(CONFIRM_HOURS))}\n`,
  })
}

/**
 * Asks to subscribe `email`: a new or waiting address gets a confirmation link by mail (a
 * waiting one at most every few minutes); a confirmed one is left as it is. Unconfirmed
 * addresses past their link's life are forgotten on the way.
 */
export async function requestSubscription(
  payload: Payload,
  email: string,
  language: Locale,
): Promise<void> {
  const normalized = email.trim().toLowerCase()
  const now = Date.now()
  await payload.delete({
    collection: 'subscribers',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { expiresAt: { less_than: new Date(now).toISOString() } },
      ],
    },
    overrideAccess: true,
    depth: 0,
  })
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: normalized } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  const existing = docs[0]
  if (existing?.status === 'confirmed') return
  if (existing && now - Date.parse(existing.updatedAt) < RESEND_MINUTES * 60_000) return
  const token = randomBytes(32).toString('base64url')
  const data = {
    email: normalized,
    language,
    status: 'pending' as const,
    tokenHash: hashOf(token),
    expiresAt: new Date(now + CONFIRM_HOURS * 3_600_000).toISOString(),
  }
  try {
    if (existing)
      await payload.update({
        collection: 'subscribers',
        id: existing.id,
        data,
        overrideAccess: true,
        depth: 0,
      })
    else await payload.create({ collection: 'subscribers', data, overrideAccess: true, depth: 0 })
  } catch (error) {
    // Entered by a parallel request in the meantime: the unique index did its job.
    const { totalDocs } = await payload.count({
      collection: 'subscribers',
      where: { email: { equals: normalized } },
      overrideAccess: true,
    })
    if (totalDocs === 0) throw error
    return
  }
  await mailConfirmation(payload, normalized, language, token)
}

/** Confirms the subscription a link's token names; unknown, used or expired: 404. */
export async function confirmSubscription(
  payload: Payload,
  token: string,
): Promise<{ email: string }> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: {
      and: [
        { tokenHash: { equals: hashOf(token) } },
        { status: { equals: 'pending' } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  const subscriber = docs[0]
  if (!subscriber) throw notFoundFault('This confirmation link is not valid or has expired.')
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
      tokenHash: null,
      expiresAt: null,
    },
    overrideAccess: true,
    depth: 0,
  })
  return { email: subscriber.email }
}

/** The address of `subscriber`'s unsubscribe page, signed for them (no sign-in needed). */
export const unsubscribeLink = (language: Locale, subscriber: { id: number; email: string }) =>
  `${siteLink(language, '/huy-dang-ky')}?token=${signUnsubscribe(requireSecret('TOKEN_SIGNING_KEY'), subscriber)}`

/**
 * Unsubscribes the address an unsubscribe link names: it is forgotten (subscribing again starts
 * over with a confirmation). A forged link, or one whose address is already gone: 404.
 */
export async function unsubscribe(payload: Payload, token: string): Promise<{ email: string }> {
  const id = unsubscribeTokenId(token)
  const invalid = () => notFoundFault('This unsubscribe link is not valid or was already used.')
  if (id === null) throw invalid()
  const subscriber = await payload
    .findByID({
      collection: 'subscribers',
      id,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  if (!subscriber || !verifyUnsubscribe(requireSecret('TOKEN_SIGNING_KEY'), token, subscriber))
    throw invalid()
  await payload.delete({ collection: 'subscribers', id, overrideAccess: true, depth: 0 })
  return { email: subscriber.email }
}
