import type { Locale } from '@/i18n/locales'

const collators = new Map<Locale, Intl.Collator>()

/**
 * Compares names as readers of `locale` expect: in Vietnamese, Đ after D and accented letters
 * beside their base letter (`Ấn Độ` before `Bắc Ninh`), numbers by value. The same order as
 * PostgreSQL's `vi-VN-x-icu` collation, so lists sorted in the browser match the backend's.
 */
export function compareNames(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true })
    collators.set(locale, collator)
  }
  return collator.compare
}

/** A copy of `items` in name order for `locale`. */
export const sortByName = <T>(
  items: readonly T[],
  locale: Locale,
  name: (item: T) => string,
): T[] => {
  const compare = compareNames(locale)
  return [...items].sort((a, b) => compare(name(a), name(b)))
}
