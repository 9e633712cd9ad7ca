import { csvDate, csvDateTime, type CsvCell } from './encode'

/** The languages of the admin, and so of an export's headers and values. */
export type CsvLanguage = 'vi' | 'en'
export type Localised = Record<CsvLanguage, string>

export const csvLanguage = (language: string | null | undefined): CsvLanguage =>
  language === 'en' ? 'en' : 'vi'

/** A document as the export reads it (depth 0: relations are ids). */
export type CsvRow = Record<string, unknown>

/** What a column's formatter may use besides the value. */
export type CsvFormatContext = {
  language: CsvLanguage
  /** The title of a related document, once the export has looked it up (else its id). */
  title: (collection: string, id: unknown) => string
}

/** One column of an export: a top-level field, shown as its type reads best in a spreadsheet. */
export type CsvColumn = {
  field: string
  /** The header; by default the field's own label in the export's language. */
  header?: Localised
  /** For a relationship or upload: the related documents' field to show (default their title). */
  titleField?: string
  /** Overrides the formatting by field type. */
  format?: (value: unknown, row: CsvRow, context: CsvFormatContext) => CsvCell
  /**
   * Related documents a custom format shows by title (e.g. the authors inside a list of notes):
   * which collection, and how to find their ids in the value. Relationship and upload fields
   * need none of this.
   */
  lookup?: { collection: string; titleField?: string; ids: (value: unknown) => unknown[] }
}

/** The part of a Payload field the export reads (a flattened field of a collection). */
export type CsvField = {
  name: string
  type: string
  label?: unknown
  options?: readonly unknown[]
  hasMany?: boolean
  relationTo?: string | readonly string[]
  admin?: { date?: { pickerAppearance?: string } } | Record<string, unknown>
}

/** A related collection whose titles a column shows. */
export type CsvRelation = { collection: string; titleField: string | undefined }

export type ResolvedColumn = {
  header: string
  relation: CsvRelation | null
  cell: (row: CsvRow, context: CsvFormatContext) => CsvCell
}

/** Headers of the fields Payload adds itself (their labels are translation functions). */
const SYSTEM_HEADERS: Record<string, Localised> = {
  id: { vi: 'Mã', en: 'ID' },
  createdAt: { vi: 'Ngày tạo', en: 'Created' },
  updatedAt: { vi: 'Ngày cập nhật', en: 'Updated' },
}

const YES_NO: Record<CsvLanguage, [string, string]> = {
  vi: ['Có', 'Không'],
  en: ['Yes', 'No'],
}

/** A static label (text or `{ vi, en }`) in a language; null for a function or nothing. */
export function labelIn(label: unknown, language: CsvLanguage): string | null {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Partial<Record<string, unknown>>
    const text = byLanguage[language] ?? byLanguage.vi ?? Object.values(byLanguage)[0]
    return typeof text === 'string' ? text : null
  }
  return null
}

const optionLabel = (field: CsvField, value: unknown, language: CsvLanguage): string => {
  for (const option of field.options ?? []) {
    if (option === value) return String(value)
    if (option && typeof option === 'object' && (option as { value?: unknown }).value === value)
      return labelIn((option as { label?: unknown }).label, language) ?? String(value)
  }
  return value === null || value === undefined ? '' : String(value)
}

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

/** A value by its field type, as a spreadsheet reads it best. */
function byType(field: CsvField | undefined, value: unknown, context: CsvFormatContext): CsvCell {
  if (value === null || value === undefined) return ''
  switch (field?.type) {
    case 'select':
    case 'radio':
      return list(value)
        .map((item) => optionLabel(field, item, context.language))
        .join('; ')
    case 'date': {
      const date = field.admin as { date?: { pickerAppearance?: string } } | undefined
      const dayOnly = date?.date?.pickerAppearance === 'dayOnly'
      return dayOnly ? csvDate(value as string) : csvDateTime(value as string)
    }
    case 'checkbox':
      return YES_NO[context.language][value ? 0 : 1]
    case 'relationship':
    case 'upload': {
      const collection = typeof field.relationTo === 'string' ? field.relationTo : null
      return list(value)
        .map((item) => (collection ? context.title(collection, idOf(item)) : String(idOf(item))))
        .join('; ')
    }
    case 'number':
      return typeof value === 'number' ? value : String(value)
    default:
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return value
      return JSON.stringify(value)
  }
}

/**
 * The columns of an export in a language: each header from the column or its field's label,
 * each cell from the column's formatter or by its field's type (option labels for selects,
 * `DD/MM/YYYY HH:mm` in Vietnam for dates, yes/no, the titles of related documents).
 */
export function resolveColumns(
  columns: readonly CsvColumn[],
  fields: readonly CsvField[],
  language: CsvLanguage,
): ResolvedColumn[] {
  const byName = new Map(fields.map((field) => [field.name, field]))
  return columns.map((column) => {
    const field = byName.get(column.field)
    const header =
      column.header?.[language] ??
      SYSTEM_HEADERS[column.field]?.[language] ??
      labelIn(field?.label, language) ??
      column.field
    const related = column.lookup
      ? { collection: column.lookup.collection, titleField: column.lookup.titleField }
      : (field?.type === 'relationship' || field?.type === 'upload') &&
          typeof field.relationTo === 'string'
        ? { collection: field.relationTo, titleField: column.titleField }
        : null
    return {
      header,
      relation: related,
      cell: (row, context) => {
        const value = row[column.field]
        return column.format ? column.format(value, row, context) : byType(field, value, context)
      },
    }
  })
}

/** The ids of related documents a page of rows names, by collection (for one title lookup each). */
export function relatedIds(
  columns: readonly CsvColumn[],
  resolved: readonly ResolvedColumn[],
  rows: readonly CsvRow[],
): Map<string, Set<string | number>> {
  const ids = new Map<string, Set<string | number>>()
  resolved.forEach(({ relation }, index) => {
    if (!relation) return
    const column = columns[index]!
    const idsIn = column.lookup?.ids ?? list
    for (const row of rows)
      for (const item of idsIn(row[column.field])) {
        const id = idOf(item)
        if (typeof id !== 'string' && typeof id !== 'number') continue
        const set = ids.get(relation.collection) ?? new Set()
        set.add(id)
        ids.set(relation.collection, set)
      }
  })
  return ids
}

const LANGUAGE_NAMES: Record<string, Localised> = {
  vi: { vi: 'Tiếng Việt', en: 'Vietnamese' },
  en: { vi: 'Tiếng Anh', en: 'English' },
}

/** A format for a visitor's language (`vi`, `en`): its name in the export's language. */
export const languageName: NonNullable<CsvColumn['format']> = (value, _row, { language }) =>
  typeof value === 'string' ? (LANGUAGE_NAMES[value]?.[language] ?? value) : ''

/** A format for a select of enum names: the name's words in the export's language. */
export const namesIn =
  (names: Record<string, Localised>): NonNullable<CsvColumn['format']> =>
  (value, _row, { language }) =>
    typeof value === 'string' ? (names[value]?.[language] ?? value) : ''
