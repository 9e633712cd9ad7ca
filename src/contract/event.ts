import { z } from 'zod'

import { personalFields } from './account'
import { declareCall, declareList } from './call'
import { idParam, boolParam, choiceParam, lineText } from './params'
import { postListItemSchema } from './post'

export { eventQuestionSchema, type EventQuestion } from './post'

/**
 * Events from the visitor's side (spec §2 profile pages, §3 `SeminarRegistration`): registering
 * with the event's form, the waiting list, tickets, favourites. Every call is the signed-in
 * visitor's own; nobody reads or changes another visitor's registrations.
 */

/** `confirmed`: a ticket; `waiting`: in line for a seat; `cancelled` by the visitor. */
export const REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

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

export const MY_REGISTRATION_VIEWS = ['events', 'tickets'] as const

/**
 * The visitor's registrations, newest first: `events` every registration but the cancelled
 * ones (tickets and places in line), `tickets` the confirmed ones only.
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
