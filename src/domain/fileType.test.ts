import { describe, expect, it } from 'vitest'

import {
  base64Size,
  isBase64,
  decodeBase64,
  encodeBase64,
  fileNameFor,
  sniffFileType,
} from './fileType'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  )

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff]
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)]

/** A ZIP archive of stored (uncompressed) entries, optionally with sizes in data descriptors. */
function zip(entries: Record<string, string>, { descriptors = false, central = true } = {}) {
  const local: number[] = []
  const directory: number[] = []
  for (const [name, content] of Object.entries(entries)) {
    const offset = local.length
    const data = Array.from(content, (c) => c.charCodeAt(0))
    const size = descriptors ? 0 : data.length
    local.push(
      ...[0x50, 0x4b, 0x03, 0x04],
      ...le16(20),
      ...le16(descriptors ? 0x08 : 0),
      ...le16(0),
      ...le32(0),
      ...le32(0),
      ...le32(size),
      ...le32(size),
      ...le16(name.length),
      ...le16(0),
      ...Array.from(name, (c) => c.charCodeAt(0)),
      ...data,
    )
    if (descriptors)
      local.push(
        ...[0x50, 0x4b, 0x07, 0x08],
        ...le32(0),
        ...le32(data.length),
        ...le32(data.length),
      )
    directory.push(
      ...[0x50, 0x4b, 0x01, 0x02],
      ...le16(20),
      ...le16(20),
      ...le16(descriptors ? 0x08 : 0),
      ...le16(0),
      ...le32(0),
      ...le32(0),
      ...le32(data.length),
      ...le32(data.length),
      ...le16(name.length),
      ...le16(0),
      ...le16(0),
      ...le16(0),
      ...le16(0),
      ...le32(0),
      ...le32(offset),
      ...Array.from(name, (c) => c.charCodeAt(0)),
    )
  }
  const count = Object.keys(entries).length
  const end = [
    ...[0x50, 0x4b, 0x05, 0x06],
    ...le16(0),
    ...le16(0),
    ...le16(count),
    ...le16(count),
    ...le32(directory.length),
    ...le32(local.length),
    ...le16(0),
  ]
  return Uint8Array.from(central ? [...local, ...directory, ...end] : local)
}

const DOCX_ENTRIES = {
  '[Content_Types].xml': '<Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
}

describe('sniffFileType', () => {
  it('knows images and PDF by their magic numbers', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg')
    expect(
      sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')),
    ).toBe('png')
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(sniffFileType(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf')
  })

  it('goes by the bytes, not a name or type', () => {
    expect(sniffFileType(bytes('This is plain text, named invoice.jpg'))).toBeNull()
    expect(sniffFileType(bytes('<html><body>%PDF-1.4</body></html>'))).toBeNull()
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffFileType(new Uint8Array())).toBeNull()
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull()
  })

  it('knows a Word document as a ZIP holding word/document.xml', () => {
    expect(sniffFileType(zip(DOCX_ENTRIES))).toBe('docx')
    expect(sniffFileType(zip(DOCX_ENTRIES, { descriptors: true }))).toBe('docx')
    expect(sniffFileType(zip(DOCX_ENTRIES, { central: false }))).toBe('docx')
  })

  it('refuses other ZIP archives and broken ones', () => {
    expect(sniffFileType(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull()
    expect(sniffFileType(zip({ 'notes.txt': 'word/document.xml' }))).toBeNull()
    const truncated = zip(DOCX_ENTRIES).subarray(0, 20)
    expect(sniffFileType(truncated)).toBeNull()
  })
})

describe('base64 helpers', () => {
  it('round-trips bytes and tells the decoded size without decoding', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100, 70_000]) {
      const data = Uint8Array.from({ length }, (_, index) => (index * 31) & 0xff)
      const text = encodeBase64(data)
      expect(isBase64(text)).toBe(true)
      expect(base64Size(text)).toBe(length)
      expect(decodeBase64(text)).toEqual(data)
    }
  })

  it('refuses text that is not base64', () => {
    expect(isBase64('abc')).toBe(false)
    expect(isBase64('ab c')).toBe(false)
    expect(isBase64('ab==cd==')).toBe(false)
    expect(isBase64('YWJj\n')).toBe(false)
    expect(isBase64('A===')).toBe(false)
  })

  it('judges a file of several megabytes without overflowing the stack', () => {
    const text = 'QUJD'.repeat(2 * 1024 * 1024)
    expect(isBase64(text)).toBe(true)
    expect(isBase64(`${text}!`)).toBe(false)
  })
})

describe('fileNameFor', () => {
  it('gives the name the extension its bytes call for', () => {
    expect(fileNameFor('hoa-don.pdf', 'png')).toBe('hoa-don.png')
    expect(fileNameFor('Hóa đơn tháng 5', 'jpeg')).toBe('Hóa đơn tháng 5.jpg')
    expect(fileNameFor('../../etc/passwd', 'pdf')).toBe('.. .. etc passwd.pdf')
    expect(fileNameFor('.pdf', 'pdf')).toBe('file.pdf')
  })
})
