import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Locale } from '@/i18n/locales'
import { revalidateTags } from '@/lib/cache/revalidate'
import { inAllLocales } from '@/lib/cache/tags'

/**
 * Hooks for a backend entity read by id and listed: a change or deletion refreshes its own tag
 * and every list's, in both languages.
 */
export function revalidateEntity(
  one: (locale: Locale, id: string) => string,
  all: (locale: Locale) => string,
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  const tagsOf = (id: number | string) => [...inAllLocales(one, String(id)), ...inAllLocales(all)]
  return {
    afterChange: ({ doc, context }) => {
      revalidateTags(tagsOf(doc.id as number), context)
      return doc
    },
    afterDelete: ({ doc, context }) => {
      revalidateTags(tagsOf(doc.id as number), context)
      return doc
    },
  }
}
