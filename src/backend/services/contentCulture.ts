import type { Payload, Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { hasValue } from '@/lib/translations/gaps'

/**
 * Collections whose entities have pages of their own, and the localised field whose own value in
 * a language says the entity is translated into it (its name or title is always written first).
 */
const TITLE_FIELD = {
  products: 'name',
  'product-benefits': 'title',
  posts: 'title',
  'post-categories': 'name',
  careers: 'title',
  'training-courses': 'title',
  projects: 'name',
  topics: 'title',
} as const

export type TranslatableCollection = keyof typeof TITLE_FIELD

/**
 * `items` (DTOs of `collection` read in `culture`) with their `contentCulture`: `culture` where
 * the entity has its own title in it, Vietnamese where that title fell back. One query for the
 * whole list, none in Vietnamese.
 */
export async function withContentCulture<T extends { id: number }>(
  payload: Payload,
  collection: TranslatableCollection,
  culture: Locale,
  items: readonly T[],
  options: { draft?: boolean } = {},
): Promise<(T & { contentCulture: Locale })[]> {
  if (culture === defaultLocale || items.length === 0)
    return items.map((item) => ({ ...item, contentCulture: culture }))
  const field = TITLE_FIELD[collection]
  const ids = [...new Set(items.map((item) => item.id))]
  const where: Where = { id: { in: ids } }
  const { docs } = await payload.find({
    collection,
    where,
    locale: culture,
    fallbackLocale: false,
    overrideAccess: true,
    draft: options.draft ?? false,
    select: { [field]: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
  })
  const own = new Set(
    docs.flatMap((doc) =>
      hasValue((doc as unknown as Record<string, unknown>)[field]) ? [doc.id] : [],
    ),
  )
  return items.map((item) => ({
    ...item,
    contentCulture: own.has(item.id) ? culture : defaultLocale,
  }))
}

/** One entity's DTO with its `contentCulture` (see `withContentCulture`). */
export async function oneWithContentCulture<T extends { id: number }>(
  payload: Payload,
  collection: TranslatableCollection,
  culture: Locale,
  item: T,
  options: { draft?: boolean } = {},
): Promise<T & { contentCulture: Locale }> {
  const [found] = await withContentCulture(payload, collection, culture, [item], options)
  return found!
}
