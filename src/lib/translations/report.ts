import 'server-only'

import type { Block, Field, PayloadRequest, SanitizedPermissions } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'

import { localizedLeaves, translationGaps, type TranslationGaps } from './gaps'

/** A document with texts filled in one language and empty in another. */
export type GapDocument = { id: string; title: string; gaps: TranslationGaps }

/** One collection or global of the report, with its documents that lack a translation. */
export type GapSection = {
  kind: 'collection' | 'global'
  slug: string
  label: string
  /** Documents looked at (the newest `DOCUMENT_LIMIT` at most). */
  checked: number
  documents: GapDocument[]
}

/** The newest documents looked at per collection: a report, not an export. */
export const DOCUMENT_LIMIT = 1000

type Label = unknown

/** A config label (`{ vi, en }`, a string, or Payload's function) in the admin's language. */
export function labelIn(label: Label, language: string, fallback: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage[language] ?? byLanguage[defaultLocale] ?? Object.values(byLanguage)[0]
    if (typeof text === 'string') return text
  }
  return fallback
}

/** Whether any field, however deep (groups, tabs, arrays, blocks), is localised. */
export function hasLocalizedField(
  fields: readonly Field[],
  resolveBlock: (slug: string) => Block | undefined,
  seen = new Set<string>(),
): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if ('fields' in field && Array.isArray(field.fields))
      return hasLocalizedField(field.fields, resolveBlock, seen)
    if (field.type === 'tabs')
      return field.tabs.some(
        (tab) =>
          ('localized' in tab && tab.localized) ||
          hasLocalizedField(tab.fields, resolveBlock, seen),
      )
    if (field.type === 'blocks') {
      const blocks = [
        ...field.blocks,
        ...(field.blockReferences ?? []).map((ref) =>
          typeof ref === 'string' ? resolveBlock(ref) : ref,
        ),
      ]
      return blocks.some((block) => {
        if (!block || seen.has(block.slug)) return false
        seen.add(block.slug)
        return hasLocalizedField(block.fields, resolveBlock, seen)
      })
    }
    return false
  })
}

const titleOf = (data: Record<string, unknown>, useAsTitle: string | undefined, id: string) => {
  const value = useAsTitle ? data[useAsTitle] : undefined
  if (typeof value === 'string' && value.trim()) return value
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    for (const locale of [defaultLocale, ...locales]) {
      const text = byLocale[locale]
      if (typeof text === 'string' && text.trim()) return text
    }
  }
  return `#${id}`
}

const hasGaps = (gaps: TranslationGaps) => locales.some((locale) => gaps[locale].length > 0)

/**
 * Every localised collection and global the signed-in staff member may read, with the documents
 * whose texts are filled in one language and empty in the other (the latest drafts, where a
 * collection has drafts). Access rules apply: what the user cannot read is not reported.
 */
export async function missingTranslations(
  req: PayloadRequest,
  permissions: SanitizedPermissions | undefined,
): Promise<GapSection[]> {
  const { payload } = req
  const language = req.i18n?.language ?? defaultLocale
  const resolveBlock = (slug: string) => payload.config.blocks?.find((block) => block.slug === slug)
  const sections: GapSection[] = []
  for (const collection of payload.config.collections) {
    if (collection.admin?.hidden === true) continue
    if (!permissions?.collections?.[collection.slug]?.read) continue
    if (!hasLocalizedField(collection.fields, resolveBlock)) continue
    const { docs } = await payload.find({
      collection: collection.slug,
      locale: 'all',
      depth: 0,
      limit: DOCUMENT_LIMIT,
      sort: '-updatedAt',
      draft: Boolean(collection.versions?.drafts),
      overrideAccess: false,
      user: req.user,
      req,
    })
    const documents: GapDocument[] = []
    for (const doc of docs) {
      const data = doc as unknown as Record<string, unknown>
      const gaps = translationGaps(localizedLeaves(collection.fields, data, resolveBlock))
      if (!hasGaps(gaps)) continue
      const id = String(data.id)
      documents.push({ id, title: titleOf(data, collection.admin?.useAsTitle, id), gaps })
    }
    sections.push({
      kind: 'collection',
      slug: collection.slug,
      label: labelIn(collection.labels?.plural, language, collection.slug),
      checked: docs.length,
      documents,
    })
  }
  for (const global of payload.config.globals) {
    if (global.admin?.hidden === true) continue
    if (!permissions?.globals?.[global.slug]?.read) continue
    if (!hasLocalizedField(global.fields, resolveBlock)) continue
    const data = (await payload.findGlobal({
      slug: global.slug,
      locale: 'all',
      depth: 0,
      draft: Boolean(global.versions?.drafts),
      overrideAccess: false,
      user: req.user,
      req,
    })) as unknown as Record<string, unknown>
    const gaps = translationGaps(localizedLeaves(global.fields, data, resolveBlock))
    const label = labelIn(global.label, language, global.slug)
    sections.push({
      kind: 'global',
      slug: global.slug,
      label,
      checked: 1,
      documents: hasGaps(gaps) ? [{ id: global.slug, title: label, gaps }] : [],
    })
  }
  return sections
}
