import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateTexts: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.texts), context)
  return doc
}

export const revalidateTextsDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.texts), context)
  return doc
}
