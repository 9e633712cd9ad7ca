import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { PostListItemDto } from '@/contract/post'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { eventPlace, eventWhen } from '@/lib/tickets/calendar'
import { drizzleOf } from '@/lib/db/drizzle'

import { runInBackground } from '../background'
import { queueMail, type QueuedMail } from '../mailQueue'
import { siteLink, textMailHtml } from '../mailText'
import { beginBoundedTransaction } from '../transaction'
import { postItemsByIds } from './posts'
import { unsubscribeLink } from './subscribers'

/**
 * Announcements of new events to the confirmed subscribers (footer and event-page form). An event
 * is announced once it is published and visible (its publish date reached) and before it ends:
 * one mail per subscriber in their language, queued in the transaction that writes the event's
 * `event-announcements` row. That row's unique event is the claim: two instances, a republished
 * event or an edit never announce it twice. Each mail carries an unsubscribe link that works
 * without signing in, also as a `List-Unsubscribe` header.
 */

/** Events announced per run; the clock's next run takes the rest. */
const EVENTS_PER_RUN = 20
/** Subscribers read per page while queueing. */
const PAGE = 500

type Texts = {
  subject: (title: string) => string
  body: (values: {
    title: string
    summary: string
    when: string
    where: string
    link: string
  }) => string
  footer: (unsubscribe: string) => string
}

const TEXTS: Record<Locale, Texts> = {
  vi: {
    subject: (title) => `Sự kiện mới: ${title}`,
    body: (v) =>
      [
        'Xin chào,',
        '',
        `Sora Electric Việt Nam trân trọng mời bạn tham dự sự kiện "${v.title}".`,
        ...(v.summary ? ['', v.summary] : []),
        '',
        `Thời gian: ${v.when}`,
        ...(v.where ? [`Địa điểm: ${v.where}`] : []),
        '',
        `Xem chi tiết và đăng ký: ${v.link}`,
        '',
        'Trân trọng,',
        'Sora Electric Việt Nam',
      ].join('\n'),
    footer: (link) =>
      `Bạn nhận được email này vì đã đăng ký nhận tin từ Sora Electric Việt Nam. Hủy đăng ký: ${link}`,
  },
  en: {
    subject: (title) => `New event: ${title}`,
    body: (v) =>
      [
        'Hello,',
        '',
        `Sora Electric Vietnam would be pleased to welcome you to "${v.title}".`,
        ...(v.summary ? ['', v.summary] : []),
        '',
        `When: ${v.when}`,
        ...(v.where ? [`Where: ${v.where}`] : []),
        '',
        `Details and registration: ${v.link}`,
        '',
        'Kind regards,',
        'Sora Electric Vietnam',
      ].join('\n'),
    footer: (link) =>
      `You receive this e-mail because you subscribed to news from Sora Electric Vietnam. Unsubscribe: ${link}`,
  },
}

type Subscriber = { id: number; email: string; language?: string | null }

function announcementMail(event: PostListItemDto, subscriber: Subscriber): QueuedMail {
  const language: Locale = isLocale(subscriber.language) ? subscriber.language : 'vi'
  const t = TEXTS[language]
  const unsubscribe = unsubscribeLink(language, subscriber)
  const text = `${t.body({
    title: event.title,
    summary: event.summary,
    when: eventWhen(event),
    where: eventPlace(event),
    link: siteLink(language, event.detailUrl),
  })}\n\n--\n${t.footer(unsubscribe)}\n`
  return {
    key: `event-announcement:${event.id}:${subscriber.id}`,
    to: subscriber.email,
    subject: t.subject(event.title),
    text,
    html: textMailHtml(text),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  }
}

/** Published events, visible at `now` and not over, that have not been announced. */
async function dueEvents(payload: Payload, now: Date): Promise<number[]> {
  const at = now.toISOString()
  const { rows } = await drizzleOf(payload).execute<{ id: number }>(sql`
    SELECT p.id FROM posts p
    WHERE p.category_type = 'Event' AND p._status = 'published'
      AND p.published_at <= ${at} AND p.event_end_time > ${at}
      AND NOT EXISTS (SELECT 1 FROM event_announcements a WHERE a.event_id = p.id)
    ORDER BY p.published_at, p.id
    LIMIT ${EVENTS_PER_RUN}`)
  return rows.map((row) => Number(row.id))
}

/** Claims `eventId` and queues its mails, all in one transaction; false when already claimed. */
async function announce(
  payload: Payload,
  events: Record<Locale, PostListItemDto>,
): Promise<number | null> {
  const eventId = events.vi.id
  const req: PayloadRequest = await createLocalReq({}, payload)
  try {
    const session = await beginBoundedTransaction(payload, req, {
      lockTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
    })
    const claimed = await session.db.execute(sql`
      INSERT INTO event_announcements (event_id, recipients) VALUES (${eventId}, 0)
      ON CONFLICT (event_id) DO NOTHING RETURNING id`)
    if (claimed.rows.length === 0) {
      await killTransaction(req)
      return null
    }
    let recipients = 0
    for (let page = 1; ; page += 1) {
      const { docs, hasNextPage } = await payload.find({
        collection: 'subscribers',
        where: { status: { equals: 'confirmed' } },
        sort: 'id',
        limit: PAGE,
        page,
        depth: 0,
        overrideAccess: true,
        req,
      })
      await queueMail(
        payload,
        docs.map((subscriber) =>
          announcementMail(
            events[isLocale(subscriber.language) ? subscriber.language : 'vi'],
            subscriber,
          ),
        ),
        { req },
      )
      recipients += docs.length
      if (!hasNextPage) break
    }
    await session.db.execute(
      sql`UPDATE event_announcements SET recipients = ${recipients} WHERE event_id = ${eventId}`,
    )
    await commitTransaction(req)
    return recipients
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Announces every event that is due (published, visible at `now`, not over, never announced).
 * Answers the events announced here, with their recipients.
 */
export async function announceNewEvents(
  payload: Payload,
  now = new Date(),
): Promise<{ eventId: number; recipients: number }[]> {
  const ids = await dueEvents(payload, now)
  if (ids.length === 0) return []
  const [vi, en] = await Promise.all(
    locales.map((locale) => postItemsByIds(payload, locale, ids, now)),
  )
  const announced: { eventId: number; recipients: number }[] = []
  for (const id of ids) {
    const events = { vi: vi?.get(id), en: en?.get(id) }
    if (!events.vi || !events.en) continue
    const recipients = await announce(payload, events as Record<Locale, PostListItemDto>)
    if (recipients !== null) announced.push({ eventId: id, recipients })
  }
  return announced
}

/**
 * Looks for due events shortly after a change commits (a published event is announced within
 * seconds; the timed-content clock also looks every minute, for scheduled ones).
 */
export function kickEventAnnouncements(payload: Payload, afterMs = 1_000): void {
  const timer = setTimeout(
    () => runInBackground('event announcements', () => announceNewEvents(payload)),
    afterMs,
  )
  timer.unref?.()
}
