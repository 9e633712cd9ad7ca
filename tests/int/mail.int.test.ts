import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uniqueIp } from '../helpers/addresses'
import { bodyText, subjectOf } from '../helpers/mailSink'
import { startSmtpServer } from '../helpers/smtp'

// A real mail server, in this process; the site is configured with it before it loads.
const smtp = await startSmtpServer()
process.env.SMTP_URL = smtp.url
const { testPayload } = await import('../helpers/payload')
const { createContact } = await import('@/lib/backend/contacts')
const { inProcessTransport } = await import('@/lib/backend/transport')

let payload: Payload
const contact = (fullName: string) => ({
  formType: 'GetInTouch' as const,
  fullName,
  email: 'visitor@example.vn',
  message: 'Please call me back about a VRF system for our office.',
  consent: true,
  idempotencyKey: randomUUID(),
})

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await smtp.close()
})

/** A message's subject and text, decoded. */
const readable = (raw: string) => `${subjectOf(raw)}\n${bodyText(raw)}`

const notifiedAt = async (id: number) =>
  (await payload.findByID({ collection: 'contacts', id, overrideAccess: true })).notifiedAt ?? null

describe('contact notices through a mail server (SMTP_URL)', () => {
  it('are delivered to the team, and the contact records when', async () => {
    const { id, reference } = await createContact(
      'en',
      contact('Tran Van Minh'),
      uniqueIp(),
      inProcessTransport,
    )
    const notice = () =>
      smtp.received.find(
        (item) =>
          item.to.includes('cskh@soraelectric.vn') && readable(item.raw).includes(reference),
      )
    await expect.poll(() => notice()).toBeDefined()
    const mail = notice()!
    expect(mail.from).toBe('no-reply@soraelectric.vn')
    expect(subjectOf(mail.raw)).toBe(`[Liên hệ] ${reference} – Tran Van Minh`)
    expect(mail.raw).toMatch(/^Reply-To: visitor@example\.vn$/m)
    expect(bodyText(mail.raw)).toContain('a VRF system for our office')
    await expect.poll(() => notifiedAt(id)).not.toBeNull()
    // And a confirmation to the visitor, in English.
    await expect
      .poll(() =>
        smtp.received.find(
          (item) =>
            item.to.includes('visitor@example.vn') && readable(item.raw).includes(reference),
        ),
      )
      .toBeDefined()
  })

  it('refused by the server leave the contact stored and not marked notified', async () => {
    smtp.state.refusing = true
    try {
      const refusedBefore = smtp.state.refused
      const { id } = await createContact(
        'vi',
        contact('Le Thi Hoa'),
        uniqueIp(),
        inProcessTransport,
      )
      await expect.poll(() => smtp.state.refused).toBeGreaterThan(refusedBefore)
      const stored = await payload.findByID({ collection: 'contacts', id, overrideAccess: true })
      expect(stored.fullName).toBe('Le Thi Hoa')
      expect(stored.notifiedAt ?? null).toBeNull()
      expect(smtp.received.some((item) => readable(item.raw).includes('Le Thi Hoa'))).toBe(false)
      // Kept in the mail queue for a later attempt.
      const queued = async () =>
        (
          await payload.find({
            collection: 'mail-queue',
            where: { key: { equals: `contact:${id}:notify` } },
            overrideAccess: true,
          })
        ).docs[0]
      await expect.poll(queued).toMatchObject({ status: 'pending', attempts: 1 })
      expect((await queued())!.lastError).toBeTruthy()
    } finally {
      smtp.state.refusing = false
    }
  })

  it('are never kept in the outbox when a server is configured', async () => {
    const outbox = async () =>
      (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs
    const before = await outbox()
    const delivered = smtp.received.length
    await createContact('en', contact('Vo Thanh Tam'), uniqueIp(), inProcessTransport)
    await expect.poll(() => smtp.received.length).toBeGreaterThan(delivered)
    expect(await outbox()).toBe(before)
  })
})
