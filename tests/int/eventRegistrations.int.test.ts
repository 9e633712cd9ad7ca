import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mimeParts, subjectOf } from '../helpers/mailSink'
import { startSmtpServer } from '../helpers/smtp'

// A real mail server in this process; the site is configured with it before it loads.
const smtp = await startSmtpServer()
process.env.SMTP_URL = smtp.url
const { testPayload } = await import('../helpers/payload')
const { bothTransports, failure, raw, status } = await import('../helpers/transports')
const { asVisitor, newVisitor } = await import('../helpers/visitors')
const { request } = await import('@/lib/backend/client')
const { inProcessTransport } = await import('@/lib/backend/transport')
const { deliverDueMail, pauseMailWorker } = await import('@/backend/mailQueue')
const { backgroundSettled } = await import('@/backend/background')
const { openSession } = await import('@/backend/services/visitorAuth')
const { deleteVisitor } = await import('@/backend/services/visitors')
const { readTicket } = await import('@/lib/tickets/ticketToken')
const { DAY, HOUR, at, createEventPost } = await import('../helpers/events')
const {
  cancelRegistration,
  myEventState,
  myFavouriteEvents,
  myRegistrations,
  myTicket,
  registerForEvent,
  setFavouriteEvent,
} = await import('@/contract/event')
const { getMyData } = await import('@/contract/account')

const REGISTER = '/api/services/app/SeminarRegistration/Register'
const tag = Math.random().toString(36).slice(2, 8)

let payload: Payload
const transports = bothTransports()

const db = () => (payload.db as unknown as PostgresAdapter).drizzle

/** A published event post in both languages, with its `event` group. */
async function event(label: string, fields: Record<string, unknown>, type = 'event') {
  const id = await createEventPost(payload, {
    vi: {
      title: `Hội thảo ${label} ${tag}`,
      slug: `hoi-thao-${label}-${tag}`,
      summary: `Hội thảo ${label}`,
    },
    en: {
      title: `${label} seminar ${tag}`,
      slug: `${label}-seminar-${tag}`,
      summary: `The ${label} seminar`,
    },
    event: {
      startTime: at(10 * DAY),
      endTime: at(10 * DAY + 4 * HOUR),
      venue: 'Trung tâm Hội nghị White Palace',
      province: 'ho-chi-minh',
      registrationOpensAt: at(-DAY),
      ...fields,
    },
    categoryType: type === 'event' ? 'Event' : 'News',
  })
  return { id }
}

/** `count` visitors straight in the database, each with a session token (no password hashing). */
async function crowd(count: number, label: string) {
  const { rows } = await db().execute<{ id: number; email: string }>(sql`
    INSERT INTO visitors (email, full_name, language)
    SELECT ${`${label}-${tag}-`} || n || '@example.vn', 'Khách ' || n, 'vi'
    FROM generate_series(1, ${count}) AS n
    RETURNING id, email`)
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      email: row.email,
      token: (await openSession(payload, Number(row.id))).accessToken,
    })),
  )
}

/** Delivers what is queued and answers the mails `email` has once there are `count`. */
async function mailsOnceThere(email: string, count: number) {
  await expect
    .poll(
      async () => {
        await deliverDueMail(payload)
        return smtp.mailsTo(email).length
      },
      { timeout: 60_000 },
    )
    .toBe(count)
  return smtp.mailsTo(email)
}

/** Delivers what is queued until `email` has a mail whose subject starts with `prefix`. */
const mailWithSubject = (email: string, prefix: string) =>
  smtp.mailWithSubject(email, prefix, () => deliverDueMail(payload))

beforeAll(async () => {
  payload = await testPayload()
  pauseMailWorker(true)
  await backgroundSettled()
})

afterAll(async () => {
  pauseMailWorker(false)
  await smtp.close()
})

describe.each(Object.keys(transports))('event registration over the %s transport', (name) => {
  const transport = () => transports[name]!()

  it('gives a ticket with a code, a signed token, a QR image and a calendar file, by mail in the visitor’s language', async () => {
    const seminar = await event(`ve-${name}`, { capacity: 50 })
    const visitor = await newVisitor(transport(), { label: 'ticket', locale: 'en' })
    const registration = await request(
      registerForEvent,
      'en',
      { eventId: seminar.id, companyName: 'Sora Buildings', companySize: 3, jobTitle: 'Engineer' },
      asVisitor(transport(), visitor.token),
    )
    expect(registration).toMatchObject({
      status: 'confirmed',
      waitingPosition: null,
      event: { id: seminar.id, title: `ve-${name} seminar ${tag}` },
    })
    expect(registration.ticketCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)

    // Registering again answers the same registration.
    const again = await request(
      registerForEvent,
      'en',
      { eventId: seminar.id },
      asVisitor(transport(), visitor.token),
    )
    expect(again.id).toBe(registration.id)

    const ticket = await request(
      myTicket,
      'en',
      { registrationId: registration.id },
      asVisitor(transport(), visitor.token),
    )
    const code = registration.ticketCode!.replace('-', '')
    expect(readTicket(process.env.TOKEN_SIGNING_KEY!, seminar.id, ticket.token)).toEqual({
      ok: true,
      code,
    })
    expect(readTicket(process.env.TOKEN_SIGNING_KEY!, seminar.id + 1, ticket.token)).toEqual({
      ok: false,
      reason: 'otherEvent',
    })

    const mail = await mailWithSubject(visitor.email, 'Your ticket')
    expect(subjectOf(mail!)).toBe(`Your ticket: ve-${name} seminar ${tag}`)
    const parts = mimeParts(mail!)
    const text = parts.find((part) => part.contentType === 'text/plain')!.body.toString('utf8')
    expect(text).toContain(`Ticket code: ${registration.ticketCode}`)
    expect(text).toContain(`/en/profile/my-tickets/${registration.id}`)
    const png = parts.find((part) => part.contentType === 'image/png')!
    expect(png.headers).toMatch(/content-id:\s*<ticket-qr>/i)
    expect((await sharp(png.body).metadata()).width).toBe(360)
    const ics = parts.find((part) => part.filename === 'su-kien.ics')!.body.toString('utf8')
    expect(ics).toContain(`SUMMARY:ve-${name} seminar ${tag}`)
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  })

  it('registers only inside the window, with the refusal in the visitor’s language', async () => {
    const visitor = await newVisitor(transport(), { label: 'window' })
    const soon = await event(`som-${name}`, { registrationOpensAt: at(DAY) })
    const closed = await event(`dong-${name}`, { registrationClosesAt: at(-HOUR) })
    const ended = await event(`qua-${name}`, {
      startTime: at(-3 * DAY),
      endTime: at(-2 * DAY),
      registrationOpensAt: at(-9 * DAY),
    })
    const attempt = (eventId: number, locale: 'vi' | 'en') =>
      failure(request(registerForEvent, locale, { eventId }, asVisitor(transport(), visitor.token)))
    expect(await attempt(soon.id, 'vi')).toMatchObject({
      status: 409,
      message: 'Sự kiện chưa mở đăng ký.',
    })
    expect(await attempt(closed.id, 'vi')).toMatchObject({
      status: 409,
      message: 'Sự kiện đã đóng đăng ký.',
    })
    expect(await attempt(ended.id, 'en')).toMatchObject({
      status: 409,
      message: 'This event has ended.',
    })
    // A post that is not an event, and no post at all.
    const news = await event(`tin-${name}`, {}, 'news')
    expect((await attempt(news.id, 'vi')).status).toBe(404)
    expect((await attempt(2_000_000_000, 'vi')).status).toBe(404)
    // Anonymous callers are refused; nothing was stored for any of these.
    expect(
      await status(
        request(registerForEvent, 'vi', { eventId: soon.id }, { transport: transport() }),
      ),
    ).toBe(401)
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: { visitor: { equals: visitor.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('asks the event’s own questions: a required one must be answered, unknown ones are refused', async () => {
    const seminar = await event(`hoi-${name}`, {
      questions: [
        { question: 'Bạn quan tâm giải pháp nào?', required: true },
        { question: 'Bạn biết sự kiện qua đâu?', required: false },
      ],
    })
    const detail = await payload.findByID({ collection: 'posts', id: seminar.id, depth: 0 })
    const [interest, source] = detail.event!.questions!.map((question) => question.id!)
    const visitor = await newVisitor(transport(), { label: 'questions' })
    const as = asVisitor(transport(), visitor.token)
    const missing = await failure(
      request(
        registerForEvent,
        'vi',
        { eventId: seminar.id, answers: [{ questionId: source!, answer: 'Bạn bè' }] },
        as,
      ),
    )
    expect(missing.status).toBe(400)
    expect(missing.validationErrors).toEqual([
      {
        message: 'Vui lòng trả lời câu hỏi "Bạn quan tâm giải pháp nào?".',
        members: [`answers.${interest}`],
      },
    ])
    const unknown = await raw(transport(), {
      method: 'POST',
      path: REGISTER,
      body: {
        eventId: seminar.id,
        answers: [
          { questionId: interest!, answer: 'VRF' },
          { questionId: 'nope', answer: 'x' },
        ],
      },
      auth: { token: visitor.token },
    })
    expect(unknown.status).toBe(400)
    const done = await request(
      registerForEvent,
      'vi',
      {
        eventId: seminar.id,
        answers: [
          { questionId: interest!, answer: 'Điều hòa VRF' },
          { questionId: source!, answer: '' },
        ],
      },
      as,
    )
    const stored = await payload.findByID({
      collection: 'event-registrations',
      id: done.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.answers).toEqual({ 'Bạn quan tâm giải pháp nào?': 'Điều hòa VRF' })
  })
})

describe('capacity under concurrency and the waiting list', () => {
  it('200 parallel registrations for the last 10 seats give exactly 10 tickets; the rest wait in order', async () => {
    const seminar = await event('dong-nguoi', { capacity: 12 })
    const early = await crowd(2, 'early')
    for (const visitor of early)
      await request(
        registerForEvent,
        'vi',
        { eventId: seminar.id },
        asVisitor(inProcessTransport, visitor.token),
      )
    const visitors = await crowd(200, 'crowd')
    const answers = await Promise.all(
      visitors.map((visitor) =>
        request(
          registerForEvent,
          'vi',
          { eventId: seminar.id, companyName: 'Công ty Ánh Dương' },
          asVisitor(inProcessTransport, visitor.token),
        ),
      ),
    )
    const confirmed = answers.filter((answer) => answer.status === 'confirmed')
    const waiting = answers.filter((answer) => answer.status === 'waiting')
    expect(confirmed).toHaveLength(10)
    expect(waiting).toHaveLength(190)
    expect(new Set(confirmed.map((answer) => answer.ticketCode)).size).toBe(10)
    // The line is the order of arrival at the event's lock: places 1…190 follow the ids.
    const byId = [...waiting].sort((a, b) => a.id - b.id)
    expect(byId.map((answer) => answer.waitingPosition)).toEqual(
      Array.from({ length: 190 }, (_, index) => index + 1),
    )
    const { rows } = await db().execute<{ status: string; count: string }>(sql`
      SELECT status, count(*) FROM event_registrations WHERE event_id = ${seminar.id}
      GROUP BY status ORDER BY status`)
    expect(rows.map((row) => [row.status, Number(row.count)])).toEqual([
      ['confirmed', 12],
      ['waiting', 190],
    ])

    // A cancelled ticket goes to the first in line, who is mailed their ticket; the line moves up.
    const leaving = confirmed[0]!
    const leaver = visitors[answers.indexOf(leaving)]!
    const first = byId[0]!
    const firstVisitor = visitors[answers.indexOf(first)]!
    const second = byId[1]!
    const secondVisitor = visitors[answers.indexOf(second)]!
    const cancelled = await request(
      cancelRegistration,
      'vi',
      { registrationId: leaving.id },
      asVisitor(inProcessTransport, leaver.token),
    )
    expect(cancelled.status).toBe('cancelled')
    const promoted = await request(
      myEventState,
      'vi',
      { eventId: seminar.id },
      asVisitor(inProcessTransport, firstVisitor.token),
    )
    expect(promoted.registration).toMatchObject({ id: first.id, status: 'confirmed' })
    expect(promoted.registration!.ticketCode).toMatch(/^.{4}-.{4}$/)
    const moved = await request(
      myEventState,
      'vi',
      { eventId: seminar.id },
      asVisitor(inProcessTransport, secondVisitor.token),
    )
    expect(moved.registration).toMatchObject({ status: 'waiting', waitingPosition: 1 })
    const mails = await mailsOnceThere(firstVisitor.email, 2)
    expect(mails.map(subjectOf)).toEqual([
      `Bạn đang trong danh sách chờ: Hội thảo dong-nguoi ${tag}`,
      `Đã có chỗ cho bạn: Hội thảo dong-nguoi ${tag}`,
    ])
    const text = mimeParts(mails[1]!)
      .find((part) => part.contentType === 'text/plain')!
      .body.toString('utf8')
    expect(text).toContain('bạn là người tiếp theo trong danh sách chờ')
    expect(text).toContain(`Mã vé: ${promoted.registration!.ticketCode}`)

    // Cancelling twice changes nothing more; a place in line can be given up too.
    await request(
      cancelRegistration,
      'vi',
      { registrationId: leaving.id },
      asVisitor(inProcessTransport, leaver.token),
    )
    expect(
      (
        await request(
          myEventState,
          'vi',
          { eventId: seminar.id },
          asVisitor(inProcessTransport, secondVisitor.token),
        )
      ).registration!.status,
    ).toBe('waiting')

    // A deleted account gives its seat to the next in line too.
    const holder = confirmed[1]!
    await deleteVisitor(payload, visitors[answers.indexOf(holder)]!.id)
    const next = await request(
      myEventState,
      'vi',
      { eventId: seminar.id },
      asVisitor(inProcessTransport, secondVisitor.token),
    )
    expect(next.registration).toMatchObject({ id: second.id, status: 'confirmed' })
    const { rows: after } = await db().execute<{ count: string }>(sql`
      SELECT count(*) FROM event_registrations WHERE event_id = ${seminar.id} AND status = 'confirmed'`)
    expect(Number(after[0]!.count)).toBe(12)
  }, 120_000)
})

describe('a visitor’s own events, tickets and favourites', () => {
  it('lists registrations and tickets with paging, and nobody reads another visitor’s ticket', async () => {
    const [me, other] = await crowd(2, 'lists')
    const as = asVisitor(inProcessTransport, me!.token)
    const full = await event('day-cho', { capacity: 1 })
    await request(
      registerForEvent,
      'vi',
      { eventId: full.id },
      asVisitor(inProcessTransport, other!.token),
    )
    const open = [await event('mo-1', {}), await event('mo-2', {})]
    const waiting = await request(registerForEvent, 'vi', { eventId: full.id }, as)
    expect(waiting).toMatchObject({ status: 'waiting', waitingPosition: 1, ticketCode: null })
    const tickets = []
    for (const seminar of open)
      tickets.push(await request(registerForEvent, 'vi', { eventId: seminar.id }, as))

    const events = await request(myRegistrations, 'vi', { view: 'events', rowsPerPage: 2 }, as)
    expect(events.totalCount).toBe(3)
    expect(events.items.map((item) => item.id)).toEqual([tickets[1]!.id, tickets[0]!.id])
    const page2 = await request(
      myRegistrations,
      'vi',
      { view: 'events', rowsPerPage: 2, page: 2 },
      as,
    )
    expect(page2.items.map((item) => item.id)).toEqual([waiting.id])
    const onlyTickets = await request(myRegistrations, 'en', { view: 'tickets' }, as)
    expect(onlyTickets.items.map((item) => item.id)).toEqual([tickets[1]!.id, tickets[0]!.id])
    expect(onlyTickets.items[0]!.event.title).toBe(`mo-2 seminar ${tag}`)

    // A place in line is no ticket; another visitor's ticket is nobody's business.
    expect(
      (await failure(request(myTicket, 'vi', { registrationId: waiting.id }, as))).status,
    ).toBe(404)
    expect(
      (
        await failure(
          request(
            myTicket,
            'vi',
            { registrationId: tickets[0]!.id },
            asVisitor(inProcessTransport, other!.token),
          ),
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await failure(
          request(
            cancelRegistration,
            'vi',
            { registrationId: tickets[0]!.id },
            asVisitor(inProcessTransport, other!.token),
          ),
        )
      ).status,
    ).toBe(404)
  })

  it('marks favourites once however often, lists them newest first, and unmarks them', async () => {
    const [me] = await crowd(1, 'fav')
    const as = asVisitor(inProcessTransport, me!.token)
    const first = await event('yeu-1', {})
    const second = await event('yeu-2', {})
    await Promise.all([
      request(setFavouriteEvent, 'vi', { eventId: first.id, favourite: true }, as),
      request(setFavouriteEvent, 'vi', { eventId: first.id, favourite: true }, as),
    ])
    await request(setFavouriteEvent, 'vi', { eventId: second.id, favourite: 'true' }, as)
    const list = await request(myFavouriteEvents, 'vi', {}, as)
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id])
    expect((await request(myEventState, 'vi', { eventId: first.id }, as)).favourite).toBe(true)
    await request(setFavouriteEvent, 'vi', { eventId: first.id, favourite: false }, as)
    expect((await request(myFavouriteEvents, 'vi', {}, as)).items.map((item) => item.id)).toEqual([
      second.id,
    ])
    expect((await request(myEventState, 'vi', { eventId: first.id }, as)).favourite).toBe(false)
    const news = await event('tin-yeu', {}, 'news')
    expect(
      (await failure(request(setFavouriteEvent, 'vi', { eventId: news.id, favourite: true }, as)))
        .status,
    ).toBe(404)

    // The copy of everything stored about the account has its events too.
    const ticket = await request(
      registerForEvent,
      'vi',
      { eventId: first.id, companyName: 'Cơ điện Phú Mỹ', jobTitle: 'Kỹ sư' },
      as,
    )
    const data = await request(getMyData, 'vi', {}, as)
    expect(data.favouriteEvents).toEqual([{ eventId: second.id, createdAt: expect.any(String) }])
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({
        eventId: first.id,
        status: 'confirmed',
        ticketCode: ticket.ticketCode!.replace('-', ''),
        companyName: 'Cơ điện Phú Mỹ',
        jobTitle: 'Kỹ sư',
      }),
    ])
  })
})
