import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { invalidateTimedContent } from '@/backend/services/timedContent'
import { CourseLevel, CourseTopic, ProductCategory } from '@/domain/enums'
import { addDays, vietnamDay, vietnamTime } from '@/domain/vietnamTime'
import { fetchHomeAppliance } from '@/lib/backend/homeAppliances'
import { inProcessTransport } from '@/lib/backend/transport'
import {
  fetchTrainingCourse,
  fetchTrainingCourses,
  type TrainingCourseListQuery,
} from '@/lib/backend/trainingCourses'
import type { TrainingCourse } from '@/payload-types'
import { markdownConverter } from '@/seed/richText'
import { onInvalidation } from '@/server/cacheState'

import { testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'

const LIST = '/api/services/app/TrainingCourse/GetListBoxDto'
const DETAIL = '/api/services/app/TrainingCourse/GetDetailDto'
const HOME_APPLIANCE = '/api/services/app/HomeAppliance/GetDetailDto'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** A word no seeded course has, so lists can be narrowed to this file's courses. */
const tag = `qxzvk${Math.random().toString(36).slice(2, 7)}`
const today = vietnamDay(new Date())

/** Tags the hooks dropped on this instance. */
const expired: string[] = []
onInvalidation((invalidation) => {
  if ('tags' in invalidation) expired.push(...invalidation.tags)
})

let payload: Payload
const fixture = {} as Record<
  'running' | 'soon' | 'later' | 'ended' | 'endedLong' | 'hidden',
  TrainingCourse
>

/** A day's session from 08:00 to 17:00 in Vietnam, `days` after today. */
const day = (days: number) => ({
  startTime: vietnamTime(addDays(today, days), '08:00').toISOString(),
  endTime: vietnamTime(addDays(today, days), '17:00').toISOString(),
})

/** A course's own values; its sessions are whole days (08:00–17:00) this many days from today. */
type Course = Partial<Omit<TrainingCourse, 'id' | 'cover' | 'sessions' | 'startsAt' | 'endsAt'>> & {
  title: string
  slug: string
  days: number[]
}

async function course({ days, ...data }: Course, english: string): Promise<TrainingCourse> {
  const toLexical = await markdownConverter(payload.config)
  const texts = (title: string) => ({
    summary: `${title}: tóm tắt`,
    objectives: toLexical(`- Mục tiêu của **${title}**`),
    programme: toLexical('1. Ngày 1\n2. Ngày 2'),
    venue: 'Trung tâm đào tạo Lai Châu',
  })
  const doc = await payload.create({
    collection: 'training-courses',
    ...quiet,
    locale: 'vi',
    data: {
      topic: 'Robot',
      level: 'Basic',
      businessArea: 'FactoryAutomation',
      province: 'lai-chau',
      durationDays: days.length,
      durationHours: days.length * 8,
      sessions: days.map(day),
      seatsTotal: 10,
      seatsTaken: 4,
      isFree: false,
      fee: 5_000_000,
      isActive: true,
      ...texts(data.title),
      ...data,
    },
  })
  await payload.update({
    collection: 'training-courses',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: {
      ...texts(english),
      title: english,
      slug: `${doc.slug}-en`,
      venue: 'Lai Chau training centre',
      sessions: doc.sessions,
    },
  })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  // Given in an order different from the one lists answer in.
  fixture.ended = await course(
    { title: `Robot ${tag} đã học`, slug: `robot-da-hoc-${tag}`, days: [-12, -11, -10] },
    `${tag} robot finished`,
  )
  fixture.later = await course(
    {
      title: `Robot ${tag} miễn phí`,
      slug: `robot-mien-phi-${tag}`,
      days: [20],
      isFree: true,
      fee: null,
      seatsTotal: 5,
      seatsTaken: 5,
    },
    `${tag} robot free`,
  )
  fixture.soon = await course(
    {
      title: `Lập trình robot ${tag} nâng cao`,
      slug: `lap-trinh-robot-${tag}`,
      days: [5, 3, 4],
      level: 'Advanced',
    },
    `${tag} advanced robot programming`,
  )
  fixture.running = await course(
    {
      title: `Robot ${tag} đang học`,
      slug: `robot-dang-hoc-${tag}`,
      days: [-1, 1],
      level: 'Intermediate',
      province: 'ca-mau',
    },
    `${tag} robot running`,
  )
  fixture.endedLong = await course(
    { title: `Robot ${tag} năm ngoái`, slug: `robot-nam-ngoai-${tag}`, days: [-40] },
    `${tag} robot last year`,
  )
  fixture.hidden = await course(
    { title: `Ẩn ${tag}`, slug: `an-${tag}`, days: [6], isActive: false },
    `${tag} hidden`,
  )
})

const transports = bothTransports()

describe.each(Object.keys(transports))('training course calls over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const list = (query: TrainingCourseListQuery, locale: 'vi' | 'en' = 'vi') =>
    fetchTrainingCourses(locale, { keyword: tag, ...query }, transport())

  describe('TrainingCourse/GetListBoxDto', () => {
    it('lists upcoming courses soonest first, then running ones, then past ones latest first', async () => {
      const all = await list({})
      expect(ids(all)).toEqual([
        fixture.soon.id,
        fixture.later.id,
        fixture.running.id,
        fixture.ended.id,
        fixture.endedLong.id,
      ])
      expect(all.totalCount).toBe(5)
      expect(ids(await list({ timeFrame: 'all' }))).toEqual(ids(all))
      expect(ids(await list({ timeFrame: 'upcoming' }))).toEqual([
        fixture.soon.id,
        fixture.later.id,
      ])
      expect(ids(await list({ timeFrame: 'past' }))).toEqual([
        fixture.ended.id,
        fixture.endedLong.id,
      ])
    })

    it('describes each course in the request language: seats, fee, next session', async () => {
      const [vi, en] = [await list({}), await list({}, 'en')]
      const soon = vi.items[0]!
      expect(soon).toMatchObject({
        id: fixture.soon.id,
        title: `Lập trình robot ${tag} nâng cao`,
        slug: `lap-trinh-robot-${tag}-trainc${fixture.soon.id}`,
        detailUrl: `/lap-trinh-robot-${tag}-trainc${fixture.soon.id}`,
        topic: CourseTopic.Robot,
        topicName: 'Robot công nghiệp',
        level: CourseLevel.Advanced,
        levelName: 'Nâng cao',
        businessArea: 3,
        durationDays: 3,
        durationHours: 24,
        startsAt: day(3).startTime,
        endsAt: day(5).endTime,
        nextSession: { ...day(3), status: 'upcoming' },
        sessionCount: 3,
        venue: 'Trung tâm đào tạo Lai Châu',
        province: 'lai-chau',
        provinceName: 'Lai Châu',
        seatsTotal: 10,
        seatsTaken: 4,
        seatsLeft: 6,
        isFull: false,
        fee: 5_000_000,
        isFree: false,
        status: 'upcoming',
        isRegistrationOpen: true,
      })
      expect(vi.items[1]).toMatchObject({
        isFree: true,
        fee: null,
        seatsLeft: 0,
        isFull: true,
        isRegistrationOpen: false,
      })
      // Yesterday's session is over: the next one is tomorrow's; a running class takes no one new.
      expect(vi.items[2]).toMatchObject({
        status: 'ongoing',
        nextSession: { ...day(1), status: 'upcoming' },
        isRegistrationOpen: false,
        levelName: 'Trung cấp',
      })
      expect(vi.items[3]).toMatchObject({ status: 'past', nextSession: null })
      expect(en.items.map((item) => [item.topicName, item.levelName, item.provinceName])).toEqual(
        expect.arrayContaining([['Industrial robots', 'Advanced', 'Lai Chau']]),
      )
      expect(en.items[0]).toMatchObject({
        title: `${tag} advanced robot programming`,
        slug: `lap-trinh-robot-${tag}-en-trainc${fixture.soon.id}`,
        venue: 'Lai Chau training centre',
      })
    })

    it('narrows by topic, level, province and keyword (any accents)', async () => {
      for (const topic of ['Robot', 'robot', 50, '50'] as const) {
        const answer = await raw(transport(), { path: LIST, query: { keyword: tag, Topic: topic } })
        expect(answer.body).toMatchObject({ result: { totalCount: 5 } })
      }
      expect((await list({ topic: 'PLC' })).totalCount).toBe(0)
      expect(ids(await list({ level: 'Advanced' }))).toEqual([fixture.soon.id])
      expect(ids(await list({ level: 'Basic', timeFrame: 'upcoming' }))).toEqual([fixture.later.id])
      expect(ids(await list({ province: 'ca-mau' }))).toEqual([fixture.running.id])
      expect(ids(await list({ keyword: `LAP TRINH ROBOT ${tag} NANG CAO` }))).toEqual([
        fixture.soon.id,
      ])
      expect(ids(await list({ keyword: `${tag} robot free` }, 'en'))).toEqual([fixture.later.id])
    })

    it('pages across upcoming, running and past courses within the contract bounds', async () => {
      const second = await list({ rowsPerPage: 2, page: 2 })
      expect(ids(second)).toEqual([fixture.running.id, fixture.ended.id])
      expect(second.totalCount).toBe(5)
      const skipped = await list({ skipCount: 1, maxResultCount: 3 })
      expect(ids(skipped)).toEqual([fixture.later.id, fixture.running.id, fixture.ended.id])
      const beyond = await list({ rowsPerPage: 2, page: 9 })
      expect(beyond).toEqual({ totalCount: 5, items: [] })
      const most = await fetchTrainingCourses('vi', { rowsPerPage: 100 }, transport())
      expect(most.items.length).toBeLessThanOrEqual(100)
    })

    it('refuses malformed filters and paging beyond its bounds with 400', async () => {
      for (const [query, member] of [
        [{ rowsPerPage: 101 }, 'rowsPerPage'],
        [{ maxResultCount: 0 }, 'maxResultCount'],
        [{ page: 0 }, 'page'],
        [{ topic: 'Welding' }, 'topic'],
        [{ level: 99 }, 'level'],
        [{ province: 'atlantis' }, 'province'],
        [{ timeFrame: 'soon' }, 'timeFrame'],
        [{ keyword: 'x\u0000' }, 'keyword'],
        [{ keyword: 'x'.repeat(101) }, 'keyword'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status, JSON.stringify(query)).toBe(400)
        expect(answer.body).toMatchObject({
          error: { validationErrors: [expect.objectContaining({ members: [member] })] },
        })
      }
    })
  })

  describe('TrainingCourse/GetDetailDto', () => {
    it('answers the whole course: texts as HTML and every session in time order', async () => {
      const detail = await fetchTrainingCourse('vi', fixture.running.id, transport())
      expect(detail.objectives).toMatch(/<li>Mục tiêu của <strong>Robot/)
      expect(detail.programme).toMatch(/<ol/)
      expect(detail.sessions).toEqual([
        { ...day(-1), status: 'past' },
        { ...day(1), status: 'upcoming' },
      ])
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
      const soon = await fetchTrainingCourse('en', fixture.soon.id, transport())
      expect(soon.sessions.map((session) => session.startTime)).toEqual(
        [3, 4, 5].map((days) => day(days).startTime),
      )
      expect(soon.objectives).toMatch(/advanced robot programming/)
    })

    it('still answers a past course, saying so', async () => {
      const detail = await fetchTrainingCourse('vi', fixture.endedLong.id, transport())
      expect(detail).toMatchObject({ status: 'past', isRegistrationOpen: false, nextSession: null })
    })

    it('answers 404 for unknown and inactive courses and 400 for malformed ids', async () => {
      for (const id of [999_999, fixture.hidden.id])
        expect(await status(fetchTrainingCourse('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', '-3', '1\u0000', '99999999999'])
        expect((await raw(transport(), { path: DETAIL, query: { id } })).status).toBe(400)
    })
  })

  describe('HomeAppliance/GetDetailDto', () => {
    it('answers a home-appliance category with its page', async () => {
      const fridges = await fetchHomeAppliance('en', ProductCategory.Refigerators, transport())
      expect(fridges).toEqual({
        id: ProductCategory.Refigerators,
        category: 'Refigerators',
        name: 'Refrigerators',
        slug: `tu-lanh-ha${ProductCategory.Refigerators}`,
        detailUrl: '/tu-lanh',
      })
    })

    it('answers 404 for any other id and 400 for a malformed one', async () => {
      for (const id of [ProductCategory.HVAC, 999])
        expect(await status(fetchHomeAppliance('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', ''])
        expect((await raw(transport(), { path: HOME_APPLIANCE, query: { id } })).status).toBe(400)
    })
  })
})

describe('a course changing', () => {
  beforeEach(() => {
    expired.length = 0
  })

  it('keeps its first start and last end in step with its sessions', async () => {
    expect([fixture.soon.startsAt, fixture.soon.endsAt]).toEqual([day(3).startTime, day(5).endTime])
    const moved = await payload.update({
      collection: 'training-courses',
      id: fixture.hidden.id,
      ...quiet,
      data: { sessions: [day(8), day(7)] },
    })
    expect([moved.startsAt, moved.endsAt]).toEqual([day(7).startTime, day(8).endTime])
  })

  it('refuses more seats taken than there are', async () => {
    await expect(
      payload.update({
        collection: 'training-courses',
        id: fixture.hidden.id,
        ...quiet,
        data: { seatsTaken: 11 },
      }),
    ).rejects.toThrow()
  })

  it('expires the course and every course list in both languages when edited', async () => {
    await payload.update({
      collection: 'training-courses',
      id: fixture.soon.id,
      overrideAccess: true,
      data: { seatsTaken: 5 },
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        `training-course:vi:${fixture.soon.id}`,
        `training-course:en:${fixture.soon.id}`,
        'training-courses:vi',
        'training-courses:en',
      ]),
    )
  })

  it('is revalidated when time starts or ends one of its sessions', async () => {
    const start = new Date(fixture.soon.startsAt!)
    const minuteBefore = new Date(start.getTime() - 60_000)
    const starting = await invalidateTimedContent(payload, minuteBefore, start)
    expect(starting).toEqual(
      expect.arrayContaining([
        `training-course:vi:${fixture.soon.id}`,
        `training-course:en:${fixture.soon.id}`,
        'training-courses:vi',
        'training-courses:en',
      ]),
    )
    expect(starting).not.toContain(`training-course:vi:${fixture.later.id}`)
    const end = new Date(fixture.ended.endsAt!)
    const ending = await invalidateTimedContent(payload, new Date(end.getTime() - 60_000), end)
    expect(ending).toContain(`training-course:vi:${fixture.ended.id}`)
    const quietMinute = await invalidateTimedContent(
      payload,
      new Date(start.getTime() - 120_000),
      new Date(start.getTime() - 60_000),
    )
    expect(quietMinute).not.toContain(`training-course:vi:${fixture.soon.id}`)
  })
})

describe('the seeded courses', () => {
  it('number twelve or more in both languages: past, upcoming, full and free', async () => {
    const { docs: all } = await payload.find({
      collection: 'training-courses',
      where: { isActive: { equals: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const seeded = all.filter((doc) => !doc.slug.includes(tag))
    const listed = await fetchTrainingCourses('vi', { rowsPerPage: 50 }, inProcessTransport)
    const items = listed.items.filter((item) => seeded.some((doc) => doc.id === item.id))
    expect(items).toHaveLength(seeded.length)
    expect({
      courses: seeded.length,
      past: items.filter((item) => item.status === 'past').length,
      upcoming: items.filter((item) => item.status === 'upcoming').length,
      full: items.filter((item) => item.isFull && item.status !== 'past').length,
      free: items.filter((item) => item.isFree).length,
      topics: new Set(items.map((item) => item.topic)).size,
    }).toEqual({
      courses: expect.toSatisfy((count: number) => count >= 12),
      past: expect.toSatisfy((count: number) => count >= 2),
      upcoming: expect.toSatisfy((count: number) => count >= 4),
      full: expect.toSatisfy((count: number) => count >= 2),
      free: expect.toSatisfy((count: number) => count >= 2),
      topics: expect.toSatisfy((count: number) => count >= 6),
    })
    const english = await fetchTrainingCourses('en', { rowsPerPage: 50 }, inProcessTransport)
    const vietnameseTitles = new Map(items.map((item) => [item.id, item.title]))
    for (const item of english.items.filter((entry) => vietnameseTitles.has(entry.id)))
      expect(item.title).not.toBe(vietnameseTitles.get(item.id))
  })
})
