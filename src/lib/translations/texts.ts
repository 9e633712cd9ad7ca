import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/** An interface text as translators edit it: one row, one value per language. */
export type TextRow = { id: string; name: string; key: string; values: Record<Locale, string> }

/** Letters only Vietnamese writes (breve, circumflex, horn, đ, and the tone marks on vowels). */
const VIETNAMESE_LETTERS =
  /[ăâđêôơưĂÂĐÊÔƠƯàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i

/**
 * The languages a text still lacks: empty there, or, outside Vietnamese, the Vietnamese text
 * itself (the key was registered with the Vietnamese default where no translation existed).
 */
export function missingLanguages(values: Record<Locale, string>): Locale[] {
  const source = values[defaultLocale].trim()
  return locales.filter((locale) => {
    const value = values[locale].trim()
    if (!value) return true
    return locale !== defaultLocale && value === source && VIETNAMESE_LETTERS.test(value)
  })
}

/** Rows whose key, place of use or text (any language) contains `query`, ignoring case. */
export function filterRows(
  rows: readonly TextRow[],
  query: string,
  onlyMissing: boolean,
  keep: ReadonlySet<string> = new Set(),
): TextRow[] {
  const needle = query.trim().toLowerCase()
  return rows.filter((row) => {
    if (onlyMissing && !keep.has(row.id) && missingLanguages(row.values).length === 0) return false
    if (!needle) return true
    return [row.name, row.key, ...locales.map((locale) => row.values[locale])].some((text) =>
      text.toLowerCase().includes(needle),
    )
  })
}
