/**
 * A training course is one class: its sessions are the times it meets, and its seats belong to
 * the whole class. Pure rules shared by the collection, the backend and the renderer.
 */

/** One meeting of a class (ISO instants). */
export type Session = { startTime: string; endTime: string }

/** Before the first session starts, while the class runs, after its last session ends. */
export type CourseStatus = 'upcoming' | 'ongoing' | 'past'

/** Lists of courses: not started (soonest first), ended (latest first), or all, upcoming first. */
export const COURSE_TIME_FRAMES = ['upcoming', 'past', 'all'] as const
export type CourseTimeFrame = (typeof COURSE_TIME_FRAMES)[number]

const time = (iso: string): number => Date.parse(iso)

/** The sessions in time order; those without valid instants are left out. */
export const sortedSessions = <S extends Session>(sessions: readonly S[]): S[] =>
  sessions
    .filter(
      (session) => !Number.isNaN(time(session.startTime)) && !Number.isNaN(time(session.endTime)),
    )
    .sort((a, b) => time(a.startTime) - time(b.startTime) || time(a.endTime) - time(b.endTime))

/** When the class starts (first session) and ends (last session's end); null without sessions. */
export function courseSpan(
  sessions: readonly Session[],
): { startsAt: string; endsAt: string } | null {
  const sorted = sortedSessions(sessions)
  const first = sorted[0]
  if (!first) return null
  const end = Math.max(...sorted.map((session) => time(session.endTime)))
  return {
    startsAt: new Date(time(first.startTime)).toISOString(),
    endsAt: new Date(end).toISOString(),
  }
}

export function courseStatus(span: { startsAt: string; endsAt: string }, now: Date): CourseStatus {
  const at = now.getTime()
  if (at < time(span.startsAt)) return 'upcoming'
  return at < time(span.endsAt) ? 'ongoing' : 'past'
}

/** The session that runs now or comes next; null once the last one has ended. */
export const nextSession = <S extends Session>(sessions: readonly S[], now: Date): S | null =>
  sortedSessions(sessions).find((session) => time(session.endTime) > now.getTime()) ?? null

/** Seats still free (never below zero). */
export const seatsLeft = (total: number, taken: number): number => Math.max(0, total - taken)

/**
 * A visitor may still sign up: the class has not started and has a free seat. Once it started,
 * newcomers would miss lessons, so registration closes at the first session.
 */
export const registrationOpen = (status: CourseStatus, left: number): boolean =>
  status === 'upcoming' && left > 0
