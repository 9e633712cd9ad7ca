/**
 * Text as a search box compares it: lower case, without Vietnamese diacritics (đ → d), white
 * space collapsed. Visitors often type without accents ("dieu hoa" for "điều hòa").
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** The words of a query, folded; none for an empty query. */
export const queryWords = (query: string): string[] => foldText(query).split(' ').filter(Boolean)

/** Whether every word of `query` occurs in `text`, ignoring case and accents. */
export function matchesQuery(text: string, query: string): boolean {
  const words = queryWords(query)
  if (words.length === 0) return true
  const folded = foldText(text)
  return words.every((word) => folded.includes(word))
}
