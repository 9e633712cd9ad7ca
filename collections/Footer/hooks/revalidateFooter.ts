import type { GlobalAfterChangeHook } from 'payload'

import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales, tags } from '@/lib/cache/tags'

export const revalidateFooter: GlobalAfterChangeHook = ({ doc, context }) => {
  revalidateTags(inAllLocales(tags.footer), context)
  return doc
}
