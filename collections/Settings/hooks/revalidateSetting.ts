import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateSetting: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.settings), context)
  return doc
}

export const revalidateSettingDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.settings), context)
  return doc
}
