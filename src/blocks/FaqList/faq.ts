import { htmlToText } from '@/lib/html/text'

/** A question with its answer (HTML from the backend). */
export type FaqEntry = {
  id: number
  question: string
  answerHtml: string
  categoryId: number | null
  categoryName: string | null
}

/** A group of questions under its heading. */
export type FaqGroup = { key: string; name: string; entries: FaqEntry[] }

/**
 * Questions grouped by their category, groups in the categories' display order (as listed),
 * each group's questions in the order given; empty groups are left out. Questions of a category
 * not listed follow, grouped by their category's name (or under `otherName`).
 */
export function groupFaqs(
  categories: { id: number; name: string }[],
  entries: FaqEntry[],
  otherName: string,
): FaqGroup[] {
  const listed = categories.map((category) => ({
    key: `c${category.id}`,
    name: category.name,
    entries: entries.filter((entry) => entry.categoryId === category.id),
  }))
  const known = new Set(categories.map((category) => category.id))
  const rest = new Map<string, FaqGroup>()
  for (const entry of entries) {
    if (entry.categoryId !== null && known.has(entry.categoryId)) continue
    const name = entry.categoryName || otherName
    const group = rest.get(name) ?? { key: `n${rest.size}`, name, entries: [] }
    group.entries.push(entry)
    rest.set(name, group)
  }
  return [...listed, ...rest.values()].filter((group) => group.entries.length > 0)
}

/** `FAQPage` structured data: every question with its answer's text. */
export const faqPageJsonLd = (entries: Pick<FaqEntry, 'question' | 'answerHtml'>[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: htmlToText(entry.answerHtml) },
  })),
})
