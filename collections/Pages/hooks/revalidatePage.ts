import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'
import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

type PageLike = { id?: number | string; slug?: unknown; _status?: string | null }

/** Slugs of a page in every language, plus the ones it had before this change. */
async function slugTags(req: PayloadRequest, docs: PageLike[]): Promise<string[]> {
  const found: string[] = []
  const id = docs.find((doc) => doc.id !== undefined)?.id
  if (id !== undefined) {
    const all = await req.payload
      .findByID({
        collection: 'pages',
        id,
        locale: 'all',
        select: { slug: true },
        depth: 0,
        req,
        disableErrors: true,
      })
      .catch(() => null)
    const slugs: unknown = all?.slug
    if (slugs && typeof slugs === 'object') {
      for (const locale of locales) {
        const slug = (slugs as Record<string, unknown>)[locale]
        if (typeof slug === 'string') found.push(...inAllLocales(tags.page, slug))
      }
    }
  }
  for (const doc of docs) {
    if (typeof doc.slug === 'string') found.push(...inAllLocales(tags.page, doc.slug))
  }
  return found
}

const touchesPublic = (doc?: PageLike | null): boolean => doc?._status === 'published'

export const revalidatePage: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  if (context.disableRevalidate) return doc
  if (!touchesPublic(doc) && !touchesPublic(previousDoc)) return doc
  revalidateTags(
    [...(await slugTags(req, [doc, previousDoc])), ...inAllLocales(tags.pages)],
    context,
  )
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(
    [...(await slugTags(req, [{ slug: doc.slug }])), ...inAllLocales(tags.pages)],
    context,
  )
  return doc
}
