import type { Payload } from 'payload'

import { addDays, vietnamDay, vietnamTime, type Day } from '@/domain/vietnamTime'
import type { Locale } from '@/i18n/locales'

import type { Localised, SeedContent } from './load'
import type { RichText } from './richText'
import type { SessionRunSeed, TrainingCourseSeed } from './schema'
import { createAll, createBilingual } from './write'

type MediaId = (key: string) => number
type ToLexical = (markdown: string) => RichText

/** 0 Sunday … 6 Saturday. */
const weekday = (day: Day): number => new Date(`${day}T00:00:00Z`).getUTCDay()
const isWeekend = (day: Day): boolean => weekday(day) === 0 || weekday(day) === 6

/** The first day on or after `day` that falls on `wanted` (0 Sunday … 6 Saturday). */
const nextWeekday = (day: Day, wanted: number): Day => addDays(day, (wanted - weekday(day) + 7) % 7)

/** The days of one run of sessions, from the seeding day `today`. */
export function runDays(run: SessionRunSeed, today: Day): Day[] {
  const kind = run.days ?? 'weekdays'
  const start = addDays(today, run.inDays)
  let day =
    kind === 'saturdays'
      ? nextWeekday(start, 6)
      : kind === 'weekdays' && isWeekend(start)
        ? nextWeekday(start, 1)
        : start
  const every = run.every ?? (kind === 'saturdays' ? 7 : 1)
  const days: Day[] = []
  while (days.length < run.count) {
    days.push(day)
    day = addDays(day, every)
    while (kind === 'weekdays' && isWeekend(day)) day = addDays(day, 1)
  }
  return days
}

/** Every session of a course as instants (Asia/Ho_Chi_Minh), from its runs. */
export const seedSessions = (runs: SessionRunSeed[], today: Day) =>
  runs.flatMap((run) =>
    runDays(run, today).map((day) => ({
      startTime: vietnamTime(day, run.start).toISOString(),
      endTime: vietnamTime(day, run.end).toISOString(),
    })),
  )

/** Courses; their sessions are relative to the seeding day, so some are always ahead. */
export function seedTrainingCourses(
  payload: Payload,
  content: SeedContent,
  mediaId: MediaId,
  toLexical: ToLexical,
  now = new Date(),
): Promise<number> {
  const today = vietnamDay(now)
  const data = (course: Localised<TrainingCourseSeed>) => (locale: Locale) => {
    const doc = course[locale]
    const { vi } = course
    return {
      title: doc.title,
      slug: doc.slug,
      summary: doc.summary,
      audience: doc.audience ?? null,
      instructor: doc.instructor ?? null,
      objectives: toLexical(doc.objectives),
      programme: toLexical(doc.programme),
      cover: vi.cover === undefined ? null : mediaId(vi.cover),
      sessions: seedSessions(vi.sessions, today),
      venue: doc.venue,
      province: vi.province,
      seatsTotal: vi.seatsTotal,
      seatsTaken: vi.seatsTaken,
      isFree: vi.fee === undefined,
      fee: vi.fee ?? null,
      topic: vi.topic,
      level: vi.level,
      businessArea: vi.businessArea ?? 'FactoryAutomation',
      durationDays: vi.durationDays,
      durationHours: vi.durationHours,
      isActive: true,
    }
  }
  return createAll(content.trainingCourses, (course) =>
    createBilingual(
      payload,
      'training-courses',
      { slug: { equals: course.vi.slug } },
      data(course),
    ),
  )
}
