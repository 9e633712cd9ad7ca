import { randomUUID } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import path from 'node:path'

import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { Attachment } from '@/contract/contact'
import {
  isBase64,
  base64Size,
  FILE_KIND_INFO,
  fileNameFor,
  sniffFileType,
  type FileKind,
} from '@/domain/fileType'
import type { Locale } from '@/i18n/locales'
import { privateFilesDir } from '@/lib/paths'

import { BackendFault } from './errors'

const KIND_NAMES: Record<FileKind, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  pdf: 'PDF',
  docx: 'DOCX',
}

const MESSAGES = {
  kind: {
    vi: 'Tệp “{name}” không phải là {kinds}. Vui lòng chọn đúng loại tệp.',
    en: 'The file “{name}” is not {kinds}. Please choose a file of the right type.',
  },
  size: {
    vi: 'Tệp “{name}” lớn hơn {size} MB. Vui lòng chọn tệp nhỏ hơn.',
    en: 'The file “{name}” is larger than {size} MB. Please choose a smaller file.',
  },
  unreadable: {
    vi: 'Không đọc được tệp “{name}”. Tệp có thể bị hỏng; vui lòng chọn tệp khác.',
    en: 'The file “{name}” could not be read; it may be damaged. Please choose another file.',
  },
} as const satisfies Record<string, Record<Locale, string>>

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

const listKinds = (kinds: readonly FileKind[], language: Locale) => {
  const names = kinds.map((kind) => KIND_NAMES[kind])
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} ${language === 'vi' ? 'hoặc' : 'or'} ${names.at(-1)}`
}

export type StoreOptions = {
  /** The kinds accepted, told by the bytes (the name and claimed type do not count). */
  allowed: readonly FileKind[]
  maxBytes: number
  /** The caller's request: the row is written in its transaction. */
  req?: PayloadRequest
  /** The language of the message when the file is refused. */
  language?: Locale
  /** The input member the file came in (named in the validation error). */
  field?: string
}

/** A file as stored: its `private-files` id and the name it is kept under. */
export type StoredFile = { id: number; filename: string; kind: FileKind }

/**
 * Stores a file a visitor sent as a `private-files` document (staff only, never public), after
 * checking its size and, by its bytes, its kind. The stored name is random and carries the
 * extension of the kind found (a PNG named `hoa-don.pdf` is kept as a PNG). A refused file
 * throws a 400 BackendFault with a message in the visitor's language, naming `field`.
 */
export async function storePrivateFile(
  payload: Payload,
  attachment: Attachment,
  { allowed, maxBytes, req, language = 'vi', field = 'file' }: StoreOptions,
): Promise<StoredFile> {
  const name = attachment.fileName
  const refuse = (template: string, values: Record<string, string> = {}): never => {
    const message = fill(template, { name, ...values })
    throw new BackendFault(400, message, message, [{ message, members: [field] }])
  }
  if (!isBase64(attachment.data)) refuse(MESSAGES.unreadable[language])
  if (base64Size(attachment.data) > maxBytes)
    refuse(MESSAGES.size[language], { size: String(Math.floor(maxBytes / (1024 * 1024))) })
  const bytes = Buffer.from(attachment.data, 'base64')
  const kind = sniffFileType(bytes)
  if (!kind || !allowed.includes(kind))
    return refuse(MESSAGES.kind[language], { kinds: listKinds(allowed, language) })

  const filename = `${randomUUID()}.${FILE_KIND_INFO[kind].extension}`
  try {
    const doc = await payload.create({
      collection: 'private-files',
      data: { originalName: fileNameFor(name, kind), kind },
      file: {
        data: bytes,
        mimetype: FILE_KIND_INFO[kind].mimeType,
        name: filename,
        size: bytes.length,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return { id: doc.id, filename: doc.filename ?? filename, kind }
  } catch (error) {
    // The CMS could not read it (a damaged image): the visitor's file, not our failure.
    if (error instanceof APIError && error.status >= 400 && error.status < 500) {
      await discardPrivateFile(filename)
      return refuse(MESSAGES.unreadable[language])
    }
    throw error
  }
}

/**
 * Removes a stored file's bytes from disk: for a transaction that was rolled back after the file
 * was written (its row is gone with the transaction, the file is not).
 */
export async function discardPrivateFile(filename: string): Promise<void> {
  if (!/^[\w.-]+$/.test(filename)) return
  await unlink(path.join(privateFilesDir(), filename)).catch(() => undefined)
}
