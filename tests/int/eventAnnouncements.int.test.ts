import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mimeParts, subjectOf } from '../helpers/mailSink'
import { startSmtpServer } from '../helpers/smtp'

// A real mail server in this process; the site is configured with it before it loads.
const smtp = await startSmtpServer()
process.env.SMTP_URL = smtp.url
const { testPayload } = await import('../helpers/payload')
const { bothTransports, failure, raw } = await import('../helpers/transports')
const { uniqueIp } = await import('../helpers/addresses')
const { deliverDueMail, pauseMailWorker } = await import('@/backend/mailQueue')
const { backgroundSettled } = await import('@/backend/background')
const { announceNewEvents } = await import('@/backend/services/eventAnnouncements')
const { unsubscribe } = await import('@/lib/backend/contacts')
const { DAY, HOUR, at, createEventPost } = await import('../helpers/events')
const { loadContent } = await import('@/seed/load')

/**
 * Event announcements (issue 15, item 7): a newly published event is mailed once to every
 * confirmed subscriber, in their language, through the mail queue; each mail's unsubscribe link
 * works without signing in. Mails are read from a real SMTP server.
 */

const tag = Math.random().toString(36).slice(2, 8)

let payload: Payload
const transports = bothTransports()

const db = () => (payload.db as unknown as PostgresAdapter).drizzle

/** An event post in both languages; published as the admin would (hooks run) or quietly. */
async function event(
  label: string,
  {
    publishedAt = at(-HOUR),
    endsIn = 10 * DAY,
    status = 'published',
    loud = false,
  }: { publishedAt?: string; endsIn?: number; status?: 'published' | 'draft'; loud?: boolean } = {},
) {
  const id = await createEventPost(payload, {
    vi: {
      title: `Hội thảo ${label} ${tag}`,
      slug: `thong-bao-${label}-${tag}`,
      summary: `Giới thiệu giải pháp ${label} mới.`,
    },
    en: {
      title: `${label} seminar ${tag}`,
      slug: `announce-${label}-${tag}`,
      summary: `Meet the new ${label} solutions.`,
    },
    event: {
      startTime: at(endsIn - 4 * HOUR),
      endTime: at(endsIn),
      venue: 'Trung tâm Hội nghị White Palace',
      province: 'ho-chi-minh',
    },
    publishedAt,
    status,
    loud,
    announce: true,
  })
  return { id }
}

async function subscriber(label: string, language: 'vi' | 'en', status = 'confirmed') {
  return payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: {
      email: `${label}-${tag}@example.vn`,
      language,
      status,
      confirmedAt: status === 'confirmed' ? at(-DAY) : null,
    } as never,
  })
}

const announcementsOf = async (eventId: number) =>
  (
    await payload.find({
      collection: 'event-announcements',
      where: { event: { equals: eventId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const mailsTo = smtp.mailsTo

/** Delivers what is queued until `email` has `count` mails whose subject includes `title`. */
async function announcementsTo(email: string, title: string, count = 1) {
  const matching = () => mailsTo(email).filter((mail) => subjectOf(mail).includes(title))
  await expect
    .poll(
      async () => {
        await deliverDueMail(payload)
        return matching().length
      },
      { timeout: 60_000 },
    )
    .toBe(count)
  return matching()
}

const textOf = (mail: string) =>
  mimeParts(mail)
    .find((part) => part.contentType === 'text/plain')!
    .body.toString('utf8')

const unsubscribeTokenIn = (text: string) =>
  /\/huy-dang-ky\?token=(\d+\.[A-Za-z0-9_-]{22})/.exec(text)?.[1]

beforeAll(async () => {
  payload = await testPayload()
  pauseMailWorker(true)
  await backgroundSettled()
  // Events other files created quietly are announced now, so each test sees only its own.
  await announceNewEvents(payload)
})

afterAll(async () => {
  pauseMailWorker(false)
  await smtp.close()
})

describe('announcing new events to the subscribers', () => {
  it('mails each confirmed subscriber once, in their language, with the event and an unsubscribe link', async () => {
    const lan = await subscriber('lan', 'vi')
    const john = await subscriber('john', 'en')
    const waiting = await subscriber('cho', 'vi', 'pending')
    const seminar = await event('bien-tan')

    const announced = await announceNewEvents(payload)
    const confirmed = await payload.count({
      collection: 'subscribers',
      where: { status: { equals: 'confirmed' } },
      overrideAccess: true,
    })
    // Events other files publish meanwhile may be announced too: this test looks at its own.
    expect(announced).toContainEqual({ eventId: seminar.id, recipients: confirmed.totalDocs })
    expect(await announcementsOf(seminar.id)).toMatchObject([{ recipients: confirmed.totalDocs }])

    const [vi] = await announcementsTo(lan.email, `Hội thảo bien-tan ${tag}`)
    expect(subjectOf(vi!)).toBe(`Sự kiện mới: Hội thảo bien-tan ${tag}`)
    const viText = textOf(vi!)
    expect(viText).toContain('Giới thiệu giải pháp bien-tan mới.')
    expect(viText).toMatch(
      /Thời gian: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} – \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(GMT\+7\)/,
    )
    expect(viText).toContain('Địa điểm: Trung tâm Hội nghị White Palace')
    expect(viText).toMatch(
      new RegExp(`https?://[^/\\s]+/thong-bao-bien-tan-${tag}-p${seminar.id}\\b`),
    )
    expect(viText).toMatch(/Hủy đăng ký: https?:\/\/[^/\s]+\/huy-dang-ky\?token=/)
    const viToken = unsubscribeTokenIn(viText)!
    expect(vi!.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https?://[^>]+/huy-dang-ky\\?token=${viToken.replace('.', '\\.')}>`,
        'm',
      ),
    )

    const [en] = await announcementsTo(john.email, `bien-tan seminar ${tag}`)
    expect(subjectOf(en!)).toBe(`New event: bien-tan seminar ${tag}`)
    const enText = textOf(en!)
    expect(enText).toContain('Meet the new bien-tan solutions.')
    expect(enText).toMatch(new RegExp(`/en/announce-bien-tan-${tag}-p${seminar.id}\\b`))
    expect(enText).toMatch(/Unsubscribe: https?:\/\/[^/\s]+\/en\/huy-dang-ky\?token=/)

    // Nobody unconfirmed hears of it; nobody hears twice, whatever happens to the event later.
    expect(mailsTo(waiting.email)).toHaveLength(0)
    const ofThis = (list: { eventId: number }[]) =>
      list.filter((item) => item.eventId === seminar.id)
    expect(ofThis(await announceNewEvents(payload))).toEqual([])
    await payload.update({
      collection: 'posts',
      id: seminar.id,
      overrideAccess: true,
      locale: 'vi',
      data: { title: `Hội thảo bien-tan ${tag} (cập nhật)`, _status: 'published' } as never,
    })
    expect(ofThis(await announceNewEvents(payload))).toEqual([])
    await deliverDueMail(payload)
    const about = (email: string, title: string) =>
      mailsTo(email).filter((mail) => subjectOf(mail).includes(title))
    expect(about(lan.email, `bien-tan ${tag}`)).toHaveLength(1)
    expect(about(john.email, `bien-tan seminar ${tag}`)).toHaveLength(1)
  })

  it('announces an event the admin publishes within seconds, and a scheduled one when its day comes', async () => {
    const minh = await subscriber('minh', 'vi')
    const published = await event('robot', { loud: true })
    await expect
      .poll(async () => (await announcementsOf(published.id)).length, { timeout: 20_000 })
      .toBe(1)
    await announcementsTo(minh.email, `Hội thảo robot ${tag}`)

    const scheduled = await event('plc', { publishedAt: at(2 * DAY) })
    expect((await announceNewEvents(payload)).map((item) => item.eventId)).not.toContain(
      scheduled.id,
    )
    const announced = await announceNewEvents(payload, new Date(Date.now() + 2 * DAY + HOUR))
    expect(announced.map((item) => item.eventId)).toContain(scheduled.id)
    await announcementsTo(minh.email, `Hội thảo plc ${tag}`)
  })

  it('never announces a draft or an event that is already over', async () => {
    const draft = await event('nhap', { status: 'draft' })
    const over = await event('da-qua', { publishedAt: at(-3 * DAY), endsIn: -DAY })
    const announced = (await announceNewEvents(payload)).map((item) => item.eventId)
    expect(announced).not.toContain(draft.id)
    expect(announced).not.toContain(over.id)
    expect(await announcementsOf(draft.id)).toHaveLength(0)
    expect(await announcementsOf(over.id)).toHaveLength(0)
  })
})

describe.each(Object.keys(transports))('unsubscribing over the %s transport', (name) => {
  const transport = () => transports[name]!()

  it('works from the mailed link without signing in, once; forged links are refused', async () => {
    const reader = await subscriber(`bo-${name}`, 'vi')
    const seminar = await event(`tu-dong-${name}`)
    await announceNewEvents(payload)
    const [mail] = await announcementsTo(reader.email, `Hội thảo tu-dong-${name} ${tag}`)
    const token = unsubscribeTokenIn(textOf(mail!))!

    // Another subscriber's id with this signature, or a changed signature: refused.
    const [id, signature] = token.split('.') as [string, string]
    const forged = `${Number(id) + 1}.${signature}`
    expect((await failure(unsubscribe('vi', forged, uniqueIp(), transport()))).status).toBe(404)
    const flipped = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect((await failure(unsubscribe('vi', flipped, uniqueIp(), transport()))).status).toBe(404)
    const malformed = await raw(transport(), {
      method: 'POST',
      path: '/api/services/app/Subscriber/Unsubscribe',
      body: JSON.stringify({ token: 'not-a-token' }),
    })
    expect(malformed.status).toBe(400)

    expect(await unsubscribe('en', token, uniqueIp(), transport())).toEqual({
      email: reader.email,
    })
    const left = await payload.count({
      collection: 'subscribers',
      where: { email: { equals: reader.email } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    const again = await failure(unsubscribe('en', token, uniqueIp(), transport()))
    expect(again.status).toBe(404)
    expect(again.message).toBe('This unsubscribe link is not valid or was already used.')

    // The next event is not mailed to the address any more.
    const next = await event(`tiep-${name}`)
    await announceNewEvents(payload)
    expect(await announcementsOf(next.id)).toHaveLength(1)
    await deliverDueMail(payload)
    expect(
      mailsTo(reader.email).filter((mail) => subjectOf(mail).includes(`tiep-${name}`)),
    ).toHaveLength(0)
    expect(seminar.id).toBeLessThan(next.id)
  })
})

describe('seeded events', () => {
  it('count as announced, so a new subscriber is not mailed the site’s history', async () => {
    const slugs = loadContent()
      .posts.filter((post) => post.vi.event)
      .map((post) => post.vi.slug)
    expect(slugs.length).toBeGreaterThan(5)
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { in: slugs } },
      locale: 'vi',
      limit: slugs.length,
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(slugs.length)
    const { rows } = await db().execute<{ eventId: number; recipients: string }>(sql`
      SELECT event_id AS "eventId", recipients FROM event_announcements
      WHERE event_id IN ${sql.raw(`(${docs.map((doc) => Number(doc.id)).join(',')})`)}`)
    expect(rows).toHaveLength(slugs.length)
    expect(rows.every((row) => Number(row.recipients) === 0)).toBe(true)
  })
})
