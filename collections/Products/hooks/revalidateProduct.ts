import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

const productTags = (id: number | string): string[] => [
  ...inAllLocales(tags.product, String(id)),
  ...inAllLocales(tags.products),
]

/** A product change refreshes its detail page and every list, in both languages. */
export const revalidateProduct: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(productTags(doc.id as number), context)
  return doc
}

export const revalidateProductDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(productTags(doc.id as number), context)
  return doc
}
