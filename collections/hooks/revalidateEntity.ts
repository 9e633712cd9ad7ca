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
  /** Anything else the entity's reads remember (the backend's product lists). */
  forget?: () => void,
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  const tagsOf = (id: number | string) => [...inAllLocales(one, String(id)), ...inAllLocales(all)]
  const expire = ({ doc, context }: { doc: { id: number | string }; context: object }) => {
    forget?.()
    revalidateTags(tagsOf(doc.id), context)
    return doc
  }
  return { afterChange: expire, afterDelete: expire }
}
