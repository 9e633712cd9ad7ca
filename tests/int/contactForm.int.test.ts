import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ContactFormType } from '@/domain/enums'
import { backgroundSettled } from '@/backend/background'
import { sendChatMessage, submitContact } from '@/lib/actions/contact'

import { testPayload } from '../helpers/payload'

/**
 * The contact page's server action as the browser form (and a browser without scripts) calls it:
 * the contract's check in the visitor's language, the invoice sent as base64 and stored, one
 * contact per idempotency key, the honeypot, the thank-you address; and the chat widget's consent.
 */

// Each call comes from an address of its own, so rate limits never interfere.
vi.mock('next/headers', async () => {
  const { uniqueIp } = await import('../helpers/addresses')
  return { headers: async () => new Headers({ 'x-client-ip': uniqueIp() }) }
})

vi.mock('next-intl/server', () => import('../helpers/nextIntlServer'))

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const emailOf = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.vn`

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value instanceof Blob) form.set(name, value, value instanceof File ? value.name : 'x')
    else form.set(name, value)
  return form
}

const eWarranty = (email: string, invoice: File, extra: Record<string, string> = {}) =>
  formOf({
    locale: 'vi',
    enhanced: '1',
    formType: String(ContactFormType.SignUpForDealerEWarranty),
    businessArea: 'homeAppliances',
    fullName: 'Trần Văn Minh',
    email,
    phoneNumber: '0912 345 678',
    province: 'ha-noi',
    model: 'MSY-JW25VF',
    serialNumber: 'SN2025-00042',
    purchaseDate: '2025-05-20',
    dealerName: 'Điện máy Cầu Giấy',
    invoice,
    consent: 'on',
    idempotencyKey: randomUUID(),
    pageUrl: '/lien-he?tab=eWarranty',
    website: '',
    ...extra,
  })

const contactsFrom = async (email: string) =>
  (
    await payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

describe('submitContact', () => {
  it('stores an e-warranty registration with its invoice once, however often it is sent', async () => {
    const email = emailOf('minh')
    const form = eWarranty(email, new File([PNG], 'hoa-don.png', { type: 'image/png' }))
    const first = await submitContact(null, form)
    expect(first).toMatchObject({ ok: true })
    expect(first.redirectTo).toMatch(/^\/thank-you\?form=eWarranty&ref=LH-\d{6,}$/)
    // A double click, or a retry after a lost answer: the same key, the same answer, one row.
    const again = await submitContact(null, form)
    expect(again.redirectTo).toBe(first.redirectTo)
    await backgroundSettled()
    const docs = await contactsFrom(email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      formType: 'SignUpForDealerEWarranty',
      businessArea: 'HomeAppliances',
      province: 'ha-noi',
      model: 'MSY-JW25VF',
      serialNumber: 'SN2025-00042',
      phoneNumber: '0912345678',
      language: 'vi',
      pageUrl: '/lien-he?tab=eWarranty',
      reference: new URL(first.redirectTo!, 'http://x').searchParams.get('ref'),
    })
    expect(docs[0]!.invoice).toBeTruthy()
    expect(docs[0]!.consentText).toMatch(/chính sách bảo mật/)
  })

  it('refuses a renamed file by its bytes, in English, and keeps what was typed', async () => {
    const email = emailOf('jane')
    const form = eWarranty(
      email,
      new File([new TextEncoder().encode('not a picture')], 'invoice.jpg', { type: 'image/jpeg' }),
      { locale: 'en', enhanced: '0' },
    )
    const result = await submitContact(null, form)
    expect(result.ok).toBe(false)
    expect(result.fieldErrors?.invoice).toBe(
      'The invoice must be a JPG, PNG or WebP photo or a PDF file.',
    )
    // A page loaded again cannot show the chosen file: the message says to choose it again.
    expect(result.message).toContain('please choose the invoice photo again')
    expect(result.values).toMatchObject({
      fullName: 'Trần Văn Minh',
      email,
      serialNumber: 'SN2025-00042',
    })
    expect(await contactsFrom(email)).toHaveLength(0)
  })

  it('names every missing field of a dealer sign-up and stores nothing', async () => {
    const email = emailOf('dealer')
    const result = await submitContact(
      null,
      formOf({
        locale: 'vi',
        formType: String(ContactFormType.SignUpForDealer),
        fullName: 'Lê Hoàng Nam',
        email,
        idempotencyKey: randomUUID(),
      }),
    )
    expect(result.ok).toBe(false)
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(
      [
        'companyName',
        'consent',
        'phoneNumber',
        'province',
        'registrationNumber',
        'shopAddress',
      ].sort(),
    )
    expect(result.message).toBe('Vui lòng nhập số điện thoại.')
    expect(await contactsFrom(email)).toHaveLength(0)
  })

  it('refuses a filled honeypot without saying which field, and writes nothing', async () => {
    const email = emailOf('robot')
    const result = await submitContact(
      null,
      formOf({
        locale: 'vi',
        formType: String(ContactFormType.FAQ),
        fullName: 'Robot',
        email,
        message: 'Mua ngay hôm nay!',
        consent: 'on',
        website: 'https://spam.example',
      }),
    )
    expect(result).toMatchObject({ ok: false, fieldErrors: undefined })
    expect(result.message).toMatch(/^Chưa gửi được yêu cầu/)
    expect(await contactsFrom(email)).toHaveLength(0)
  })

  it('redirects a form posted without scripts to the thank-you page', async () => {
    const email = emailOf('nojs')
    const form = formOf({
      locale: 'en',
      enhanced: '0',
      formType: String(ContactFormType.GetInTouch),
      fullName: 'Jane Nguyen',
      email,
      message: 'Please call me about a quotation.',
      consent: 'on',
    })
    await expect(submitContact(null, form)).rejects.toMatchObject({
      digest: expect.stringMatching(
        /NEXT_REDIRECT;\w+;\/en\/thank-you\?form=getInTouch&ref=LH-\d+;/,
      ),
    })
    expect(await contactsFrom(email)).toHaveLength(1)
  })
})

describe('sendChatMessage', () => {
  it('asks for consent, then stores the message with the consent given', async () => {
    const email = emailOf('chat')
    const fields = {
      locale: 'vi',
      fullName: 'Trần Minh Khoa',
      email,
      message: 'Cho tôi hỏi giá máy hút ẩm 12 lít/ngày.',
      pageUrl: '/may-hut-am',
    }
    const refused = await sendChatMessage(null, formOf(fields))
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { consent: 'Vui lòng đồng ý với chính sách bảo mật để gửi lời nhắn.' },
    })
    const key = randomUUID()
    const sent = await sendChatMessage(
      null,
      formOf({ ...fields, consent: 'on', idempotencyKey: key }),
    )
    expect(sent.ok).toBe(true)
    await sendChatMessage(null, formOf({ ...fields, consent: 'on', idempotencyKey: key }))
    await backgroundSettled()
    const docs = await contactsFrom(email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ formType: 'GetInTouch', pageUrl: '/may-hut-am' })
    expect(docs[0]!.consentedAt).toBeTruthy()
  })
})
