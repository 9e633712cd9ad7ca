import { z } from 'zod'

import { personalFields } from './account'
import { orderSchema } from './order'
import { declareCall, declareList } from './call'
import { idParam, boolParam, choiceParam, lineText } from './params'
import { postListItemSchema } from './post'

export { eventQuestionSchema, type EventQuestion } from './post'

/**
 * Events from the visitor's side (spec §2 profile pages, §3 `SeminarRegistration`): registering
 * with the event's form, the waiting list, tickets, favourites. Every call is the signed-in
 * visitor's own; nobody reads or changes another visitor's registrations.
 */

/**
 * `confirmed`: a ticket; `awaitingPayment`: a paid seminar's seat held until the bank transfer
 * arrives; `waiting`: in line for a seat; `cancelled` by the visitor; `expired`: the transfer did
 * not arrive in time and the seat was given back.
 */
export const REGISTRATION_STATUSES = [
  'confirmed',
  'awaitingPayment',
  'waiting',
  'cancelled',
  'expired',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export { orderSchema, type OrderDto } from './order'

/** The most extra questions an event asks, and the longest answer. */
export const MAX_QUESTIONS = 10
export const ANSWER_MAX = 500

export const registrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  /** The ticket's code as printed (`SE7K-2M9Q`), when confirmed. */
  ticketCode: z.string().nullable(),
  /** Place in line (1 = next), while waiting. */
  waitingPosition: z.number().int().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** The order, for a paid seminar; null for a free event. */
  order: orderSchema.nullable(),
  /** The event as lists show it (its time, place and registration window). */
  event: postListItemSchema,
})
export type RegistrationDto = z.infer<typeof registrationSchema>

/** A confirmed registration's ticket: the signed token its QR code carries. */
export const ticketSchema = registrationSchema.extend({
  token: z.string(),
  fullName: z.string(),
  email: z.string(),
})
export type TicketDto = z.infer<typeof ticketSchema>

/** Answers to the event's own questions, by the question's id (an ABP-style list of pairs). */
const answersSchema = z
  .array(
    z.object({
      questionId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,40}$/),
      answer: z.string().trim().max(ANSWER_MAX),
    }),
  )
  .max(MAX_QUESTIONS)

/**
 * `SeminarRegistration/Register`: takes a seat, or a place in line when the event is full. The
 * company details come from `Auth/GetUserFormInPostService`'s fields; `answers` answer the
 * event's own questions by their id. Registering again while registered answers the same registration.
 */
export const registerForEvent = declareCall({
  method: 'POST',
  path: '/api/services/app/SeminarRegistration/Register',
  audience: 'visitor',
  input: z.object({
    eventId: idParam(),
    companyName: personalFields.companyName,
    companySize: personalFields.companySize,
    jobTitle: z.union([z.literal('').transform(() => undefined), lineText(1, 100)]).optional(),
    answers: answersSchema.optional(),
  }),
  result: registrationSchema,
  maxBodyBytes: 16 * 1024,
})

/** `SeminarRegistration/Cancel`: gives the seat (or the place in line) back. */
export const cancelRegistration = declareCall({
  method: 'POST',
  path: '/api/services/app/SeminarRegistration/Cancel',
  audience: 'visitor',
  input: z.object({ registrationId: idParam() }),
  result: registrationSchema,
  maxBodyBytes: 1024,
})

/** What the event page needs: the visitor's registration (if any) and whether it is a favourite. */
export const myEventState = declareCall({
  method: 'GET',
  path: '/api/services/app/SeminarRegistration/GetMyEventState',
  audience: 'visitor',
  input: z.object({ eventId: idParam() }),
  result: z.object({
    registration: registrationSchema.nullable(),
    favourite: z.boolean(),
  }),
})

export const MY_REGISTRATION_VIEWS = ['events', 'tickets', 'purchased', 'orders'] as const
export type MyRegistrationView = (typeof MY_REGISTRATION_VIEWS)[number]

/**
 * The visitor's registrations, newest first: `events` the active ones (tickets, orders awaiting
 * payment and places in line), `tickets` the confirmed ones, `purchased` the confirmed ones of
 * paid seminars, `orders` every order of a paid seminar whatever became of it (the transaction
 * history).
 */
export const myRegistrations = declareList({
  path: '/api/services/app/SeminarRegistration/GetMyRegistrations',
  audience: 'visitor',
  filters: { view: choiceParam(MY_REGISTRATION_VIEWS).optional() },
  item: registrationSchema,
  paging: { defaultSize: 10, maxSize: 50 },
})

/** One of the visitor's tickets with its signed token (for the QR code). */
export const myTicket = declareCall({
  method: 'GET',
  path: '/api/services/app/SeminarRegistration/GetMyTicket',
  audience: 'visitor',
  input: z.object({ registrationId: idParam() }),
  result: ticketSchema,
})

/** How to pay an order by bank transfer: the company's account and the VietQR payload. */
export const paymentSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  /** The NAPAS/EMVCo payload the QR code carries; banking apps fill the transfer from it. */
  qrPayload: z.string(),
  dueAt: z.string().nullable(),
})
export type PaymentDto = z.infer<typeof paymentSchema>

/**
 * One of the visitor's orders (a paid seminar's registration) and, while it awaits payment, how to
 * pay it. Anyone else's, or a free registration, is a 404.
 */
export const myOrder = declareCall({
  method: 'GET',
  path: '/api/services/app/SeminarRegistration/GetMyOrder',
  audience: 'visitor',
  input: z.object({ registrationId: idParam() }),
  result: registrationSchema.extend({
    fullName: z.string(),
    email: z.string(),
    payment: paymentSchema.nullable(),
  }),
})

/** An order as staff see it when matching a bank statement line. */
export const staffOrderSchema = z.object({
  registrationId: z.number().int(),
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  amount: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  ticketCode: z.string().nullable(),
})
export type StaffOrderDto = z.infer<typeof staffOrderSchema>

/** What staff paste: a bank statement line, or the reference alone. */
const statementText = z.string().trim().min(1).max(500)

/**
 * `EventOrder/Find`: the order whose reference a bank statement line carries (banks upper-case
 * the message and add words around it). 404 when the line names no order, or more than one.
 */
export const findEventOrder = declareCall({
  method: 'GET',
  path: '/api/services/app/EventOrder/Find',
  audience: 'payments',
  input: z.object({ statement: statementText }),
  result: staffOrderSchema,
})

/**
 * `EventOrder/MarkPaid`: staff have seen the transfer. The order gets its ticket (mailed to the
 * visitor); an order that expired gets one too if a seat is still free. Marking it twice, or a
 * cancelled order, is refused with 409.
 */
export const markEventOrderPaid = declareCall({
  method: 'POST',
  path: '/api/services/app/EventOrder/MarkPaid',
  audience: 'payments',
  input: z.object({ statement: statementText }),
  result: staffOrderSchema,
  maxBodyBytes: 2 * 1024,
})

/** `EventFavourite/Set`: marks or unmarks an event with the heart. */
export const setFavouriteEvent = declareCall({
  method: 'POST',
  path: '/api/services/app/EventFavourite/Set',
  audience: 'visitor',
  input: z.object({ eventId: idParam(), favourite: boolParam() }),
  result: z.object({ favourite: z.boolean() }),
  maxBodyBytes: 1024,
})

/** The visitor's favourite events, the most recently marked first. */
export const myFavouriteEvents = declareList({
  path: '/api/services/app/EventFavourite/GetMyFavourites',
  audience: 'visitor',
  filters: {},
  item: postListItemSchema,
  paging: { defaultSize: 10, maxSize: 50 },
})

/** What the door says to a scan or a typed code. */
export const CHECK_IN_OUTCOMES = ['admitted', 'alreadyUsed', 'refused'] as const
export const CHECK_IN_REFUSALS = ['unreadable', 'forged', 'otherEvent', 'unknown'] as const

export const checkInResultSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  /** Why a scan was refused: not a code, not signed by us, another event's, or no such ticket. */
  reason: z.enum(CHECK_IN_REFUSALS).nullable(),
  ticketCode: z.string().nullable(),
  fullName: z.string().nullable(),
  /** When the ticket was (first) used: now when admitted, earlier when already used. */
  checkedInAt: z.string().nullable(),
  /** Tickets of the event, and how many are in. */
  confirmed: z.number().int(),
  checkedIn: z.number().int(),
})
export type CheckInResult = z.infer<typeof checkInResultSchema>

/**
 * `Ticket/CheckIn`: a ticket scanned (its QR token) or typed (its code) at an event's door. A
 * valid ticket is marked used once; a second scan is refused with the time of the first; a
 * forged token, another event's ticket or an unknown code is refused. Answers 200 with the
 * outcome either way (the door shows it), like a scanner's API.
 */
export const ticketCheckIn = declareCall({
  method: 'POST',
  path: '/api/services/app/Ticket/CheckIn',
  audience: 'checkIn',
  input: z.object({
    eventId: idParam(),
    scanned: z.string().max(200),
  }),
  result: checkInResultSchema,
  maxBodyBytes: 2 * 1024,
})

/** The events the door can check in: published ones not yet over, the soonest first. */
export const checkInEvents = declareCall({
  method: 'GET',
  path: '/api/services/app/Ticket/GetCheckInEvents',
  audience: 'checkIn',
  input: z.object({}),
  result: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      confirmed: z.number().int(),
      checkedIn: z.number().int(),
    }),
  ),
})
