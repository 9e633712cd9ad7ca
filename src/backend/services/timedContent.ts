import type { Payload, Where } from 'payload'

import { getEnv } from '@/env'
import { jobsLeadership } from '@/lib/db/jobsLeadership'
import { invalidate } from '@/lib/cache/invalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'
import { processWide } from '@/lib/processWide'
import { onShutdown } from '@/server/lifecycle'

import { backendPayload } from '../payload'
import { careerExpiry } from './careers'
import { announceNewEvents } from './eventAnnouncements'
import { expireOverdueOrders } from './eventOrders'
import { trainingCoursesChangingIn } from './trainingCourses'

const DAY_MS = 24 * 60 * 60 * 1000

/** The instants at which a published post's answers change: it appears, its event moves on. */
const POST_INSTANTS = [
  'event.startTime',
  'event.endTime',
  'event.registrationOpensAt',
  'event.registrationClosesAt',
] as const

const within = (field: string, since: Date, now: Date): Where => ({
  and: [
    { [field]: { greater_than: since.toISOString() } },
    { [field]: { less_than_equal: now.toISOString() } },
  ],
})

/** Published posts that appear, or whose visible event starts, ends or opens or closes registration, in (since, now]. */
async function postsChangingIn(payload: Payload, since: Date, now: Date): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    overrideAccess: true,
    draft: false,
    where: {
      and: [
        { _status: { equals: 'published' } },
        {
          or: [
            within('publishedAt', since, now),
            {
              and: [
                { publishedAt: { less_than_equal: now.toISOString() } },
                { or: POST_INSTANTS.map((field) => within(field, since, now)) },
              ],
            },
          ],
        },
      ],
    },
    pagination: false,
    depth: 0,
    select: { publishedAt: true },
  })
  return docs.map((doc) => doc.id)
}

/** Active openings whose deadline day ended in (since, now]. */
async function careersExpiringIn(payload: Payload, since: Date, now: Date): Promise<number[]> {
  // A deadline's day ends within a day of the deadline instant: read a little more, then check.
  const { docs } = await payload.find({
    collection: 'careers',
    overrideAccess: true,
    where: {
      and: [
        { isActive: { equals: true } },
        { deadline: { greater_than: new Date(since.getTime() - 2 * DAY_MS).toISOString() } },
        { deadline: { less_than_equal: now.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { deadline: true },
  })
  return docs
    .filter((doc) => {
      const expiry = careerExpiry(doc.deadline).getTime()
      return expiry > since.getTime() && expiry <= now.getTime()
    })
    .map((doc) => doc.id)
}

/**
 * Cached answers that time alone changes: a scheduled post appearing, an event starting or
 * ending or its registration opening or closing, an opening's deadline passing, a course's
 * session starting or ending. Invalidates the tags of every post, opening and course with such an
 * instant in (since, now], and returns them.
 */
export async function invalidateTimedContent(
  payload: Payload,
  since: Date,
  now: Date,
): Promise<string[]> {
  const [posts, careers, courses] = await Promise.all([
    postsChangingIn(payload, since, now),
    careersExpiringIn(payload, since, now),
    trainingCoursesChangingIn(payload, since, now),
  ])
  const changed = [
    ...posts.flatMap((id) => inAllLocales(tags.post, String(id))),
    ...(posts.length > 0
      ? [...inAllLocales(tags.posts), ...inAllLocales(tags.postCategories)]
      : []),
    ...careers.flatMap((id) => inAllLocales(tags.career, String(id))),
    ...(careers.length > 0 ? inAllLocales(tags.careers) : []),
    ...courses.flatMap((id) => inAllLocales(tags.trainingCourse, String(id))),
    ...(courses.length > 0 ? inAllLocales(tags.trainingCourses) : []),
  ]
  await invalidate(changed, { payload })
  return changed
}

/** Every tag time may have changed while this instance was not running. */
export const TIMED_TAGS = [
  ...inAllLocales(tags.posts),
  ...inAllLocales(tags.postCategories),
  ...inAllLocales(tags.careers),
  ...inAllLocales(tags.trainingCourses),
]

/**
 * Runs `invalidateTimedContent` every minute on the jobs leader, over the minute just past. The
 * data cache outlives restarts, and nobody watched the clock while this instance was down, so
 * posts and openings are invalidated once at start (on every instance, jobs or not).
 */
export async function startTimedContentClock(everyMs = 60_000): Promise<void> {
  const payload = await backendPayload()
  await invalidate(TIMED_TAGS, { payload })
  if (getEnv().PAYLOAD_JOBS !== 'on') return
  processWide('sora.timedContentClock', () => {
    let since = new Date()
    let leading = false
    let timer: NodeJS.Timeout | undefined
    let stopped = false
    const tick = async () => {
      const now = new Date()
      try {
        const leader = await jobsLeadership().isLeader()
        // Taking over from a leader that stopped: cover the minutes it may have missed too.
        const from = leader && !leading ? new Date(since.getTime() - 2 * everyMs) : since
        if (leader) await invalidateTimedContent(payload, from, now)
        // Events whose publish date came (or that no save announced): mailed to subscribers.
        if (leader) await announceNewEvents(payload, now)
        // Paid seminars' orders not paid in time: their seats go back (to the waiting list).
        if (leader) await expireOverdueOrders(payload, now)
        leading = leader
        since = now
      } catch (error) {
        // The window stays open: the next tick covers this minute too.
        payload.logger.warn(`Timed invalidation failed: ${String(error)}`)
      }
      if (!stopped) timer = setTimeout(() => void tick(), everyMs).unref()
    }
    timer = setTimeout(() => void tick(), everyMs).unref()
    onShutdown(() => {
      stopped = true
      clearTimeout(timer)
    })
    return true
  })
}
