import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateRedirects: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.redirects), context)
  return doc
}

export const revalidateRedirectsDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.redirects), context)
  return doc
}
