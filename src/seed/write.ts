import type { Payload, Where } from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/** Seeds write without revalidating (nothing is cached yet) and as the system. */
export const write = {
  overrideAccess: true,
  context: { disableRevalidate: true },
  depth: 0,
} as const

export const otherLocales = locales.filter((locale) => locale !== defaultLocale)

export type SeedCollection =
  | 'pages'
  | 'banners'
  | 'settings'
  | 'topics'
  | 'currencies'
  | 'products'
  | 'product-filters'
  | 'product-benefits'
  | 'post-categories'
  | 'posts'
  | 'careers'
  | 'dealers'
  | 'training-courses'
  | 'documents'
  | 'projects'
export type SeedData = Record<string, unknown>

/**
 * Creates a document in Vietnamese, then adds the other languages (keeping array and block rows),
 * unless a document matching `where` already exists. Returns whether it created one.
 */
export async function createBilingual(
  payload: Payload,
  collection: SeedCollection,
  where: Where,
  data: (locale: Locale) => SeedData,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection,
    where,
    locale: defaultLocale,
    overrideAccess: true,
  })
  if (totalDocs > 0) return false
  try {
    // Seed data are checked by Payload's own validation on write.
    const doc = await payload.create({
      collection,
      ...write,
      locale: defaultLocale,
      data: data(defaultLocale) as never,
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection,
        id: doc.id,
        ...write,
        locale,
        data: withRowIds(data(locale), doc) as never,
      })
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new Error(`Seeding ${collection} ${JSON.stringify(where)} failed: ${detail}`, {
      cause: error,
    })
  }
  return true
}

export const countCreated = async (results: Promise<boolean>[]) =>
  (await Promise.all(results)).filter(Boolean).length

/** Sequentially, so documents get stable ids in seed order. */
export async function createAll<T>(
  seeds: readonly T[],
  create: (seed: T) => Promise<boolean>,
): Promise<number> {
  let created = 0
  for (const seed of seeds) if (await create(seed)) created += 1
  return created
}

/**
 * Copies array/block row ids from a stored document into data for another locale, so updating
 * the English texts keeps the rows (and their Vietnamese texts) instead of replacing them.
 */
export function withRowIds<T>(data: T, stored: unknown): T {
  if (Array.isArray(data)) {
    const rows = Array.isArray(stored) ? stored : []
    return data.map((item, index) => {
      const row: unknown = rows[index]
      const merged = withRowIds(item, row)
      if (
        typeof merged === 'object' &&
        merged !== null &&
        typeof row === 'object' &&
        row !== null &&
        'id' in row
      ) {
        return { ...merged, id: (row as { id: unknown }).id }
      }
      return merged
    }) as T
  }
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof stored === 'object' &&
    stored !== null &&
    !('root' in data)
  ) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        withRowIds(value, (stored as Record<string, unknown>)[key]),
      ]),
    ) as T
  }
  return data
}
