import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateTopic: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(
    [...inAllLocales(tags.topic, String(doc.id)), ...inAllLocales(tags.topics)],
    context,
  )
  return doc
}

export const revalidateTopicDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(
    [...inAllLocales(tags.topic, String(doc.id)), ...inAllLocales(tags.topics)],
    context,
  )
  return doc
}
