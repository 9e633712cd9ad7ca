import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateCurrencies: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.currencies), context)
  return doc
}

export const revalidateCurrenciesDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.currencies), context)
  return doc
}
