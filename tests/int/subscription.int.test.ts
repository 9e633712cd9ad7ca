import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { confirmSubscription, subscribe } from '@/lib/backend/contacts'
import { inProcessTransport } from '@/lib/backend/transport'

import { uniqueIp } from '../helpers/addresses'
import { failure } from '../helpers/transports'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]

/** The confirmation mails sent to `email` (no mail server in tests: the outbox keeps them). */
const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

const tokenIn = (text: string | null | undefined) =>
  /\/xac-nhan-dang-ky\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1]

describe('subscribing to news (double opt-in)', () => {
  it('mails a confirmation link; the address counts only once it is confirmed', async () => {
    const email = `lan.${Date.now()}@example.vn`
    await subscribe('vi', email, uniqueIp(), inProcessTransport)
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe('Xác nhận đăng ký nhận tin – Sora Electric Việt Nam')
    expect(mail?.text).toMatch(/^https?:\/\/[^/]+\/xac-nhan-dang-ky\?token=/m)
    const token = tokenIn(mail?.text)!
    expect(await confirmSubscription('vi', token, uniqueIp(), inProcessTransport)).toEqual({
      email,
    })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', tokenHash: null })
    // The link works once.
    expect(
      (await failure(confirmSubscription('vi', token, uniqueIp(), inProcessTransport))).status,
    ).toBe(404)
    // Subscribing again changes nothing and mails nothing.
    await subscribe('vi', email, uniqueIp(), inProcessTransport)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('mails English to an English visitor, and a waiting address at most every few minutes', async () => {
    const email = `john.${Date.now()}@example.com`
    await subscribe('en', email, uniqueIp(), inProcessTransport)
    await subscribe('en', email, uniqueIp(), inProcessTransport)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Confirm your subscription – Sora Electric Vietnam')
    expect(mails[0]?.text).toMatch(/\/en\/xac-nhan-dang-ky\?token=/)
  })

  it('forgets addresses not confirmed in time; their links no longer work', async () => {
    const email = `late.${Date.now()}@example.vn`
    await subscribe('vi', email, uniqueIp(), inProcessTransport)
    const token = tokenIn((await mailsTo(email))[0]?.text)!
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    await db.execute(
      sql`UPDATE subscribers SET expires_at = now() - interval '1 minute' WHERE email = ${email}`,
    )
    expect(
      (await failure(confirmSubscription('vi', token, uniqueIp(), inProcessTransport))).status,
    ).toBe(404)
    await subscribe('vi', `someone.else.${Date.now()}@example.vn`, uniqueIp(), inProcessTransport)
    expect(await subscriber(email)).toBeUndefined()
  })

  it('refuses a token that was never sent', async () => {
    const made = 'A'.repeat(43)
    expect(
      (await failure(confirmSubscription('vi', made, uniqueIp(), inProcessTransport))).status,
    ).toBe(404)
  })
})
