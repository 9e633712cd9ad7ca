import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { addDays, vietnamDay, vietnamTime } from '@/domain/vietnamTime'
import type { Locale } from '@/i18n/locales'
import { drizzleOf } from '@/lib/db/drizzle'

import type { Localised, SeedContent } from './load'
import type { RichText } from './richText'
import type { CareerSeed, PostSeed } from './schema'
import { createAll, createBilingual, write, type SeedCollection } from './write'

type MediaId = (key: string) => number
type ToLexical = (markdown: string) => RichText

const DAY_MS = 24 * 60 * 60 * 1000
/** Events are announced this long before they start. */
const EVENT_NOTICE_DAYS = 30

/** The id of the one document matching `where` (just created, or there before). */
export async function idOf(
  payload: Payload,
  collection: SeedCollection,
  where: Where,
): Promise<number> {
  const { docs } = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  const id = docs[0]?.id
  if (typeof id !== 'number')
    throw new Error(`Seeded ${collection} ${JSON.stringify(where)} not found`)
  return id
}

/** Categories by key, parents before their children. */
export async function seedPostCategories(
  payload: Payload,
  content: SeedContent,
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>()
  let created = 0
  let pending = content.postCategories
  while (pending.length > 0) {
    const ready = pending.filter(({ vi }) => vi.parent === undefined || ids.has(vi.parent))
    if (ready.length === 0)
      throw new Error(
        `Post categories with an unknown or circular parent: ${pending.map(({ key }) => key).join(', ')}`,
      )
    for (const category of ready) {
      const where: Where = {
        and: [
          { slug: { equals: category.vi.slug } },
          { categoryType: { equals: category.vi.categoryType } },
        ],
      }
      const made = await createBilingual(payload, 'post-categories', where, (locale) => ({
        name: category[locale].name,
        slug: category[locale].slug,
        description: category[locale].description ?? null,
        categoryType: category.vi.categoryType,
        businessArea: category.vi.businessArea ?? null,
        parent: category.vi.parent === undefined ? null : ids.get(category.vi.parent),
        displayOrder: category.vi.displayOrder,
        isActive: true,
      }))
      if (made) created += 1
      ids.set(category.vi.key, await idOf(payload, 'post-categories', where))
    }
    pending = pending.filter((category) => !ready.includes(category))
  }
  return { ids, created }
}

/** An event's instants from its schedule relative to the seeding day (Asia/Ho_Chi_Minh). */
function eventData(event: NonNullable<PostSeed['event']>, today: string) {
  const startDay = addDays(today, event.startsInDays)
  const start = vietnamTime(startDay, event.startTime)
  const before = (days: number) => new Date(start.getTime() - days * DAY_MS).toISOString()
  return {
    startTime: start.toISOString(),
    endTime: vietnamTime(addDays(startDay, (event.days ?? 1) - 1), event.endTime).toISOString(),
    province: event.province ?? null,
    onlineUrl: event.onlineUrl ?? null,
    capacity: event.capacity ?? null,
    price: event.price ?? null,
    registrationOpensAt: before(event.registrationOpensDaysBefore),
    registrationClosesAt:
      event.registrationClosesDaysBefore === undefined
        ? null
        : before(event.registrationClosesDaysBefore),
  }
}

/**
 * When a post shows: its date at 08:00 in Vietnam; an event a month before it starts, but no
 * later than the seeding itself (so events far ahead are listed already).
 */
function publishedAtOf(post: PostSeed, now: Date, today: string): string {
  if (post.publishedAt) return vietnamTime(post.publishedAt, '08:00').toISOString()
  if (post.event) {
    const start = vietnamTime(addDays(today, post.event.startsInDays), post.event.startTime)
    const announced = start.getTime() - EVENT_NOTICE_DAYS * DAY_MS
    return new Date(Math.min(announced, now.getTime())).toISOString()
  }
  return now.toISOString()
}

const lookup = (ids: Map<string, number>, what: string, owner: string) => (key: string) => {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`Post "${owner}" names unknown ${what} "${key}"`)
  return id
}

async function productIds(payload: Payload, posts: Localised<PostSeed>[]) {
  const { docs } = await payload.find({
    collection: 'products',
    overrideAccess: true,
    where: { modelCode: { in: posts.flatMap((post) => post.vi.relatedProducts ?? []) } },
    pagination: false,
    depth: 0,
    select: { modelCode: true },
  })
  return new Map(docs.map((doc) => [doc.modelCode, doc.id]))
}

/**
 * Posts after the catalogue (they name products by model code) and the categories. Related posts
 * name each other, so they are linked in a second pass, on the posts created in this run only.
 */
export async function seedPosts(
  payload: Payload,
  content: SeedContent,
  categories: Map<string, number>,
  mediaId: MediaId,
  toLexical: ToLexical,
  now = new Date(),
): Promise<number> {
  const today = vietnamDay(now)
  const products = await productIds(payload, content.posts)
  const ids = new Map<string, number>()
  const created: Localised<PostSeed>[] = []
  for (const post of content.posts) {
    const { vi } = post
    const where: Where = { slug: { equals: vi.slug } }
    const data = (locale: Locale) => {
      const doc = post[locale]
      return {
        title: doc.title,
        slug: doc.slug,
        summary: doc.summary,
        body: toLexical(doc.body),
        cover: mediaId(vi.cover),
        gallery: (vi.gallery ?? []).map(mediaId),
        videoUrl: vi.videoUrl ?? null,
        event: vi.event
          ? {
              ...eventData(vi.event, today),
              venue: doc.event?.venue ?? null,
              questions: (doc.event?.questions ?? []).map((item) => ({
                question: item.question,
                required: item.required ?? false,
              })),
            }
          : {},
        seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
        categories: vi.categories.map(lookup(categories, 'category', vi.key)),
        businessArea: vi.businessArea ?? null,
        publishedAt: publishedAtOf(vi, now, today),
        author: vi.author ?? null,
        tags: doc.tags ?? [],
        relatedProducts: (vi.relatedProducts ?? []).map(lookup(products, 'product', vi.key)),
        _status: 'published' as const,
      }
    }
    if (await createBilingual(payload, 'posts', where, data)) created.push(post)
    ids.set(vi.key, await idOf(payload, 'posts', where))
  }
  for (const post of created) {
    const related = post.vi.relatedPosts ?? []
    if (related.length === 0) continue
    await payload.update({
      collection: 'posts',
      id: ids.get(post.vi.key)!,
      ...write,
      data: {
        relatedPosts: related.map(lookup(ids, 'related post', post.vi.key)),
        _status: 'published',
      },
    })
  }
  return created.length
}

/** Openings; deadlines and publish dates are relative to the seeding day. */
export function seedCareers(
  payload: Payload,
  content: SeedContent,
  toLexical: ToLexical,
  now = new Date(),
): Promise<number> {
  const today = vietnamDay(now)
  const data = (career: Localised<CareerSeed>) => (locale: Locale) => {
    const doc = career[locale]
    return {
      title: doc.title,
      slug: doc.slug,
      summary: doc.summary,
      department: doc.department,
      description: toLexical(doc.description),
      requirements: toLexical(doc.requirements),
      benefits: toLexical(doc.benefits),
      salaryMin: career.vi.salaryMin ?? null,
      salaryMax: career.vi.salaryMax ?? null,
      businessArea: career.vi.businessArea ?? null,
      province: career.vi.province,
      employmentType: career.vi.employmentType,
      level: career.vi.level,
      openings: career.vi.openings,
      // A day: stored at noon in Vietnam, the same date in any time zone the admin is used from.
      deadline: vietnamTime(addDays(today, career.vi.deadlineInDays), '12:00').toISOString(),
      publishedAt: vietnamTime(addDays(today, -career.vi.publishedDaysAgo), '08:00').toISOString(),
      isActive: true,
    }
  }
  return createAll(content.careers, (career) =>
    createBilingual(payload, 'careers', { slug: { equals: career.vi.slug } }, data(career)),
  )
}

/**
 * Marks every event there is as announced, to nobody: the seeded events are the site's history,
 * not news to mail to whoever subscribes later (see `announceNewEvents`).
 */
async function markEventsAnnounced(payload: Payload): Promise<void> {
  await drizzleOf(payload).execute(sql`
    INSERT INTO event_announcements (event_id, recipients)
    SELECT id, 0 FROM posts WHERE category_type = 'Event'
    ON CONFLICT (event_id) DO NOTHING`)
}

/** Post categories, posts (after the catalogue) and job openings; how many of each were created. */
export async function seedPostContent(
  payload: Payload,
  content: SeedContent,
  mediaId: MediaId,
  toLexical: ToLexical,
) {
  const categories = await seedPostCategories(payload, content)
  const posts = await seedPosts(payload, content, categories.ids, mediaId, toLexical)
  await markEventsAnnounced(payload)
  return {
    postCategories: categories.created,
    posts,
    careers: await seedCareers(payload, content, toLexical),
  }
}
