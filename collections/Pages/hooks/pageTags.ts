import type { PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'
import { inAllLocales, tags } from '@/lib/cache/tags'

type PageLike = { id?: number | string; slug?: unknown; _status?: unknown }

const isPublished = (doc?: PageLike): boolean => doc?._status === 'published'

/**
 * The tags a page change touches: the page under every slug it has (in every language, read
 * back from the database) and had before, plus the page lists. Drafts that never were public
 * touch nothing.
 */
export async function pageTags({
  doc,
  previousDoc,
  req,
}: {
  doc: PageLike
  previousDoc?: PageLike | undefined
  req: PayloadRequest
}): Promise<string[]> {
  if (!isPublished(doc) && !isPublished(previousDoc) && previousDoc !== undefined) return []
  const slugs = new Set<string>()
  for (const one of [doc, previousDoc]) if (typeof one?.slug === 'string') slugs.add(one.slug)
  if (doc.id !== undefined) {
    const all = await req.payload
      .findByID({
        collection: 'pages',
        id: doc.id,
        locale: 'all',
        select: { slug: true },
        depth: 0,
        req,
        disableErrors: true,
      })
      .catch(() => null)
    const bySlug: unknown = all?.slug
    if (bySlug && typeof bySlug === 'object') {
      for (const locale of locales) {
        const slug = (bySlug as Record<string, unknown>)[locale]
        if (typeof slug === 'string') slugs.add(slug)
      }
    }
  }
  return [
    ...[...slugs].flatMap((slug) => inAllLocales(tags.page, slug)),
    ...inAllLocales(tags.pages),
  ]
}
