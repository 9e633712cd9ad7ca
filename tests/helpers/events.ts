import type { Payload } from 'payload'

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
  const { vi, en, status = 'published', loud = false, categoryType = 'Event' } = input
  const toLexical = await markdownConverter(payload.config)
  const [category, cover] = await Promise.all([
    firstId(payload, 'post-categories', categoryType),
    firstId(payload, 'media'),
  ])
  const draft = status === 'draft'
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
      _status: status,
      event: input.event,
    } as never,
  })
  if (en) {
    await payload.update({
      collection: 'posts',
      id: doc.id,
      ...quiet,
      locale: 'en',
      draft,
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
