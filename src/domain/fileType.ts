/**
 * What a file is, told by its bytes (its magic numbers), never by its name or the type a browser
 * claims: uploads are accepted or refused on this alone. Runs in the browser and on the server.
 */
export const FILE_KINDS = ['jpeg', 'png', 'webp', 'pdf', 'docx'] as const
export type FileKind = (typeof FILE_KINDS)[number]

/** The MIME type and file-name extension a kind is stored and served with. */
export const FILE_KIND_INFO: Record<FileKind, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')
const PDF = ascii('%PDF-')
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02]
const ZIP_END = [0x50, 0x4b, 0x05, 0x06]
const WORD_DOCUMENT = 'word/document.xml'

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8)
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0

const nameAt = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : null

/** The entry names of a ZIP's central directory (null when it has none we can read). */
function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let end = bytes.length - 22; end >= lowest; end -= 1) {
    if (!startsWith(bytes, ZIP_END, end)) continue
    const count = u16(bytes, end + 10)
    let at = u32(bytes, end + 16)
    const names: string[] = []
    for (let index = 0; index < count; index += 1) {
      if (!startsWith(bytes, ZIP_CENTRAL, at) || at + 46 > bytes.length) return null
      const nameLength = u16(bytes, at + 28)
      const name = nameAt(bytes, at + 46, nameLength)
      if (name === null) return null
      names.push(name)
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32)
    }
    return names
  }
  return null
}

/** The entry names read by walking the local file headers from the start (sizes known). */
function localHeaderNames(bytes: Uint8Array): string[] {
  const names: string[] = []
  let at = 0
  while (startsWith(bytes, ZIP_LOCAL, at) && at + 30 <= bytes.length && names.length < 10_000) {
    const nameLength = u16(bytes, at + 26)
    const name = nameAt(bytes, at + 30, nameLength)
    if (name === null) break
    names.push(name)
    const flags = u16(bytes, at + 6)
    const compressedSize = u32(bytes, at + 18)
    // Sizes written after the data (bit 3): the next header cannot be found from here.
    if (flags & 0x08 && compressedSize === 0) break
    at += 30 + nameLength + u16(bytes, at + 28) + compressedSize
  }
  return names
}

/** Whether a ZIP archive is a Word document: it holds `word/document.xml`. */
function isWordDocument(bytes: Uint8Array): boolean {
  const names = centralDirectoryNames(bytes) ?? []
  if (names.includes(WORD_DOCUMENT)) return true
  return localHeaderNames(bytes).includes(WORD_DOCUMENT)
}

/**
 * The kind of file `bytes` hold: JPEG, PNG, WebP, PDF or a Word document (DOCX: a ZIP archive
 * with a `word/document.xml` entry), or `null` for anything else.
 */
export function sniffFileType(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp'
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, ZIP_LOCAL) && isWordDocument(bytes)) return 'docx'
  return null
}

/** Standard base64 (with padding, no line breaks), as attachments are sent. */
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Whether `text` is unbroken, padded base64. Linear in the text's length: a regex repeating a
 * four-character group overflows the stack on a file of a few megabytes.
 */
export const isBase64 = (text: string): boolean => text.length % 4 === 0 && BASE64_TEXT.test(text)

/** How many bytes a (valid, unbroken) base64 text decodes to, without decoding it. */
export const base64Size = (data: string): number =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)

/** Decodes base64 in the browser or on the server. */
export function decodeBase64(data: string): Uint8Array {
  const binary = atob(data)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Encodes bytes as base64 in the browser or on the server. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let at = 0; at < bytes.length; at += chunk)
    binary += String.fromCharCode(...bytes.subarray(at, at + chunk))
  return btoa(binary)
}

/** A file name with the extension its bytes call for (`hoa-don.pdf` holding a PNG → `hoa-don.png`). */
export function fileNameFor(name: string, kind: FileKind): string {
  const base = name
    .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
  return `${base || 'file'}.${FILE_KIND_INFO[kind].extension}`
}
