import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mimeParts } from '../helpers/mailSink'
import { startSmtpServer } from '../helpers/smtp'

// A real mail server in this process; the site is configured with it before it loads.
const smtp = await startSmtpServer()
process.env.SMTP_URL = smtp.url
const { staffToken, testPayload } = await import('../helpers/payload')
const { bothTransports, failure, raw, status } = await import('../helpers/transports')
const { asVisitor, newVisitor } = await import('../helpers/visitors')
const { DAY, HOUR, at, createEventPost } = await import('../helpers/events')
const { request } = await import('@/lib/backend/client')
const { deliverDueMail, pauseMailWorker } = await import('@/backend/mailQueue')
const { backgroundSettled } = await import('@/backend/background')
const { expireOverdueOrders } = await import('@/backend/services/eventOrders')
const { crc16, readTlv } = await import('@/domain/vietqr')
const { ORDER_REFERENCE } = await import('@/domain/eventOrders')
const { cancelRegistration, myOrder, myRegistrations, myTicket, registerForEvent } =
  await import('@/contract/event')

/**
 * Paid seminars (issue 15, item 5): registering takes a seat as an order awaiting a bank transfer,
 * with a VietQR code of the company's account; staff match a statement line to the order and mark
 * it paid, which issues the ticket; an unpaid order expires and its seat goes to the waiting list.
 * Real PostgreSQL, real SMTP, both transports.
 */

const FIND = '/api/services/app/EventOrder/Find'
const MARK_PAID = '/api/services/app/EventOrder/MarkPaid'
const PRICE = 350_000
const tag = Math.random().toString(36).slice(2, 8)

let payload: Payload
const transports = bothTransports()
const tokens = {} as Record<'editor' | 'translator' | 'eventStaff', string>

const paidEvent = async (label: string, fields: Record<string, unknown> = {}) => ({
  id: await createEventPost(payload, {
    vi: {
      title: `Hội thảo có phí ${label} ${tag}`,
      slug: `co-phi-${label}-${tag}`,
      summary: 'Hội thảo có phí',
    },
    en: { title: `Paid ${label} ${tag}`, slug: `paid-${label}-${tag}`, summary: 'A paid seminar' },
    event: {
      startTime: at(20 * DAY),
      endTime: at(20 * DAY + 4 * HOUR),
      venue: 'Khách sạn Cảng Xanh',
      province: 'hai-phong',
      registrationOpensAt: at(-DAY),
      price: PRICE,
      capacity: 10,
      ...fields,
    },
  }),
})

/** Delivers what is queued until `email` has a mail whose subject starts with `prefix`. */
const mailWithSubject = (email: string, prefix: string) =>
  smtp.mailWithSubject(email, prefix, () => deliverDueMail(payload))

const textOf = (mail: string) =>
  mimeParts(mail)
    .find((part) => part.contentType === 'text/plain')!
    .body.toString('utf8')

beforeAll(async () => {
  payload = await testPayload()
  pauseMailWorker(true)
  await backgroundSettled()
  tokens.editor = await staffToken(payload, ['editor'])
  tokens.translator = await staffToken(payload, ['translator'])
  tokens.eventStaff = await staffToken(payload, ['eventStaff'])
})

afterAll(async () => {
  pauseMailWorker(false)
  await smtp.close()
})

describe.each(Object.keys(transports))('paid seminars over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const staff = (path: string, statement: string, token = tokens.editor, locale = 'vi') =>
    raw(transport(), {
      method: path === FIND ? 'GET' : 'POST',
      path,
      locale: locale as 'vi' | 'en',
      ...(path === FIND ? { query: { statement } } : { body: { statement } }),
      headers: { authorization: `JWT ${token}` },
    }) as Promise<{
      status: number
      body: { result: Record<string, unknown> | null; error?: { message: string } }
    }>

  it('holds a seat as an order with a VietQR code of the company’s account, mailed in the visitor’s language', async () => {
    const seminar = await paidEvent(`don-${name}`)
    const visitor = await newVisitor(transport(), { label: 'order', locale: 'en' })
    const before = Date.now()
    const registration = await request(
      registerForEvent,
      'en',
      { eventId: seminar.id },
      asVisitor(transport(), visitor.token),
    )
    expect(registration).toMatchObject({ status: 'awaitingPayment', ticketCode: null })
    expect(registration.order!.reference).toMatch(ORDER_REFERENCE)
    expect(registration.order!.amount).toBe(PRICE)
    // The seeded expiry setting is 48 hours.
    const due = Date.parse(registration.order!.dueAt!)
    expect(due - before).toBeGreaterThanOrEqual(48 * HOUR - 1000)
    expect(due - Date.now()).toBeLessThanOrEqual(48 * HOUR)

    const order = await request(
      myOrder,
      'en',
      { registrationId: registration.id },
      asVisitor(transport(), visitor.token),
    )
    expect(order.payment).toMatchObject({
      bankName: expect.stringContaining('Vietcombank'),
      accountNumber: '0011004387265',
      accountName: 'CONG TY TNHH SORA ELECTRIC VIET NAM',
      amount: PRICE,
      reference: registration.order!.reference,
    })
    const fields = readTlv(order.payment!.qrPayload)
    expect(fields.get('54')).toBe(String(PRICE))
    expect(fields.get('53')).toBe('704')
    expect(readTlv(fields.get('62')!).get('08')).toBe(registration.order!.reference)
    expect(readTlv(fields.get('38')!).get('01')).toBe('00069704360113' + '0011004387265')
    const payload63 = order.payment!.qrPayload
    expect(payload63.slice(-4)).toBe(crc16(payload63.slice(0, -4)))

    const mail = await mailWithSubject(visitor.email, 'Your order awaits payment')
    const text = textOf(mail)
    expect(text).toContain(`Transfer message: ${registration.order!.reference}`)
    expect(text).toContain('Amount: 350,000 ₫')
    expect(text).toContain('Account number: 0011004387265')
    expect(text).toContain(`/en/profile/transaction-history/${registration.id}`)
    const png = mimeParts(mail).find((part) => part.contentType === 'image/png')!
    expect(png.headers).toMatch(/content-id:\s*<order-qr>/i)

    // No ticket yet: the ticket page does not exist for an unpaid order.
    expect(
      await status(
        request(
          myTicket,
          'en',
          { registrationId: registration.id },
          asVisitor(transport(), visitor.token),
        ),
      ),
    ).toBe(404)
    // Another visitor cannot see the order.
    const stranger = await newVisitor(transport(), { label: 'stranger' })
    expect(
      await status(
        request(
          myOrder,
          'vi',
          { registrationId: registration.id },
          asVisitor(transport(), stranger.token),
        ),
      ),
    ).toBe(404)
  })

  it('lets staff find the order from a bank statement line and mark it paid once, issuing the ticket', async () => {
    const seminar = await paidEvent(`tra-${name}`)
    const visitor = await newVisitor(transport(), { label: 'payer' })
    const registration = await request(
      registerForEvent,
      'vi',
      { eventId: seminar.id },
      asVisitor(transport(), visitor.token),
    )
    const reference = registration.order!.reference
    const line = `MBVCB.8812345.${reference.toLowerCase()} chuyen tien.CT tu 0123456789 NGUYEN VAN KHACH`

    const found = await staff(FIND, line)
    expect(found.status).toBe(200)
    expect(found.body.result).toMatchObject({
      registrationId: registration.id,
      reference,
      status: 'awaitingPayment',
      amount: PRICE,
      email: visitor.email,
      paidAt: null,
    })
    // Only admins and editors confirm payments: not translators, event staff or visitors.
    expect((await staff(FIND, line, tokens.translator)).status).toBe(403)
    expect((await staff(MARK_PAID, line, tokens.eventStaff)).status).toBe(403)
    expect(
      (await raw(transport(), { method: 'POST', path: MARK_PAID, body: { statement: line } }))
        .status,
    ).toBe(401)
    expect(
      (
        await raw(transport(), {
          method: 'POST',
          path: MARK_PAID,
          body: { statement: line },
          auth: { token: visitor.token },
        })
      ).status,
    ).toBe(403)

    const paid = await staff(MARK_PAID, line)
    expect(paid.status).toBe(200)
    expect(paid.body.result).toMatchObject({ status: 'confirmed', reference })
    expect(paid.body.result!.ticketCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const again = await staff(MARK_PAID, reference, tokens.editor, 'en')
    expect(again.status).toBe(409)
    expect(again.body.error!.message).toMatch(/^This order was already marked paid at \d{2}\//)

    const ticket = await request(
      myTicket,
      'vi',
      { registrationId: registration.id },
      asVisitor(transport(), visitor.token),
    )
    expect(ticket.ticketCode).toBe(paid.body.result!.ticketCode)
    expect(ticket.order).toMatchObject({ reference, amount: PRICE })
    expect(ticket.order!.paidAt).toBeTruthy()
    const mail = await mailWithSubject(visitor.email, 'Vé tham dự')
    expect(textOf(mail)).toContain(`Mã vé: ${ticket.ticketCode}`)
    const row = await payload.findByID({
      collection: 'event-registrations',
      id: registration.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(row.paymentNote).toBe(line)
    expect(row.paidMarkedBy).toBeTruthy()

    // Purchased tickets and the transaction history list it; the order page shows no payment.
    const as = asVisitor(transport(), visitor.token)
    const purchased = await request(myRegistrations, 'vi', { view: 'purchased' }, as)
    expect(purchased.items.map((item) => item.id)).toEqual([registration.id])
    const orders = await request(myRegistrations, 'vi', { view: 'orders' }, as)
    expect(orders.items.map((item) => item.status)).toEqual(['confirmed'])
    const order = await request(myOrder, 'vi', { registrationId: registration.id }, as)
    expect(order.payment).toBeNull()
  })

  it('answers a line without a reference, or an unknown one, plainly', async () => {
    const none = await staff(FIND, 'CHUYEN TIEN HOC PHI')
    expect(none.status).toBe(400)
    expect(none.body.error!.message).toContain('Không tìm thấy mã đơn')
    const unknown = await staff(FIND, 'SE00000000', tokens.editor, 'en')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error!.message).toBe('No order has this reference.')
    const two = await staff(FIND, 'SE00000000 SE11111111')
    expect(two.status).toBe(400)
  })

  it('counts orders awaiting payment as taken seats; an order expires, its seat goes to the next in line as a new order', async () => {
    const seminar = await paidEvent(`het-${name}`, { capacity: 1 })
    const first = await newVisitor(transport(), { label: 'first' })
    const second = await newVisitor(transport(), { label: 'second', locale: 'en' })
    const held = await request(
      registerForEvent,
      'vi',
      { eventId: seminar.id },
      asVisitor(transport(), first.token),
    )
    const waiting = await request(
      registerForEvent,
      'en',
      { eventId: seminar.id },
      asVisitor(transport(), second.token),
    )
    expect(held.status).toBe('awaitingPayment')
    expect(waiting).toMatchObject({ status: 'waiting', waitingPosition: 1, order: null })

    // The clock runs past the payment time: the order expires and the seat moves on.
    const later = new Date(Date.parse(held.order!.dueAt!) + 1000)
    expect(await expireOverdueOrders(payload, later)).toBeGreaterThanOrEqual(1)
    const [expired] = (
      await request(myRegistrations, 'vi', { view: 'orders' }, asVisitor(transport(), first.token))
    ).items
    expect(expired).toMatchObject({ id: held.id, status: 'expired' })
    expect(expired!.order!.expiredAt).toBeTruthy()
    const expiredMail = await mailWithSubject(first.email, 'Đơn đăng ký đã hết hạn thanh toán')
    expect(textOf(expiredMail)).toContain(held.order!.reference)

    const promoted = await request(
      myOrder,
      'en',
      { registrationId: waiting.id },
      asVisitor(transport(), second.token),
    )
    expect(promoted.status).toBe('awaitingPayment')
    expect(promoted.payment!.reference).toMatch(ORDER_REFERENCE)
    const promotedMail = await mailWithSubject(second.email, 'Your order awaits payment')
    expect(textOf(promotedMail)).toContain('you were next on the waiting list')

    // A late transfer for the expired order finds no seat: staff are told to refund.
    const late = await staff(MARK_PAID, held.order!.reference)
    expect(late.status).toBe(409)
    expect(late.body.error!.message).toContain('hoàn tiền')

    // Cancelling the new order frees the seat; the late transfer then gets a ticket after all.
    await request(
      cancelRegistration,
      'en',
      { registrationId: waiting.id },
      asVisitor(transport(), second.token),
    )
    const lateButFree = await staff(MARK_PAID, held.order!.reference)
    expect(lateButFree.status).toBe(200)
    expect(lateButFree.body.result).toMatchObject({ status: 'confirmed' })
    // A cancelled order cannot be marked paid.
    const cancelled = await staff(MARK_PAID, promoted.payment!.reference, tokens.editor, 'en')
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.error!.message).toContain('cancelled')
  })
})

describe('without the company’s account', () => {
  it('refuses a paid registration plainly and stores nothing', async () => {
    const transport = transports['in-process']!
    const seminar = await paidEvent('khong-tk')
    const visitor = await newVisitor(transport(), { label: 'no-account' })
    const { docs } = await payload.find({
      collection: 'settings',
      where: { key: { equals: 'PaymentBankBin' } },
      overrideAccess: true,
    })
    const setting = docs[0]!
    await payload.update({
      collection: 'settings',
      id: setting.id,
      data: { value: 'none' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const refused = await failure(
        request(
          registerForEvent,
          'vi',
          { eventId: seminar.id },
          asVisitor(transport(), visitor.token),
        ),
      )
      expect(refused.status).toBe(503)
      expect(refused.message).toContain('tài khoản nhận thanh toán chưa được thiết lập')
    } finally {
      await payload.update({
        collection: 'settings',
        id: setting.id,
        data: { value: setting.value },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: { visitor: { equals: visitor.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
