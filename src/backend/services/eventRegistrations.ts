import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { CallInput } from '@/contract/call'
import type {
  MyRegistrationView,
  OrderDto,
  registerForEvent,
  RegistrationDto,
  TicketDto,
} from '@/contract/event'
import type { PostListItemDto } from '@/contract/post'
import { requireSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import { registrationState } from '@/lib/posts/eventInfo'
import { qrPng } from '@/lib/qr/qrCode'
import { eventCalendar, eventPlace, eventWhen } from '@/lib/tickets/calendar'
import { ticketPath } from '@/lib/tickets/paths'
import { formatTicketCode, newTicketCode, signTicket } from '@/lib/tickets/ticketToken'
import type { EventRegistration } from '@/payload-types'
import { drizzleOf } from '@/lib/db/drizzle'
import { escapeHtml } from '@/lib/html/escape'

import { withDeadline } from '../deadline'
import { beginBoundedTransaction } from '../transaction'
import { BackendFault, notFoundFault, validationFault } from '../errors'
import { kickMailWorker, queueMail, type QueuedMail } from '../mailQueue'
import { siteLink, textMailHtml } from '../mailText'
import {
  newOrder,
  orderMail,
  paymentAccount,
  paymentOf,
  type PaymentAccount,
  type Recipient,
} from './eventPayments'
import { findVisibleEvent, postItemsByIds } from './posts'

/**
 * Event registrations (`SeminarRegistration/*`). Every change to an event's seats runs in one
 * transaction holding a row lock on the event (`SELECT … FOR UPDATE` on its post), so registrations
 * and cancellations of one event take turns: the count of confirmed seats read under the lock is
 * the truth, and capacity holds however many arrive at once. The line is the order in which
 * registrations got the lock (their ids). Mails (the ticket, the place in line, the promotion)
 * are queued in the same transaction and delivered after it commits.
 */

/** Registrations of one event queue for its lock; a crowd of them may wait their turn this long. */
const LOCK_TIMEOUT_MS = 10_000
const STATEMENT_TIMEOUT_MS = 12_000
/** A visitor waits at most this long for an answer, even from a database that stopped answering. */
const DEADLINE_MS = 20_000

type Texts = {
  noEvent: string
  soon: string
  closed: string
  ended: string
  unavailable: string
  answerRequired: (question: string) => string
  unknownQuestion: string
  ticketSubject: (title: string) => string
  ticketBody: (values: MailValues) => string
  waitingSubject: (title: string) => string
  waitingBody: (values: MailValues & { position: number }) => string
  promotedSubject: (title: string) => string
  promotedIntro: string
  qrAlt: string
}

type MailValues = {
  name: string
  title: string
  when: string
  where: string
  code: string
  link: string
}

const TEXTS: Record<Locale, Texts> = {
  vi: {
    noEvent: 'Không tìm thấy sự kiện này.',
    soon: 'Sự kiện chưa mở đăng ký.',
    closed: 'Sự kiện đã đóng đăng ký.',
    ended: 'Sự kiện đã kết thúc.',
    unavailable: 'Hệ thống đang bận, chưa ghi nhận được đăng ký. Vui lòng thử lại sau ít phút.',
    answerRequired: (question) => `Vui lòng trả lời câu hỏi "${question}".`,
    unknownQuestion: 'Câu trả lời không thuộc câu hỏi nào của sự kiện.',
    ticketSubject: (title) => `Vé tham dự: ${title}`,
    ticketBody: (v) =>
      [
        `Xin chào ${v.name},`,
        '',
        `Bạn đã đăng ký thành công sự kiện "${v.title}".`,
        '',
        `Thời gian: ${v.when}`,
        `Địa điểm: ${v.where}`,
        `Mã vé: ${v.code}`,
        '',
        'Vui lòng xuất trình mã QR đính kèm (hoặc mã vé) tại quầy đón tiếp. Tệp .ics đính kèm giúp bạn thêm sự kiện vào lịch.',
        `Xem vé của bạn: ${v.link}`,
        '',
        'Trân trọng,',
        'Sora Electric Việt Nam',
      ].join('\n'),
    waitingSubject: (title) => `Bạn đang trong danh sách chờ: ${title}`,
    waitingBody: (v) =>
      [
        `Xin chào ${v.name},`,
        '',
        `Sự kiện "${v.title}" đã hết chỗ. Bạn đang ở vị trí số ${v.position} trong danh sách chờ.`,
        'Khi có người hủy vé, chúng tôi sẽ lần lượt gửi vé theo thứ tự danh sách chờ và báo cho bạn qua email.',
        '',
        `Thời gian: ${v.when}`,
        `Địa điểm: ${v.where}`,
        `Theo dõi đăng ký: ${v.link}`,
        '',
        'Trân trọng,',
        'Sora Electric Việt Nam',
      ].join('\n'),
    promotedSubject: (title) => `Đã có chỗ cho bạn: ${title}`,
    promotedIntro: 'Một chỗ vừa được trả lại và bạn là người tiếp theo trong danh sách chờ.',
    qrAlt: 'Mã QR của vé',
  },
  en: {
    noEvent: 'There is no such event.',
    soon: 'Registration for this event has not opened yet.',
    closed: 'Registration for this event has closed.',
    ended: 'This event has ended.',
    unavailable:
      'We are busy and could not record your registration. Please try again in a few minutes.',
    answerRequired: (question) => `Please answer "${question}".`,
    unknownQuestion: 'An answer does not belong to any question of this event.',
    ticketSubject: (title) => `Your ticket: ${title}`,
    ticketBody: (v) =>
      [
        `Hello ${v.name},`,
        '',
        `You are registered for "${v.title}".`,
        '',
        `When: ${v.when}`,
        `Where: ${v.where}`,
        `Ticket code: ${v.code}`,
        '',
        'Please show the attached QR code (or the ticket code) at the reception desk. The attached .ics file adds the event to your calendar.',
        `See your ticket: ${v.link}`,
        '',
        'Kind regards,',
        'Sora Electric Vietnam',
      ].join('\n'),
    waitingSubject: (title) => `You are on the waiting list: ${title}`,
    waitingBody: (v) =>
      [
        `Hello ${v.name},`,
        '',
        `"${v.title}" is full. You are number ${v.position} on the waiting list.`,
        'When someone cancels, seats go to the waiting list in order, and we will tell you by e-mail.',
        '',
        `When: ${v.when}`,
        `Where: ${v.where}`,
        `Follow your registration: ${v.link}`,
        '',
        'Kind regards,',
        'Sora Electric Vietnam',
      ].join('\n'),
    promotedSubject: (title) => `A seat is yours: ${title}`,
    promotedIntro: 'A seat has been given back and you were next on the waiting list.',
    qrAlt: 'Your ticket’s QR code',
  },
}

export const eventTexts = (language: Locale) => TEXTS[language]

/** The signed token a ticket's QR code carries. */
export const ticketToken = (eventId: number, code: string) =>
  signTicket(requireSecret('TOKEN_SIGNING_KEY'), eventId, code)

type Row = Pick<
  EventRegistration,
  | 'id'
  | 'status'
  | 'ticketCode'
  | 'createdAt'
  | 'confirmedAt'
  | 'checkedInAt'
  | 'orderReference'
  | 'amount'
  | 'paymentDueAt'
  | 'paidAt'
  | 'expiredAt'
> & { event: number | { id: number } }

export const eventIdOf = (row: Pick<Row, 'event'>) =>
  typeof row.event === 'object' ? row.event.id : row.event

/** Who a registration's mails go to, in the language they registered in. */
export const recipientOf = (
  row: Pick<EventRegistration, 'id' | 'email' | 'fullName' | 'language'>,
): Recipient => ({
  id: row.id,
  email: row.email ?? '',
  name: row.fullName ?? row.email ?? '',
  language: row.language === 'en' ? 'en' : 'vi',
})

/** A registration's order, when it is a paid seminar's. */
export function orderOf(row: Omit<Row, 'id' | 'event'>): OrderDto | null {
  if (!row.orderReference || !row.amount) return null
  return {
    reference: row.orderReference,
    amount: row.amount,
    dueAt: row.paymentDueAt ?? null,
    paidAt: row.paidAt ?? null,
    expiredAt: row.expiredAt ?? null,
  }
}

/** Places in line of waiting registrations, 1 for the next (by id: the order they got the lock). */
async function waitingPositions(
  payload: Payload,
  rows: Row[],
  req?: PayloadRequest,
): Promise<Map<number, number>> {
  const waiting = rows.filter((row) => row.status === 'waiting')
  const positions = new Map<number, number>()
  for (const row of waiting) {
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: {
        and: [
          { event: { equals: eventIdOf(row) } },
          { status: { equals: 'waiting' } },
          { id: { less_than_equal: row.id } },
        ],
      },
      overrideAccess: true,
      req,
    })
    positions.set(row.id, totalDocs)
  }
  return positions
}

function toDto(row: Row, event: PostListItemDto, position: number | undefined): RegistrationDto {
  return {
    id: row.id,
    status: row.status,
    ticketCode:
      row.status === 'confirmed' && row.ticketCode ? formatTicketCode(row.ticketCode) : null,
    waitingPosition: row.status === 'waiting' ? (position ?? null) : null,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt ?? null,
    checkedInAt: row.checkedInAt ?? null,
    order: orderOf(row),
    event,
  }
}

/** Registrations as answered: with their events (those still visible) and places in line. */
export async function toRegistrationDtos(
  payload: Payload,
  culture: Locale,
  rows: Row[],
  req?: PayloadRequest,
): Promise<RegistrationDto[]> {
  const [events, positions] = await Promise.all([
    postItemsByIds(payload, culture, rows.map(eventIdOf)),
    waitingPositions(payload, rows, req),
  ])
  return rows.flatMap((row) => {
    const event = events.get(eventIdOf(row))
    return event ? [toDto(row, event, positions.get(row.id))] : []
  })
}

const whereText = eventPlace
const whenText = eventWhen

/** The ticket mail: the code, a QR image (inline and attached) and the event as an .ics file. */
async function ticketMail(
  registration: Recipient & { code: string },
  event: PostListItemDto,
  { promoted = false } = {},
): Promise<QueuedMail> {
  const t = TEXTS[registration.language]
  const code = formatTicketCode(registration.code)
  const values: MailValues = {
    name: registration.name,
    title: event.title,
    when: whenText(event),
    where: whereText(event),
    code,
    link: siteLink(registration.language, ticketPath(registration.id)),
  }
  const text = `${promoted ? `${t.promotedIntro}\n\n` : ''}${t.ticketBody(values)}\n`
  const png = await qrPng(ticketToken(event.id, registration.code), 360)
  const calendar = eventCalendar(event, siteLink(registration.language, event.detailUrl))
  const html = textMailHtml(text, {
    after: `<p><img src="cid:ticket-qr" width="240" height="240" alt="${escapeHtml(`${t.qrAlt} ${code}`)}"></p>`,
  })
  return {
    key: `ticket:${registration.id}:${promoted ? 'promoted' : 'issued'}`,
    to: registration.email,
    subject: promoted ? t.promotedSubject(event.title) : t.ticketSubject(event.title),
    text,
    html,
    attachments: [
      {
        filename: `ve-${registration.code}.png`,
        contentType: 'image/png',
        content: png.toString('base64'),
        cid: 'ticket-qr',
      },
      {
        filename: 'su-kien.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendar).toString('base64'),
      },
    ],
  }
}

function waitingMail(
  registration: Recipient,
  event: PostListItemDto,
  position: number,
): QueuedMail {
  const t = TEXTS[registration.language]
  return {
    key: `registration:${registration.id}:waiting`,
    to: registration.email,
    subject: t.waitingSubject(event.title),
    text: `${t.waitingBody({
      name: registration.name,
      title: event.title,
      when: whenText(event),
      where: whereText(event),
      code: '',
      link: siteLink(registration.language, '/profile/my-events'),
      position,
    })}\n`,
  }
}

/**
 * Runs `work` in a transaction that first locks the event's row: registrations and cancellations
 * of one event take turns. A database that stalls answers 503 within the deadline, and the
 * abandoned transaction is rolled back, never committed late.
 */
export async function underEventLock<T>(
  payload: Payload,
  language: Locale,
  eventId: number,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  let abandoned = false
  const req: PayloadRequest = await createLocalReq({}, payload)
  const run = async (): Promise<T> => {
    try {
      const session = await beginBoundedTransaction(payload, req, {
        lockTimeoutMs: LOCK_TIMEOUT_MS,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      })
      await session.db.execute(sql`SELECT id FROM posts WHERE id = ${eventId} FOR UPDATE`)
      const result = await work(req)
      if (abandoned) throw new Error('the registration took too long and was abandoned')
      await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  }
  try {
    const result = await withDeadline(run(), DEADLINE_MS, () => {
      abandoned = true
    })
    kickMailWorker(payload)
    return result
  } catch (error) {
    if (error instanceof BackendFault) throw error
    payload.logger.error({ err: error, msg: `An event registration (event ${eventId}) failed` })
    const message = TEXTS[language].unavailable
    throw new BackendFault(503, message, message)
  }
}

/** A registration that holds a seat or a place in line. */
const ACTIVE = ['confirmed', 'awaitingPayment', 'waiting'] as const
/** The statuses that hold a seat: a ticket, or a paid seminar's order awaiting its transfer. */
const HOLDING = ['confirmed', 'awaitingPayment'] as const

/** Seats of an event that are taken (read under its lock for the truth). */
export async function heldSeats(
  payload: Payload,
  eventId: number,
  req?: PayloadRequest,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { in: [...HOLDING] } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

async function activeRegistration(
  payload: Payload,
  eventId: number,
  visitorId: number,
  req?: PayloadRequest,
): Promise<EventRegistration | null> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: {
      and: [
        { event: { equals: eventId } },
        { visitor: { equals: visitorId } },
        { status: { in: [...ACTIVE] } },
      ],
    },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  return docs[0] ?? null
}

/** The answers to the event's own questions, checked against them. */
function checkedAnswers(
  event: PostListItemDto,
  answers: { questionId: string; answer: string }[] | undefined,
  language: Locale,
): Record<string, string> {
  const questions = event.event?.questions ?? []
  const given: Record<string, string> = Object.fromEntries(
    (answers ?? []).map((item) => [item.questionId, item.answer]),
  )
  const t = TEXTS[language]
  const known = new Set(questions.map((question) => question.id))
  if (Object.keys(given).some((id) => !known.has(id)))
    throw validationFault([{ message: t.unknownQuestion, members: ['answers'] }])
  const missing = questions.find((question) => question.required && !given[question.id]?.trim())
  if (missing)
    throw validationFault([
      { message: t.answerRequired(missing.question), members: [`answers.${missing.id}`] },
    ])
  return Object.fromEntries(
    questions.flatMap((question) => {
      const answer = given[question.id]?.trim()
      return answer ? [[question.question, answer]] : []
    }),
  )
}

type Visitor = { id: number; email: string; fullName: string | null }

async function visitorOf(payload: Payload, visitorId: number): Promise<Visitor> {
  const visitor = await payload.findByID({
    collection: 'visitors',
    id: visitorId,
    overrideAccess: true,
    depth: 0,
    select: { email: true, fullName: true },
    disableErrors: true,
  })
  if (!visitor) throw notFoundFault()
  return { id: visitor.id, email: visitor.email, fullName: visitor.fullName ?? null }
}

/**
 * `SeminarRegistration/Register`: a ticket while seats remain, else a place at the end of the
 * line; inside the event's registration window only. Registering again while registered
 * answers the registration there is.
 */
export async function registerVisitorForEvent(
  payload: Payload,
  language: Locale,
  visitorId: number,
  input: CallInput<typeof registerForEvent> & { eventId: number },
  now = new Date(),
): Promise<RegistrationDto> {
  const t = TEXTS[language]
  const event = await findVisibleEvent(payload, language, input.eventId, now)
  if (!event?.event) throw notFoundFault(t.noEvent)
  const state = registrationState(event.event, now.getTime())
  if (state !== 'open') throw new BackendFault(409, t[state], t[state])
  const answers = checkedAnswers(event, input.answers, language)
  const visitor = await visitorOf(payload, visitorId)
  const name = visitor.fullName || visitor.email

  // A paid seminar needs the company's account to take payment: refused plainly without it.
  const account = event.event.price ? await paymentAccount(payload, language) : null

  const row = await underEventLock(payload, language, event.id, async (req) => {
    const existing = await activeRegistration(payload, event.id, visitorId, req)
    if (existing) return existing
    const capacity = event.event?.capacity ?? null
    const seat = capacity === null || (await heldSeats(payload, event.id, req)) < capacity
    const order = seat && account ? newOrder(event, account, now) : null
    const code = seat && !order ? newTicketCode() : null
    const created = await payload.create({
      collection: 'event-registrations',
      data: {
        event: event.id,
        visitor: visitorId,
        status: !seat ? 'waiting' : order ? 'awaitingPayment' : 'confirmed',
        fullName: name,
        email: visitor.email,
        companyName: (input.companyName as string | undefined) ?? null,
        companySize: (input.companySize as number | undefined) ?? null,
        jobTitle: (input.jobTitle as string | undefined) ?? null,
        answers,
        ticketCode: code,
        confirmedAt: code ? now.toISOString() : null,
        ...order,
        language,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const recipient = { id: created.id, email: visitor.email, name, language }
    if (code) await queueMail(payload, [await ticketMail({ ...recipient, code }, event)], { req })
    else if (order && account) await queueOrderMail(payload, recipient, event, account, order, req)
    else {
      const positions = await waitingPositions(payload, [created], req)
      await queueMail(payload, [waitingMail(recipient, event, positions.get(created.id) ?? 1)], {
        req,
      })
    }
    return created
  })
  const [dto] = await toRegistrationDtos(payload, language, [row])
  return dto!
}

/**
 * `SeminarRegistration/Cancel`: the visitor gives their seat or place back. A freed seat of an
 * event not yet over goes to the first in line, who gets their ticket by mail (in the language
 * they registered in).
 */
export async function cancelVisitorRegistration(
  payload: Payload,
  language: Locale,
  visitorId: number,
  registrationId: number,
  now = new Date(),
): Promise<RegistrationDto> {
  const row = await cancelRegistrationRow(payload, language, visitorId, registrationId, now)
  const eventId = eventIdOf(row)
  const event = (await postItemsByIds(payload, language, [eventId], now)).get(eventId)
  if (!event) throw notFoundFault()
  return toDto(row, event, undefined)
}

async function cancelRegistrationRow(
  payload: Payload,
  language: Locale,
  visitorId: number,
  registrationId: number,
  now: Date,
): Promise<EventRegistration> {
  const found = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ id: { equals: registrationId } }, { visitor: { equals: visitorId } }] },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const mine = found.docs[0]
  if (!mine) throw notFoundFault()
  const eventId = eventIdOf(mine)
  return underEventLock(payload, language, eventId, async (req) => {
    const current = await payload.findByID({
      collection: 'event-registrations',
      id: mine.id,
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (current.status === 'cancelled') return current
    const cancelled = await payload.update({
      collection: 'event-registrations',
      id: current.id,
      data: { status: 'cancelled', cancelledAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if ((HOLDING as readonly string[]).includes(current.status))
      await promoteFromWaitingList(payload, eventId, now, req)
    return cancelled
  })
}

/** Queues the mail of a new order: what to transfer, by when, with its VietQR code. */
async function queueOrderMail(
  payload: Payload,
  recipient: Recipient,
  event: PostListItemDto,
  account: PaymentAccount,
  order: ReturnType<typeof newOrder>,
  req: PayloadRequest,
  { promoted = false } = {},
): Promise<void> {
  const payment = paymentOf(account, {
    reference: order.orderReference,
    amount: order.amount,
    dueAt: order.paymentDueAt,
  })
  await queueMail(payload, [await orderMail(recipient, event, payment, { promoted })], { req })
}

/**
 * Gives a freed seat to the first in line (under the event's lock), mailing them their ticket; at
 * a paid seminar, an order to pay instead (the ticket comes with the payment).
 */
export async function promoteFromWaitingList(
  payload: Payload,
  eventId: number,
  now: Date,
  req: PayloadRequest,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'waiting' } }] },
    sort: 'id',
    limit: 1,
    pagination: false,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const next = docs[0]
  if (!next) return
  const recipient = recipientOf(next)
  const event = await findVisibleEvent(payload, recipient.language, eventId, now)
  // Nobody is promoted into an event that is over.
  if (!event?.event || registrationState(event.event, now.getTime()) === 'ended') return
  if (event.event.price) {
    let account: PaymentAccount
    try {
      account = await paymentAccount(payload, recipient.language)
    } catch {
      // Without the company's account nobody can pay: the line waits until it is set up.
      payload.logger.error(`Event ${eventId}: a seat is free but the payment account is not set`)
      return
    }
    const order = newOrder(event, account, now)
    await payload.update({
      collection: 'event-registrations',
      id: next.id,
      data: { status: 'awaitingPayment', ...order },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queueOrderMail(payload, recipient, event, account, order, req, { promoted: true })
    return
  }
  await issueTicket(payload, next.id, now, req, {}, { promoted: true })
}

/**
 * Confirms a registration with a new ticket code (under its event's lock) and queues the ticket
 * mail: a free seat given to the first in line, or a paid order whose transfer arrived (`extra`
 * records the payment).
 */
export async function issueTicket(
  payload: Payload,
  registrationId: number,
  now: Date,
  req: PayloadRequest,
  extra: Partial<Pick<EventRegistration, 'paidAt' | 'paymentNote' | 'paidMarkedBy'>> = {},
  { promoted = false } = {},
): Promise<EventRegistration> {
  const code = newTicketCode()
  const row = await payload.update({
    collection: 'event-registrations',
    id: registrationId,
    data: { status: 'confirmed', ticketCode: code, confirmedAt: now.toISOString(), ...extra },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const recipient = recipientOf(row)
  const eventId = eventIdOf(row)
  // The ticket of an event that has since been unpublished is still the visitor's.
  const event = (await postItemsByIds(payload, recipient.language, [eventId], now)).get(eventId)
  if (event)
    await queueMail(payload, [await ticketMail({ ...recipient, code }, event, { promoted })], {
      req,
    })
  return row
}

/** A paid seminar's registration: one with an order. */
export const paidOrder: Where = { orderReference: { exists: true } }

/** What each of the visitor's lists holds (see `myRegistrations`). */
const VIEWS: Record<MyRegistrationView, Where> = {
  events: { status: { in: [...ACTIVE] } },
  tickets: { status: { equals: 'confirmed' } },
  purchased: { and: [{ status: { equals: 'confirmed' } }, paidOrder] },
  orders: paidOrder,
}

/** Page `skip`/`take` of one of the visitor's lists of registrations. */
export async function listVisitorRegistrations(
  payload: Payload,
  language: Locale,
  visitorId: number,
  view: MyRegistrationView,
  { skip, take }: { skip: number; take: number },
): Promise<{ totalCount: number; items: RegistrationDto[] }> {
  const where: Where = { and: [{ visitor: { equals: visitorId } }, VIEWS[view]] }
  const page = Math.floor(skip / take) + 1
  const found = await payload.find({
    collection: 'event-registrations',
    where,
    sort: ['-createdAt', '-id'],
    limit: take,
    page,
    overrideAccess: true,
    depth: 0,
  })
  return {
    totalCount: found.totalDocs,
    items: await toRegistrationDtos(payload, language, found.docs),
  }
}

/** The visitor's registration for an event (not a cancelled one), or null. */
export async function visitorRegistrationFor(
  payload: Payload,
  language: Locale,
  visitorId: number,
  eventId: number,
): Promise<RegistrationDto | null> {
  const row = await activeRegistration(payload, eventId, visitorId)
  if (!row) return null
  return (await toRegistrationDtos(payload, language, [row]))[0] ?? null
}

/** One of the visitor's registrations that also meets `where`; anyone else's is a 404. */
export async function visitorRegistration(
  payload: Payload,
  visitorId: number,
  registrationId: number,
  where: Where,
): Promise<EventRegistration> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: {
      and: [{ id: { equals: registrationId } }, { visitor: { equals: visitorId } }, where],
    },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0]) throw notFoundFault()
  return docs[0]
}

/** One of the visitor's confirmed tickets with its signed token; anyone else's is a 404. */
export async function visitorTicket(
  payload: Payload,
  language: Locale,
  visitorId: number,
  registrationId: number,
): Promise<TicketDto> {
  const row = await visitorRegistration(payload, visitorId, registrationId, {
    status: { equals: 'confirmed' },
  })
  if (!row.ticketCode) throw notFoundFault()
  const [dto] = await toRegistrationDtos(payload, language, [row])
  if (!dto) throw notFoundFault()
  return {
    ...dto,
    token: ticketToken(dto.event.id, row.ticketCode),
    fullName: row.fullName ?? '',
    email: row.email ?? '',
  }
}

/**
 * Forgets a visitor's registrations (their account is being deleted): each seat they held goes
 * to the first in line, then the rows are deleted.
 */
export async function forgetVisitorRegistrations(
  payload: Payload,
  visitorId: number,
  now = new Date(),
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ visitor: { equals: visitorId } }, { status: { in: [...HOLDING] } }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  for (const row of docs) await cancelRegistrationRow(payload, 'vi', visitorId, row.id, now)
  await drizzleOf(payload).execute(
    sql`DELETE FROM event_registrations WHERE visitor_id = ${visitorId}`,
  )
  await drizzleOf(payload).execute(
    sql`DELETE FROM event_favourites WHERE visitor_id = ${visitorId}`,
  )
}
