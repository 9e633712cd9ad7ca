import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

/** A changed or removed file (or alt text) shows on every page and banner that uses it. */
export const revalidateMedia: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.media), context)
  return doc
}

export const revalidateMediaDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.media), context)
  return doc
}
