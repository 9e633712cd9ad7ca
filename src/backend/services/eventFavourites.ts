import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Paged } from '@/contract/envelope'
import type { PostListItemDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { drizzleOf } from '@/lib/db/drizzle'

import { notFoundFault } from '../errors'
import { findVisibleEvent, postItemsByIds } from './posts'

/**
 * Favourite events (`EventFavourite/*`): the heart on event cards and pages. Setting is
 * idempotent (a unique pair of visitor and event), so a double click or two tabs agree.
 */

export async function setFavourite(
  payload: Payload,
  language: Locale,
  visitorId: number,
  eventId: number,
  favourite: boolean,
): Promise<{ favourite: boolean }> {
  if (favourite) {
    if (!(await findVisibleEvent(payload, language, eventId))) throw notFoundFault()
    await drizzleOf(payload).execute(sql`
      INSERT INTO event_favourites (visitor_id, event_id, updated_at, created_at)
      VALUES (${visitorId}, ${eventId}, now(), now())
      ON CONFLICT (visitor_id, event_id) DO NOTHING`)
  } else
    await drizzleOf(payload).execute(
      sql`DELETE FROM event_favourites WHERE visitor_id = ${visitorId} AND event_id = ${eventId}`,
    )
  return { favourite }
}

export async function isFavourite(
  payload: Payload,
  visitorId: number,
  eventId: number,
): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT 1 FROM event_favourites WHERE visitor_id = ${visitorId} AND event_id = ${eventId}`,
  )
  return rows.length > 0
}

/** The visitor's favourite events still visible, the most recently marked first. */
export async function listFavourites(
  payload: Payload,
  language: Locale,
  visitorId: number,
  { skip, take }: { skip: number; take: number },
): Promise<Paged<PostListItemDto>> {
  const { rows } = await drizzleOf(payload).execute<{ event_id: number }>(sql`
    SELECT event_id FROM event_favourites WHERE visitor_id = ${visitorId}
    ORDER BY created_at DESC, id DESC`)
  const events = await postItemsByIds(
    payload,
    language,
    rows.map((row) => Number(row.event_id)),
  )
  const visible = rows.flatMap((row) => {
    const event = events.get(Number(row.event_id))
    return event ? [event] : []
  })
  return { totalCount: visible.length, items: visible.slice(skip, skip + take) }
}
