import { defaultLocale, locales, type Locale } from './locales'
import en from './messages/en.json'
import vi from './messages/vi.json'
import { flattenMessages, textHashKey, unflattenMessages, type Messages } from './textKeys'

/** The interface texts kept in the repository: the defaults the backend's texts are merged over. */
export const defaultMessages: Record<Locale, Messages> = { vi, en }

export type CatalogueEntry = { path: string; key: string; values: Record<Locale, string> }

let catalogue: CatalogueEntry[] | undefined

/** Every interface text with its backend hash key and its default in each language. */
export function textCatalogue(): CatalogueEntry[] {
  if (catalogue) return catalogue
  const flat = Object.fromEntries(
    locales.map((locale) => [locale, flattenMessages(defaultMessages[locale])]),
  ) as Record<Locale, Record<string, string>>
  catalogue = Object.entries(flat[defaultLocale]).map(([path, source]) => ({
    path,
    key: textHashKey(path, source),
    values: Object.fromEntries(
      locales.map((locale) => [locale, flat[locale][path] ?? source]),
    ) as Record<Locale, string>,
  }))
  return catalogue
}

/** The messages of a language: the backend's value for each key where it has one, else the default. */
export function mergeTexts(locale: Locale, values: Record<string, string>): Messages {
  const merged: Record<string, string> = {}
  for (const entry of textCatalogue())
    merged[entry.path] = values[entry.key] || entry.values[locale]
  return unflattenMessages(merged)
}
