import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { StaffOrderDto } from '@/contract/event'
import { referenceIn } from '@/domain/eventOrders'
import type { Locale } from '@/i18n/locales'
import { drizzleOf } from '@/lib/db/drizzle'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'
import { formatTicketCode } from '@/lib/tickets/ticketToken'
import type { EventRegistration } from '@/payload-types'

import { BackendFault, notFoundFault } from '../errors'
import { queueMail } from '../mailQueue'
import { expiredOrderMail, paymentAccount, paymentOf } from './eventPayments'
import {
  eventIdOf,
  heldSeats,
  issueTicket,
  orderOf,
  paidOrder,
  promoteFromWaitingList,
  recipientOf,
  toRegistrationDtos,
  underEventLock,
  visitorRegistration,
} from './eventRegistrations'
import { findVisibleEvent, postItemsByIds } from './posts'

/**
 * Paid seminars' orders after they are placed: the visitor's order page, staff matching a bank
 * statement line to an order and marking it paid (the ticket is issued then), and the clock that
 * expires unpaid orders and gives their seats to the waiting list. Every change to an order runs
 * under its event's lock, like registrations and cancellations.
 */

type Texts = {
  noReference: string
  notFound: string
  alreadyPaid: (at: string) => string
  cancelled: string
  noSeat: string
}

const TEXTS: Record<Locale, Texts> = {
  vi: {
    noReference:
      'Không tìm thấy mã đơn (SE và 8 ký tự) trong nội dung đã dán, hoặc có nhiều hơn một mã.',
    notFound: 'Không có đơn nào mang mã này.',
    alreadyPaid: (at) => `Đơn này đã được xác nhận thanh toán lúc ${at}.`,
    cancelled: 'Khách đã hủy đơn này; không thể xác nhận thanh toán. Vui lòng hoàn tiền cho khách.',
    noSeat:
      'Đơn đã hết hạn và sự kiện không còn chỗ, nên không thể cấp vé. Vui lòng hoàn tiền cho khách.',
  },
  en: {
    noReference:
      'The pasted text has no order reference (SE and 8 letters or digits), or more than one.',
    notFound: 'No order has this reference.',
    alreadyPaid: (at) => `This order was already marked paid at ${at}.`,
    cancelled: 'The visitor cancelled this order; it cannot be marked paid. Please refund them.',
    noSeat:
      'The order expired and the event has no seat left, so no ticket can be issued. Please refund the visitor.',
  },
}

/** One of the visitor's orders, with how to pay it while it awaits payment. */
export async function visitorOrder(
  payload: Payload,
  language: Locale,
  visitorId: number,
  registrationId: number,
) {
  const row = await visitorRegistration(payload, visitorId, registrationId, paidOrder)
  const order = orderOf(row)
  if (!order) throw notFoundFault()
  const [dto] = await toRegistrationDtos(payload, language, [row])
  if (!dto) throw notFoundFault()
  const payment =
    row.status === 'awaitingPayment'
      ? paymentOf(await paymentAccount(payload, language), order)
      : null
  return { ...dto, fullName: row.fullName ?? '', email: row.email ?? '', payment }
}

async function orderByReference(
  payload: Payload,
  reference: string,
  req?: PayloadRequest,
): Promise<EventRegistration | null> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { orderReference: { equals: reference } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  return docs[0] ?? null
}

async function toStaffOrder(
  payload: Payload,
  language: Locale,
  row: EventRegistration,
): Promise<StaffOrderDto> {
  const eventId = eventIdOf(row)
  // Staff see the order of an event that has since been unpublished, too.
  const event = (await postItemsByIds(payload, language, [eventId])).get(eventId)
  return {
    registrationId: row.id,
    reference: row.orderReference ?? '',
    status: row.status,
    amount: row.amount ?? 0,
    fullName: row.fullName ?? '',
    email: row.email ?? '',
    eventId,
    eventTitle: event?.title ?? `#${eventId}`,
    createdAt: row.createdAt,
    dueAt: row.paymentDueAt ?? null,
    paidAt: row.paidAt ?? null,
    expiredAt: row.expiredAt ?? null,
    ticketCode:
      row.status === 'confirmed' && row.ticketCode ? formatTicketCode(row.ticketCode) : null,
  }
}

/** The order a statement line (or a bare reference) names, as staff see it. */
async function orderOfStatement(payload: Payload, language: Locale, statement: string) {
  const t = TEXTS[language]
  const reference = referenceIn(statement)
  if (!reference) throw new BackendFault(400, t.noReference, t.noReference)
  const row = await orderByReference(payload, reference)
  if (!row) throw notFoundFault(t.notFound)
  return row
}

/** `EventOrder/Find`: the order a bank statement line names. */
export async function findOrderByStatement(
  payload: Payload,
  language: Locale,
  statement: string,
): Promise<StaffOrderDto> {
  return toStaffOrder(payload, language, await orderOfStatement(payload, language, statement))
}

/**
 * `EventOrder/MarkPaid`: the transfer arrived. An order awaiting payment gets its ticket; one that
 * expired gets one only while a seat is free (its seat was given back). The statement line is
 * kept on the order, with who marked it.
 */
export async function markOrderPaid(
  payload: Payload,
  language: Locale,
  statement: string,
  userId: number | string | null,
  now = new Date(),
): Promise<StaffOrderDto> {
  const t = TEXTS[language]
  const found = await orderOfStatement(payload, language, statement)
  const eventId = eventIdOf(found)
  const row = await underEventLock(payload, language, eventId, async (req) => {
    const current = (await orderByReference(payload, found.orderReference!, req))!
    if (current.paidAt) {
      const message = t.alreadyPaid(formatVietnamDateTime(current.paidAt))
      throw new BackendFault(409, message, message)
    }
    if (current.status === 'cancelled') throw new BackendFault(409, t.cancelled, t.cancelled)
    if (current.status === 'expired') {
      const event = await findVisibleEvent(payload, language, eventId, now)
      const capacity = event?.event?.capacity ?? null
      if (capacity !== null && (await heldSeats(payload, eventId, req)) >= capacity)
        throw new BackendFault(409, t.noSeat, t.noSeat)
    }
    return issueTicket(payload, current.id, now, req, {
      paidAt: now.toISOString(),
      paymentNote: statement.slice(0, 500),
      paidMarkedBy: typeof userId === 'number' ? userId : null,
    })
  })
  return toStaffOrder(payload, language, row)
}

/**
 * Expires the orders whose payment is overdue at `now`: each gives its seat back (to the first in
 * line, as a new order) and its visitor is mailed. Answers how many expired.
 */
export async function expireOverdueOrders(payload: Payload, now = new Date()): Promise<number> {
  const { rows } = await drizzleOf(payload).execute<{ id: number; event_id: number }>(sql`
    SELECT id, event_id FROM event_registrations
    WHERE status = 'awaitingPayment' AND payment_due_at <= ${now.toISOString()}
    ORDER BY payment_due_at, id
    LIMIT 200`)
  let expired = 0
  for (const due of rows) {
    const eventId = Number(due.event_id)
    const done = await underEventLock(payload, 'vi', eventId, async (req) => {
      const current = await payload.findByID({
        collection: 'event-registrations',
        id: Number(due.id),
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (current.status !== 'awaitingPayment') return false
      await payload.update({
        collection: 'event-registrations',
        id: current.id,
        data: { status: 'expired', expiredAt: now.toISOString() },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const recipient = recipientOf(current)
      const event = (await postItemsByIds(payload, recipient.language, [eventId], now)).get(eventId)
      if (event)
        await queueMail(
          payload,
          [expiredOrderMail(recipient, event, current.orderReference ?? '')],
          { req },
        )
      await promoteFromWaitingList(payload, eventId, now, req)
      return true
    })
    if (done) expired += 1
  }
  return expired
}
