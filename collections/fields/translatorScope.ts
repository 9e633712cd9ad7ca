import type { Block, Field } from 'payload'

import { notTranslatorField } from '../access/predicates'

const CONTAINERS = new Set(['group', 'array', 'blocks', 'row', 'collapsible', 'tabs'])

/**
 * Marks every non-localised leaf field read-only for translators, so the admin UI greys out what
 * they may not change. Containers stay writable; `enforceTranslatorScope` guards their structure.
 */
export const lockForTranslators = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if ('localized' in field && field.localized) return field
    switch (field.type) {
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return { ...field, fields: lockForTranslators(field.fields) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: lockForTranslators(tab.fields) })),
        }
      case 'blocks':
      case 'ui':
      case 'join':
        return field
      default:
        return {
          ...field,
          access: { ...field.access, create: notTranslatorField, update: notTranslatorField },
        } as Field
    }
  })

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Relationship values arrive as ids, populated docs or `{ relationTo, value }`; compare ids. */
const normalize = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalize)
  if (isObject(value)) {
    if ('relationTo' in value && 'value' in value) {
      return { relationTo: value.relationTo, value: normalize(value.value) }
    }
    if ('id' in value && ('createdAt' in value || 'updatedAt' in value)) return value.id
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]))
  }
  if (value === undefined) return null
  return value
}

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normalize(a)) === JSON.stringify(normalize(b))

const rowIds = (rows: unknown): unknown[] =>
  Array.isArray(rows)
    ? rows.map((row) => (isObject(row) ? [row.id ?? null, row.blockType ?? null] : null))
    : []

/**
 * Paths of non-localised values that `next` changes compared with `previous`. Localised fields
 * (and everything inside them) may change; rows of arrays and blocks may not be added, removed or
 * reordered. Values absent from `next` are unchanged by definition (partial updates).
 */
export function findNonLocalizedChanges(
  fields: readonly Field[],
  next: Data,
  previous: Data,
  resolveBlock: (slug: string) => Block | undefined,
  prefix = '',
): string[] {
  const changes: string[] = []
  for (const field of fields) {
    if ('localized' in field && field.localized) continue
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'row' || field.type === 'collapsible') {
      changes.push(...findNonLocalizedChanges(field.fields, next, previous, resolveBlock, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (tab.localized) continue
          const inner = next[tab.name]
          if (inner === undefined) continue
          changes.push(
            ...findNonLocalizedChanges(
              tab.fields,
              isObject(inner) ? inner : {},
              isObject(previous[tab.name]) ? (previous[tab.name] as Data) : {},
              resolveBlock,
              `${prefix}${tab.name}.`,
            ),
          )
        } else {
          changes.push(...findNonLocalizedChanges(tab.fields, next, previous, resolveBlock, prefix))
        }
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const name = field.name
    const value = next[name]
    if (value === undefined) continue
    const before = previous[name]
    const path = `${prefix}${name}`
    if (field.type === 'group') {
      changes.push(
        ...findNonLocalizedChanges(
          field.fields,
          isObject(value) ? value : {},
          isObject(before) ? before : {},
          resolveBlock,
          `${path}.`,
        ),
      )
      continue
    }
    if (field.type === 'array' || field.type === 'blocks') {
      if (!same(rowIds(value), rowIds(before))) {
        changes.push(path)
        continue
      }
      const rows = Array.isArray(value) ? value : []
      const previousRows = Array.isArray(before) ? before : []
      rows.forEach((row, index) => {
        if (!isObject(row)) return
        const previousRow = isObject(previousRows[index]) ? (previousRows[index] as Data) : {}
        const rowFields =
          field.type === 'array'
            ? field.fields
            : (resolveBlock(String(row.blockType))?.fields ??
              field.blocks.find((block) => block.slug === row.blockType)?.fields ??
              [])
        changes.push(
          ...findNonLocalizedChanges(
            rowFields,
            row,
            previousRow,
            resolveBlock,
            `${path}.${index}.`,
          ),
        )
      })
      continue
    }
    if (!CONTAINERS.has(field.type) && !same(value, before)) changes.push(path)
  }
  return changes
}
