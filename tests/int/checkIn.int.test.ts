import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CheckInResult } from '@/contract/event'
import { registerForEvent, myTicket } from '@/contract/event'
import { request } from '@/lib/backend/client'
import { signTicket } from '@/lib/tickets/ticketToken'

import { HOUR, at, createEventPost } from '../helpers/events'
import { staffToken, testPayload } from '../helpers/payload'
import { bothTransports, raw } from '../helpers/transports'
import { asVisitor, newVisitor } from '../helpers/visitors'

/**
 * Check-in at an event's door (issue 15, item 4): a ticket gets in once, a second scan is
 * refused with the time of the first, forged and foreign codes are refused; event staff may do
 * this and nothing else.
 */

const CHECK_IN = '/api/services/app/Ticket/CheckIn'
const EVENTS = '/api/services/app/Ticket/GetCheckInEvents'
const tag = Math.random().toString(36).slice(2, 8)

let payload: Payload
const transports = bothTransports()
const tokens = {} as Record<'eventStaff' | 'editor' | 'translator', string>
const events = {} as { today: number; other: number }

const event = (label: string) =>
  createEventPost(payload, {
    vi: {
      title: `Soát vé ${label} ${tag}`,
      slug: `soat-ve-${label}-${tag}`,
      summary: 'Sự kiện để soát vé',
    },
    event: {
      startTime: at(2 * HOUR),
      endTime: at(6 * HOUR),
      venue: 'Hội trường A',
      registrationOpensAt: at(-24 * HOUR),
      capacity: 50,
    },
    publishedAt: at(-48 * HOUR),
  })

beforeAll(async () => {
  payload = await testPayload()
  tokens.eventStaff = await staffToken(payload, ['eventStaff'])
  tokens.editor = await staffToken(payload, ['editor'])
  tokens.translator = await staffToken(payload, ['translator'])
  events.today = await event('hom-nay')
  events.other = await event('khac')
})

describe.each(Object.keys(transports))('check-in over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const scan = async (eventId: number, scanned: string, token = tokens.eventStaff) => {
    const answer = await raw(transport(), {
      method: 'POST',
      path: CHECK_IN,
      body: { eventId, scanned },
      headers: { authorization: `JWT ${token}` },
    })
    expect(answer.status).toBe(200)
    return (answer.body as { result: CheckInResult }).result
  }
  /** A visitor's ticket for `eventId`: its code and signed token. */
  const ticket = async (eventId: number) => {
    const visitor = await newVisitor(transport(), { label: 'door' })
    const registration = await request(
      registerForEvent,
      'vi',
      { eventId },
      asVisitor(transport(), visitor.token),
    )
    const mine = await request(
      myTicket,
      'vi',
      { registrationId: registration.id },
      asVisitor(transport(), visitor.token),
    )
    return { code: mine.ticketCode!, token: mine.token }
  }

  it('admits a ticket once; a second scan is refused with the time of the first', async () => {
    const { code, token } = await ticket(events.today)
    const first = await scan(events.today, token)
    expect(first).toMatchObject({ outcome: 'admitted', ticketCode: code, reason: null })
    expect(first.fullName).toBe('Nguyễn Văn Khách')
    const second = await scan(events.today, token)
    expect(second).toMatchObject({ outcome: 'alreadyUsed', ticketCode: code })
    expect(second.checkedInAt).toBe(first.checkedInAt)
    // Typed by hand, in lower case with the dash, it is the same ticket.
    expect((await scan(events.today, code.toLowerCase())).outcome).toBe('alreadyUsed')
  })

  it('admits one of two doors scanning the same ticket at once', async () => {
    const { token } = await ticket(events.today)
    const answers = await Promise.all([scan(events.today, token), scan(events.today, token)])
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['admitted', 'alreadyUsed'])
  })

  it('refuses forged, foreign, unknown and unreadable codes', async () => {
    const { code, token } = await ticket(events.today)
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await scan(events.today, forged)).toMatchObject({ outcome: 'refused', reason: 'forged' })
    expect(await scan(events.other, token)).toMatchObject({
      outcome: 'refused',
      reason: 'otherEvent',
    })
    // A typed code is looked up among this event's tickets only.
    expect(await scan(events.other, code)).toMatchObject({ outcome: 'refused', reason: 'unknown' })
    expect(await scan(events.today, 'ZZZZ-ZZZZ')).toMatchObject({
      outcome: 'refused',
      reason: 'unknown',
    })
    expect(await scan(events.today, 'hello')).toMatchObject({
      outcome: 'refused',
      reason: 'unreadable',
    })
    // Signed with another key: forged.
    const otherKey = signTicket('another-key-entirely', events.today, code.replace('-', ''))
    expect(await scan(events.today, otherKey)).toMatchObject({
      outcome: 'refused',
      reason: 'forged',
    })
    // Nothing refused was marked used: the real ticket still gets in.
    expect((await scan(events.today, token)).outcome).toBe('admitted')
  })

  it('lets event staff, admins and editors check in; nobody else', async () => {
    const { token } = await ticket(events.today)
    const as = (authorization?: string) =>
      raw(transport(), {
        method: 'POST',
        path: CHECK_IN,
        body: { eventId: events.today, scanned: token },
        headers: authorization ? { authorization } : {},
      })
    expect((await as()).status).toBe(401)
    expect((await as(`JWT ${tokens.translator}`)).status).toBe(403)
    expect((await as(`JWT ${tokens.editor}`)).status).toBe(200)
    const list = await raw(transport(), {
      path: EVENTS,
      headers: { authorization: `JWT ${tokens.eventStaff}` },
    })
    expect(list.status).toBe(200)
    expect((list.body as { result: { id: number }[] }).result.map((item) => item.id)).toContain(
      events.today,
    )
  })
})

describe('event staff can do nothing else', () => {
  it('read no staff data and change nothing through the admin API', async () => {
    const user = { collection: 'users' as const, roles: ['eventStaff'] }
    for (const collection of [
      'contacts',
      'job-applications',
      'event-registrations',
      'subscribers',
    ] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, user: user as never, limit: 1 }),
      ).rejects.toThrow()
    }
    const [post] = (await payload.find({ collection: 'posts', limit: 1, overrideAccess: true }))
      .docs
    await expect(
      payload.update({
        collection: 'posts',
        id: post!.id,
        data: { title: 'Đổi tên' },
        overrideAccess: false,
        user: user as never,
      }),
    ).rejects.toThrow()
  })
})
