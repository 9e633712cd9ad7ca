import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createContact } from '@/lib/backend/contacts'
import { inProcessTransport } from '@/lib/backend/transport'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('contact notices without a mail server (SMTP_URL unset)', () => {
  it('are kept in the admin outbox, and the contact is not marked notified', async () => {
    expect(process.env.SMTP_URL ?? '').toBe('')
    const { id, reference } = await createContact(
      'vi',
      {
        formType: 'GetInTouch',
        fullName: 'Phạm Quốc Bảo',
        email: 'bao.pham@example.vn',
        message: 'Cho tôi hỏi giá máy hút ẩm cho kho 200 m².',
        consent: true,
        idempotencyKey: randomUUID(),
      },
      `192.0.2.${Math.random()}`,
      inProcessTransport,
    )
    await expect
      .poll(
        async () =>
          (
            await payload.find({
              collection: 'outbox',
              where: { subject: { equals: `[Liên hệ] ${reference} – Phạm Quốc Bảo` } },
              overrideAccess: true,
            })
          ).docs,
      )
      .toHaveLength(1)
    const [mail] = (
      await payload.find({
        collection: 'outbox',
        where: { subject: { equals: `[Liên hệ] ${reference} – Phạm Quốc Bảo` } },
        overrideAccess: true,
      })
    ).docs
    expect(mail).toMatchObject({ to: 'cskh@soraelectric.vn', replyTo: 'bao.pham@example.vn' })
    expect(mail!.text).toContain('máy hút ẩm cho kho 200 m²')
    const stored = await payload.findByID({ collection: 'contacts', id, overrideAccess: true })
    expect(stored.notifiedAt ?? null).toBeNull()
  })

  it('cannot be written or changed through the CMS API', async () => {
    await expect(
      payload.create({
        collection: 'outbox',
        data: { to: 'x@example.vn', subject: 'Spoofed' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
