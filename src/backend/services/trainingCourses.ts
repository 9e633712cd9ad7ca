import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import { imagePath } from '@/contract/images'
import type { PictureDto } from '@/contract/product'
import { entityPath } from '@/contract/topic'
import type {
  CourseSessionDto,
  TrainingCourseDetailDto,
  TrainingCourseListItemDto,
} from '@/contract/trainingCourse'
import {
  BusinessArea,
  COURSE_LEVEL_NAMES,
  COURSE_TOPIC_NAMES,
  CourseLevel,
  CourseTopic,
  enumNames,
} from '@/domain/enums'
import { PROVINCES } from '@/domain/provinces'
import {
  courseSpan,
  courseStatus,
  nextSession,
  registrationOpen,
  seatsLeft,
  sortedSessions,
  type CourseTimeFrame,
  type Session,
} from '@/domain/trainingCourse'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Media, TrainingCourse } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findAcross, type Segment } from '../findWindow'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture, withContentCulture } from './contentCulture'
import { titleOrSummaryMatches } from './textSearch'

const topicName = enumNames(CourseTopic)
const levelName = enumNames(CourseLevel)

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const
const populate = { media: { filename: true, alt: true, width: true, height: true } } as const

/** Lists leave out what only the detail shows. */
const listSelect = {
  objectives: false,
  programme: false,
  audience: false,
  instructor: false,
} as const

type ListedCourse = Omit<TrainingCourse, keyof typeof listSelect>

function coverOf(value: number | Media | null | undefined, alt: string): PictureDto | null {
  if (!value || typeof value !== 'object' || !value.filename) return null
  return {
    url: imagePath(value.filename),
    alt: value.alt || alt,
    width: value.width ?? null,
    height: value.height ?? null,
  }
}

const sessionsOf = (course: Pick<TrainingCourse, 'sessions'>): Session[] =>
  sortedSessions((course.sessions ?? []).map(({ startTime, endTime }) => ({ startTime, endTime })))

function sessionDto(session: Session, now: Date): CourseSessionDto {
  const span = { startsAt: session.startTime, endsAt: session.endTime }
  return { ...session, status: courseStatus(span, now) }
}

function toListItem(
  course: ListedCourse,
  culture: Locale,
  now: Date,
): WithoutContentCulture<TrainingCourseListItemDto> {
  const sessions = sessionsOf(course)
  const span = courseSpan(sessions) ?? {
    startsAt: course.startsAt ?? course.createdAt,
    endsAt: course.endsAt ?? course.createdAt,
  }
  const status = courseStatus(span, now)
  const left = seatsLeft(course.seatsTotal, course.seatsTaken)
  const next = nextSession(sessions, now)
  return {
    id: course.id,
    title: course.title,
    slug: `${course.slug}-trainc${course.id}`,
    detailUrl: entityPath(course.slug, 'trainc', course.id),
    lastModificationTime: course.updatedAt,
    summary: course.summary,
    topic: CourseTopic[course.topic],
    topicName: COURSE_TOPIC_NAMES[culture][course.topic],
    level: CourseLevel[course.level],
    levelName: COURSE_LEVEL_NAMES[culture][course.level],
    businessArea: course.businessArea ? BusinessArea[course.businessArea] : null,
    durationDays: course.durationDays,
    durationHours: course.durationHours,
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    nextSession: next ? sessionDto(next, now) : null,
    sessionCount: sessions.length,
    venue: course.venue,
    province: course.province,
    provinceName: PROVINCES[course.province][culture],
    seatsTotal: course.seatsTotal,
    seatsTaken: course.seatsTaken,
    seatsLeft: left,
    isFull: left === 0,
    fee: course.isFree ? null : (course.fee ?? null),
    isFree: Boolean(course.isFree),
    status,
    isRegistrationOpen: registrationOpen(status, left),
    cover: coverOf(course.cover, course.title),
  }
}

export type TrainingCourseQuery = {
  topic?: number | undefined
  level?: number | undefined
  province?: string | undefined
  timeFrame?: CourseTimeFrame | undefined
  keyword?: string | undefined
  skip: number
  take: number
}

/**
 * `TrainingCourse/GetListBoxDto`: active courses, upcoming first. Upcoming (not started yet) by
 * start, soonest first; past (ended) by end, latest first; `all` lists the upcoming ones, then
 * those running now (ending soonest first), then the past ones, paged across the three.
 */
export async function listTrainingCourses(
  payload: Payload,
  culture: Locale,
  query: TrainingCourseQuery,
  now = new Date(),
): Promise<Paged<TrainingCourseListItemDto>> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  if (query.topic !== undefined) conditions.push({ topic: { equals: topicName.get(query.topic) } })
  if (query.level !== undefined) conditions.push({ level: { equals: levelName.get(query.level) } })
  if (query.province !== undefined) conditions.push({ province: { equals: query.province } })
  if (query.keyword) {
    const ids = await titleOrSummaryMatches(payload, 'training-courses', culture, query.keyword)
    if (ids.length === 0) return { totalCount: 0, items: [] }
    conditions.push({ id: { in: ids } })
  }
  const at = now.toISOString()
  const part = (extra: Where, sort: string[]): Segment<ListedCourse> => {
    const where: Where = { and: [...conditions, extra] }
    return {
      count: async () =>
        (await payload.count({ collection: 'training-courses', ...read, where })).totalDocs,
      readPage: (page, limit) =>
        payload.find({
          collection: 'training-courses',
          ...read,
          locale: culture,
          where,
          sort,
          page,
          limit,
          depth: 1,
          select: listSelect,
          populate,
        }),
    }
  }
  const upcoming = () => part({ startsAt: { greater_than: at } }, ['startsAt', 'id'])
  const running = () =>
    part({ and: [{ startsAt: { less_than_equal: at } }, { endsAt: { greater_than: at } }] }, [
      'endsAt',
      'id',
    ])
  const past = () => part({ endsAt: { less_than_equal: at } }, ['-endsAt', '-id'])
  const frame = query.timeFrame ?? 'all'
  const segments =
    frame === 'upcoming'
      ? [upcoming()]
      : frame === 'past'
        ? [past()]
        : [upcoming(), running(), past()]
  const { totalCount, docs } = await findAcross(segments, query.skip, query.take)
  const items = docs.map((course) => toListItem(course, culture, now))
  return {
    totalCount,
    items: await withContentCulture(payload, 'training-courses', culture, items),
  }
}

/** `TrainingCourse/GetDetailDto`: any active course, past ones included (they say so). */
export async function getTrainingCourse(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<TrainingCourseDetailDto> {
  const { docs } = await payload.find({
    collection: 'training-courses',
    ...read,
    locale: culture,
    where: { and: [{ id: { equals: id } }, { isActive: { equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  const course = docs[0]
  if (!course) throw notFoundFault('There is no training course with the given id.')
  return oneWithContentCulture(payload, 'training-courses', culture, {
    ...toListItem(course, culture, now),
    audience: course.audience || null,
    instructor: course.instructor || null,
    objectives: richTextToHtml(course.objectives),
    programme: richTextToHtml(course.programme),
    sessions: sessionsOf(course).map((session) => sessionDto(session, now)),
    lastModificationTime: course.updatedAt,
  })
}

/**
 * Active courses whose answers time changed in (since, now]: a session started or ended. The next
 * session moves on; the first start closes registration and moves the course from the upcoming
 * courses to the running ones, the last end moves it to the past ones.
 */
export async function trainingCoursesChangingIn(
  payload: Payload,
  since: Date,
  now: Date,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'training-courses',
    overrideAccess: true,
    where: {
      and: [
        { isActive: { equals: true } },
        { startsAt: { less_than_equal: now.toISOString() } },
        { endsAt: { greater_than: since.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { sessions: true },
  })
  const within = (iso: string) => {
    const at = Date.parse(iso)
    return at > since.getTime() && at <= now.getTime()
  }
  return docs
    .filter((course) =>
      sessionsOf(course).some((session) => within(session.startTime) || within(session.endTime)),
    )
    .map((course) => course.id)
}
