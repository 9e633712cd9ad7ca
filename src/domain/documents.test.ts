import { describe, expect, it } from 'vitest'

import {
  contentDisposition,
  documentFormatOf,
  downloadFileName,
  formatFileSize,
  hasFormatSignature,
} from './documents'

describe('formatFileSize', () => {
  it('writes sizes with the decimal mark of the language', () => {
    expect(formatFileSize(2.4 * 1024 * 1024, 'vi')).toBe('2,4 MB')
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB')
  })

  it('keeps bytes and kilobytes whole and large megabytes without decimals', () => {
    expect(formatFileSize(0, 'vi')).toBe('0 B')
    expect(formatFileSize(512, 'en')).toBe('512 B')
    expect(formatFileSize(1536, 'vi')).toBe('2 KB')
    expect(formatFileSize(845 * 1024, 'en')).toBe('845 KB')
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1.0 MB')
    expect(formatFileSize(12.6 * 1024 * 1024, 'vi')).toBe('13 MB')
    expect(formatFileSize(3 * 1024 ** 3, 'vi')).toBe('3,0 GB')
  })

  it('never writes 1024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 10, 'en')).toBe('1.0 MB')
    expect(formatFileSize(1023, 'en')).toBe('1023 B')
  })
})

describe('file names', () => {
  it('knows the formats by extension, in any case', () => {
    expect(documentFormatOf('catalogue.PDF')).toBe('pdf')
    expect(documentFormatOf('drawing.dxf')).toBe('dxf')
    expect(documentFormatOf('pack.tar.zip')).toBe('zip')
    expect(documentFormatOf('notes.txt')).toBeNull()
    expect(documentFormatOf('pdf')).toBeNull()
  })

  it('names a download after its title, without characters file systems refuse', () => {
    expect(downloadFileName('Hướng dẫn sử dụng FX5U-32MT/ES', 'pdf')).toBe(
      'Hướng dẫn sử dụng FX5U-32MT ES.pdf',
    )
    expect(downloadFileName('  a:b*c?  "d" <e>|f\\g\u0000 ', 'zip')).toBe('a b c d e f g.zip')
    expect(downloadFileName('...', 'dxf')).toBe('document.dxf')
    expect(downloadFileName('x'.repeat(300), 'pdf')).toHaveLength(124)
  })

  it('encodes the name for Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Catalogue điều hòa GR 2026.pdf')).toBe(
      `attachment; filename="Catalogue dieu hoa GR 2026.pdf"; filename*=UTF-8''Catalogue%20%C4%91i%E1%BB%81u%20h%C3%B2a%20GR%202026.pdf`,
    )
    expect(contentDisposition(`It's (new) "50%".pdf`)).toBe(
      `attachment; filename="It's (new) _50%_.pdf"; filename*=UTF-8''It%27s%20%28new%29%20%2250%25%22.pdf`,
    )
  })

  it('keeps header-breaking characters out of the header', () => {
    const header = contentDisposition('a\r\nSet-Cookie: x=1\u0000.pdf')
    expect(header).not.toMatch(/[\r\n\u0000]/)
  })
})

describe('hasFormatSignature', () => {
  const bytes = (text: string) => Buffer.from(text, 'latin1')

  it('recognises each format by its first bytes', () => {
    expect(hasFormatSignature('pdf', bytes('%PDF-1.4\n'))).toBe(true)
    expect(hasFormatSignature('zip', bytes('PK\u0003\u0004rest'))).toBe(true)
    expect(hasFormatSignature('dwg', bytes('AC1032\u0000\u0000'))).toBe(true)
    const dxf = bytes('999\r\nmade by us\r\n0\r\nSECTION\r\n2\r\nHEADER')
    expect(hasFormatSignature('dxf', dxf)).toBe(true)
    expect(hasFormatSignature('dxf', bytes('  0\nSECTION\n  2\nENTITIES\n'))).toBe(true)
  })

  it('refuses a file of another kind under a document extension', () => {
    expect(hasFormatSignature('pdf', bytes('<html><script>'))).toBe(false)
    expect(hasFormatSignature('zip', bytes('%PDF-1.4'))).toBe(false)
    expect(hasFormatSignature('dwg', bytes('AC'))).toBe(false)
    expect(hasFormatSignature('dxf', bytes('<svg onload="x">'))).toBe(false)
  })
})
