import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { CheckInResult } from '@/contract/event'
import { requireSecret } from '@/env'
import { readTicket } from '@/lib/tickets/ticketToken'
import { formatTicketCode } from '@/lib/tickets/ticketToken'
import { drizzleOf } from '@/lib/db/drizzle'

import { notFoundFault } from '../errors'

/**
 * Check-in at an event's door (`Ticket/CheckIn`). A scanned token must be signed by us and be
 * for this event (checked before the database is asked); a typed code is looked up among this
 * event's tickets. Marking a ticket used is one conditional UPDATE, so two doors scanning the
 * same ticket at once admit it once: the other is told when it was first used.
 */

async function counts(payload: Payload, eventId: number) {
  const { rows } = await drizzleOf(payload).execute<{ confirmed: string; checked_in: string }>(sql`
    SELECT count(*) AS confirmed, count(checked_in_at) AS checked_in
    FROM event_registrations WHERE event_id = ${eventId} AND status = 'confirmed'`)
  return { confirmed: Number(rows[0]?.confirmed ?? 0), checkedIn: Number(rows[0]?.checked_in ?? 0) }
}

async function isEvent(payload: Payload, eventId: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT 1 FROM posts WHERE id = ${eventId} AND category_type = 'Event'`,
  )
  return rows.length > 0
}

export async function checkInTicket(
  payload: Payload,
  eventId: number,
  scanned: string,
  staffId: number | string | null,
  now = new Date(),
): Promise<CheckInResult> {
  if (!(await isEvent(payload, eventId))) throw notFoundFault()
  const refused = async (reason: NonNullable<CheckInResult['reason']>): Promise<CheckInResult> => ({
    outcome: 'refused',
    reason,
    ticketCode: null,
    fullName: null,
    checkedInAt: null,
    ...(await counts(payload, eventId)),
  })
  const read = readTicket(requireSecret('TOKEN_SIGNING_KEY'), eventId, scanned)
  if (!read.ok) return refused(read.reason)
  const staff = typeof staffId === 'number' ? staffId : null
  const { rows: admitted } = await drizzleOf(payload).execute<{ full_name: string | null }>(sql`
    UPDATE event_registrations
    SET checked_in_at = ${now.toISOString()}, checked_in_by_id = ${staff}, updated_at = now()
    WHERE event_id = ${eventId} AND ticket_code = ${read.code} AND status = 'confirmed'
      AND checked_in_at IS NULL
    RETURNING full_name`)
  if (admitted.length)
    return {
      outcome: 'admitted',
      reason: null,
      ticketCode: formatTicketCode(read.code),
      fullName: admitted[0]!.full_name,
      checkedInAt: now.toISOString(),
      ...(await counts(payload, eventId)),
    }
  const { rows: used } = await drizzleOf(payload).execute<{
    full_name: string | null
    checked_in_at: string | Date
  }>(sql`
    SELECT full_name, checked_in_at FROM event_registrations
    WHERE event_id = ${eventId} AND ticket_code = ${read.code} AND status = 'confirmed'
      AND checked_in_at IS NOT NULL`)
  if (!used.length) return refused('unknown')
  return {
    outcome: 'alreadyUsed',
    reason: null,
    ticketCode: formatTicketCode(read.code),
    fullName: used[0]!.full_name,
    checkedInAt: new Date(used[0]!.checked_in_at).toISOString(),
    ...(await counts(payload, eventId)),
  }
}

/** Events not over at `now`, the soonest first, with their counts (staff may rehearse early). */
export async function checkInEventList(payload: Payload, culture: 'vi' | 'en', now = new Date()) {
  const { rows } = await drizzleOf(payload).execute<{
    id: number
    title: string | null
    start: string | Date
    end: string | Date
  }>(sql`
    SELECT p.id, coalesce(l.title, v.title) AS title, p.event_start_time AS start,
           coalesce(p.event_end_time, p.event_start_time) AS end
    FROM posts p
    LEFT JOIN posts_locales l ON l._parent_id = p.id AND l._locale = ${culture}
    LEFT JOIN posts_locales v ON v._parent_id = p.id AND v._locale = 'vi'
    WHERE p.category_type = 'Event' AND p._status = 'published'
      AND p.event_start_time IS NOT NULL
      AND coalesce(p.event_end_time, p.event_start_time) >= ${now.toISOString()}
    ORDER BY p.event_start_time, p.id`)
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      title: row.title ?? '',
      startTime: new Date(row.start).toISOString(),
      endTime: new Date(row.end).toISOString(),
      ...(await counts(payload, Number(row.id))),
    })),
  )
}
