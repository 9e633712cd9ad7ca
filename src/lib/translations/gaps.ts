import type { Block, Field } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

type Data = Record<string, unknown>

/** One localised value of a document read with `locale: 'all'`, and the languages it is filled in. */
export type LocalizedLeaf = { path: string; name: string; filled: Record<Locale, boolean> }

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a Lexical rich-text value holds any text, picture or embedded block. */
function richTextHasContent(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(richTextHasContent)
  if (!isObject(node)) return false
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  if (node.type === 'upload' || node.type === 'block' || node.type === 'relationship') return true
  return richTextHasContent(node.children) || richTextHasContent(node.root)
}

/** Whether a stored value counts as filled in (a blank text or an empty rich text does not). */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isObject(value) && 'root' in value) return richTextHasContent(value)
  return true
}

const leaf = (path: string, name: string, value: unknown): LocalizedLeaf => {
  const perLocale = isObject(value) ? value : {}
  return {
    path,
    name,
    filled: Object.fromEntries(
      locales.map((locale) => [locale, hasValue(perLocale[locale])]),
    ) as Record<Locale, boolean>,
  }
}

/**
 * Every localised value of `data` (a document read with `locale: 'all'`, so each localised field
 * holds `{ vi, en }`), inside groups, tabs, rows, arrays and blocks, with the languages it is
 * filled in. A localised container (a localised array, say) counts as one value.
 */
export function localizedLeaves(
  fields: readonly Field[],
  data: Data,
  resolveBlock: (slug: string) => Block | undefined,
  prefix = '',
): LocalizedLeaf[] {
  const found: LocalizedLeaf[] = []
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...localizedLeaves(field.fields, data, resolveBlock, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const path = `${prefix}${tab.name}`
          if (tab.localized) found.push(leaf(path, tab.name, data[tab.name]))
          else {
            const inner = data[tab.name]
            if (isObject(inner))
              found.push(...localizedLeaves(tab.fields, inner, resolveBlock, `${path}.`))
          }
        } else found.push(...localizedLeaves(tab.fields, data, resolveBlock, prefix))
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const path = `${prefix}${field.name}`
    const value = data[field.name]
    if ('localized' in field && field.localized) {
      found.push(leaf(path, field.name, value))
      continue
    }
    if (field.type === 'group' && isObject(value)) {
      found.push(...localizedLeaves(field.fields, value, resolveBlock, `${path}.`))
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row, index) => {
        if (!isObject(row)) return
        const rowFields =
          field.type === 'array'
            ? field.fields
            : (field.blocks.find((block) => block.slug === row.blockType)?.fields ??
              resolveBlock(String(row.blockType))?.fields ??
              [])
        found.push(...localizedLeaves(rowFields, row, resolveBlock, `${path}.${index}.`))
      })
    }
  }
  return found
}

/** Paths filled in one language and empty in the other, per language that lacks them. */
export type TranslationGaps = Record<Locale, string[]>

/** What each language lacks that another language has. */
export function translationGaps(leaves: readonly LocalizedLeaf[]): TranslationGaps {
  const gaps = Object.fromEntries(
    locales.map((locale) => [locale, [] as string[]]),
  ) as TranslationGaps
  for (const { path, filled } of leaves) {
    if (!locales.some((locale) => filled[locale])) continue
    for (const locale of locales) if (!filled[locale]) gaps[locale].push(path)
  }
  return gaps
}

/** Fields that name a document's address rather than say anything: never "content". */
const ADDRESS_FIELDS = new Set(['slug'])

/**
 * Whether a document shows nothing of its own in `locale`: its `titleField` is empty there, or
 * none of its localised content (addresses aside) is filled there while another language's is.
 * With Payload's fallback on, such a page is the default language's content under another
 * language's address.
 */
export function isUntranslated(
  leaves: readonly LocalizedLeaf[],
  locale: Locale,
  titleField = 'title',
): boolean {
  const content = leaves.filter((item) => !ADDRESS_FIELDS.has(item.name))
  const title = content.find((item) => item.path === titleField)
  if (title && !title.filled[locale] && locales.some((other) => title.filled[other])) return true
  const elsewhere = content.some((item) =>
    locales.some((other) => other !== locale && item.filled[other]),
  )
  return elsewhere && !content.some((item) => item.filled[locale])
}
