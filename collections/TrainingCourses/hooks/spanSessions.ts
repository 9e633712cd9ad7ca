import type { CollectionBeforeChangeHook } from 'payload'

import { courseSpan, type Session } from '@/domain/trainingCourse'

/** An instant as Payload may hand it over (ISO text or a Date), as ISO text; null otherwise. */
const iso = (value: unknown): string | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * Keeps `startsAt` and `endsAt` (first session's start, last session's end) in step with the
 * sessions, so lists can filter and sort courses by time in the database.
 */
export const spanSessions: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const rows: unknown =
    data.sessions ?? (originalDoc as { sessions?: unknown } | undefined)?.sessions
  if (!Array.isArray(rows)) return data
  const sessions = rows.flatMap((row: unknown): Session[] => {
    if (typeof row !== 'object' || row === null) return []
    const { startTime, endTime } = row as Record<string, unknown>
    const start = iso(startTime)
    const end = iso(endTime)
    return start && end ? [{ startTime: start, endTime: end }] : []
  })
  const span = courseSpan(sessions)
  return span ? { ...data, ...span } : data
}
