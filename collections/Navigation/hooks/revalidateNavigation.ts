import type { GlobalAfterChangeHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateNavigation: GlobalAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.navigation), context)
  return doc
}
