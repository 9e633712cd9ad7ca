import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { productListReads } from '@/backend/services/products'
import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

/**
 * A product picture changed (products have their own hooks): the backend's remembered lists go,
 * and so do the renderer's cached lists, in both languages.
 */
export const forgetProductLists: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
  context,
}) => {
  productListReads.clear()
  revalidateTags(inAllLocales(tags.products), context)
  return doc
}
