import type { Payload, Where } from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'

import { withRowIds } from './bilingual'

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
