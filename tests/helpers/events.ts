import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '@/lib/db/drizzle'
import { markdownConverter } from '@/seed/richText'

/**
 * Event posts for the integration tests: a post of the first Event (or News) category, with the
 * first seeded image as its cover, in Vietnamese and optionally English.
 */

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/** An instant `offset` milliseconds from now, as the API takes it. */
export const at = (offset: number) => new Date(Date.now() + offset).toISOString()

/** Writes that skip the cache revalidation hooks: nothing is rendered in these tests. */
export const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

type Copy = { title: string; slug: string; summary: string; body?: string }

export type EventPostInput = {
  vi: Copy
  en?: Copy
  /** The post's `event` group. */
  event: Record<string, unknown>
  publishedAt?: string
  status?: 'published' | 'draft'
  /** Publish as the admin does: every hook runs (announcements, revalidation). */
  loud?: boolean
  /**
   * Leave it to be announced to the subscribers (the announcement tests). Otherwise the post is
   * marked announced before it is published, so files running at the same time never see it.
   */
  announce?: boolean
  categoryType?: 'Event' | 'News'
}

async function firstId(payload: Payload, collection: 'post-categories' | 'media', type?: string) {
  const { docs } = await payload.find({
    collection,
    ...(type ? { where: { categoryType: { equals: type } } } : {}),
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]!.id
}

/** Creates the post and answers its id. */
export async function createEventPost(payload: Payload, input: EventPostInput): Promise<number> {
  const {
    vi,
    en,
    status = 'published',
    loud = false,
    announce = false,
    categoryType = 'Event',
  } = input
  const toLexical = await markdownConverter(payload.config)
  const [category, cover] = await Promise.all([
    firstId(payload, 'post-categories', categoryType),
    firstId(payload, 'media'),
  ])
  // A post not to announce is written as a draft, claimed as announced, then published.
  const publishLater = !announce && status === 'published'
  const draft = status === 'draft' || publishLater
  const doc = await payload.create({
    collection: 'posts',
    ...(loud ? { overrideAccess: true } : quiet),
    locale: 'vi',
    draft,
    data: {
      title: vi.title,
      slug: vi.slug,
      summary: vi.summary,
      body: toLexical(vi.body ?? 'Nội dung sự kiện.'),
      cover,
      categories: [category],
      publishedAt: input.publishedAt ?? at(-DAY),
      _status: draft ? 'draft' : status,
      event: input.event,
    } as never,
  })
  if (publishLater) {
    await drizzleOf(payload).execute(
      sql`INSERT INTO event_announcements (event_id, recipients) VALUES (${doc.id}, 0)`,
    )
    await payload.update({
      collection: 'posts',
      id: doc.id,
      ...(loud ? { overrideAccess: true } : quiet),
      locale: 'vi',
      data: { _status: 'published' } as never,
    })
  }
  if (en) {
    await payload.update({
      collection: 'posts',
      id: doc.id,
      ...quiet,
      locale: 'en',
      draft: status === 'draft',
      data: {
        title: en.title,
        slug: en.slug,
        summary: en.summary,
        body: toLexical(en.body ?? 'About the event.'),
        _status: status,
      } as never,
    })
  }
  return doc.id
}
