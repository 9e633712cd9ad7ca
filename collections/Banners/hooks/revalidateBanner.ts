import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

type BannerLike = { bannerType?: string | null }

const bannerTags = (...docs: (BannerLike | undefined)[]): string[] =>
  docs.flatMap((doc) => (doc?.bannerType ? inAllLocales(tags.banners, doc.bannerType) : []))

export const revalidateBanner: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  revalidateTags(bannerTags(doc, previousDoc), context)
  return doc
}

export const revalidateBannerDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(bannerTags(doc), context)
  return doc
}
