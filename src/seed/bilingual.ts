import type { Locale } from '@/i18n/locales'

/** A value given in both languages; `pickLocale` resolves it. */
export type Bilingual<T> = { readonly __bilingual: true; readonly vi: T; readonly en: T }

/** `t('Liên hệ', 'Contact')`: a localised value in seed data. */
export const t = <T>(vi: T, en: T): Bilingual<T> => ({ __bilingual: true, vi, en })

const isBilingual = (value: unknown): value is Bilingual<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (value as { __bilingual?: unknown }).__bilingual === true

/** The seed tree with every bilingual value replaced by its value in `locale`. */
export function pickLocale<T>(tree: T, locale: Locale): Picked<T> {
  if (isBilingual(tree)) return tree[locale] as Picked<T>
  if (Array.isArray(tree)) return tree.map((item) => pickLocale(item, locale)) as Picked<T>
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, pickLocale(value, locale)]),
    ) as Picked<T>
  }
  return tree as Picked<T>
}

export type Picked<T> =
  T extends Bilingual<infer V>
    ? V
    : T extends readonly (infer I)[]
      ? Picked<I>[]
      : T extends object
        ? { [K in keyof T]: Picked<T[K]> }
        : T

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
