import { BusinessArea, type DocumentType, type BusinessAreaName } from './enums'

/**
 * Downloadable documents (catalogues, manuals, CAD data): the file formats the site serves, the
 * languages a document is written in, the keys the downloads page uses in its URL, and how sizes
 * and file names are written. Pure, shared by the admin, the backend, the seed and the renderer.
 */

export type DocumentTypeName = keyof typeof DocumentType

/** File formats a document may have, by extension, with the content type they are served with. */
export const DOCUMENT_FORMATS = {
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  zip: 'application/zip',
} as const
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_FORMATS) as DocumentFormat[]

/** The format of a file name (`catalogue.PDF` → `pdf`), or null when it is none of ours. */
export function documentFormatOf(filename: string): DocumentFormat | null {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase()
  return extension && extension in DOCUMENT_FORMATS ? (extension as DocumentFormat) : null
}

/**
 * Whether `bytes` begin the way a file of `format` does, so a renamed file of another kind is
 * refused: PDF `%PDF-`, ZIP `PK\3\4`, DWG `AC10…`, DXF a text whose first group is `0 SECTION`
 * (comments with group code 999 may come first).
 */
export function hasFormatSignature(format: DocumentFormat, bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1')
  switch (format) {
    case 'pdf':
      return head.startsWith('%PDF-')
    case 'zip':
      return head.startsWith('PK\u0003\u0004')
    case 'dwg':
      return /^AC10\d\d/.test(head)
    case 'dxf':
      return /^(?:\s*999\r?\n[^\n]*\n)*\s*0\r?\n\s*SECTION\r?\n/.test(head)
  }
}

/** The language a document's file is written in. */
export const DOCUMENT_LANGUAGES = ['vi', 'en', 'both'] as const
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]

/** Document types as the downloads page names them in its URL (`?type=manual`). */
export const DOCUMENT_TYPE_KEYS = {
  catalogue: 'Catalogue',
  manual: 'Manual',
  cad: 'CADData',
} as const satisfies Record<string, DocumentTypeName>
export type DocumentTypeKey = keyof typeof DOCUMENT_TYPE_KEYS

/** Business areas as the site's menus name them (`?t=buildingSolution`). */
export const AREA_KEYS = {
  homeAppliances: 'HomeAppliances',
  buildingSolution: 'BuildingSolution',
  factoryAutomation: 'FactoryAutomation',
} as const satisfies Record<string, BusinessAreaName>
export type AreaKey = keyof typeof AREA_KEYS

/** `value` among `keys`, matched without regard to case; undefined otherwise. */
export function pickKey<K extends string>(keys: readonly K[], value: string | undefined) {
  const wanted = value?.trim().toLowerCase()
  return wanted ? keys.find((key) => key.toLowerCase() === wanted) : undefined
}

export const typeKeyOf = (name: DocumentTypeName): DocumentTypeKey =>
  (Object.keys(DOCUMENT_TYPE_KEYS) as DocumentTypeKey[]).find(
    (key) => DOCUMENT_TYPE_KEYS[key] === name,
  )!

export const areaKeyOf = (name: BusinessAreaName): AreaKey | undefined =>
  (Object.keys(AREA_KEYS) as AreaKey[]).find((key) => AREA_KEYS[key] === name)

export const businessAreaNumber = (key: AreaKey): number => BusinessArea[AREA_KEYS[key]]

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/**
 * A file size as people read it: `2,4 MB` in Vietnamese, `2.4 MB` in English (binary multiples,
 * one decimal below 10 of a unit, none above; bytes and kilobytes whole).
 */
export function formatFileSize(bytes: number, locale: 'vi' | 'en'): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  // 1023.96 KB would round to "1024 KB": call it 1 MB.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024
    unit += 1
  }
  const decimals = unit >= 2 && value < 10 ? 1 : 0
  const number = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
    useGrouping: false,
  }).format(value)
  return `${number} ${UNITS[unit]}`
}

/** Characters no file name may hold on common systems, and controls. */
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g

/**
 * The name a downloaded file gets: the document's title (the characters file systems refuse
 * replaced, at most 120 characters) and its extension.
 */
export function downloadFileName(title: string, format: DocumentFormat): string {
  const base =
    title
      .normalize('NFC')
      .replace(UNSAFE_IN_NAME, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 120)
      .trim() || 'document'
  return `${base}.${format}`
}

/** Letters without their accents, for an ASCII fallback name (`Điều hòa` → `Dieu hoa`). */
const unaccent = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII `filename` for old clients and the
 * exact name as UTF-8 in `filename*` (RFC 8187), which browsers prefer.
 */
export function contentDisposition(fileName: string): string {
  const ascii = unaccent(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
