import { crc32, inflateRawSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { hasFormatSignature } from '@/domain/documents'
import { locales } from '@/i18n/locales'

import { fileOf, wrap } from './documents'
import { buildDxf } from './dxf'
import { loadContent } from './load'
import { buildZip } from './zip'

const { documents, products } = loadContent()
const productsByKey = new Map(products.map((product) => [product.key, product.vi]))

describe('the seeded documents', () => {
  it('number thirty or more, of every type in every business area of the downloads page', () => {
    expect(documents.length).toBeGreaterThanOrEqual(30)
    for (const area of ['HomeAppliances', 'BuildingSolution', 'FactoryAutomation'])
      for (const type of ['Catalogue', 'Manual', 'CADData']) {
        const found = documents.filter(
          (doc) => doc.vi.businessArea === area && doc.vi.documentType === type,
        )
        expect(found.length, `${area} ${type}`).toBeGreaterThanOrEqual(2)
      }
  })

  it('are written in Vietnamese, in English and in both', () => {
    expect(new Set(documents.map((doc) => doc.vi.language))).toEqual(new Set(['vi', 'en', 'both']))
  })

  it('belong to seeded products of their own business area, every product having some', () => {
    const covered = new Set<string>()
    for (const doc of documents) {
      expect(doc.vi.products.length, doc.key).toBeGreaterThan(0)
      for (const key of doc.vi.products) {
        const product = productsByKey.get(key)
        expect(product?.group, `${doc.key} → ${key}`).toBe(doc.vi.businessArea)
        covered.add(key)
      }
    }
    expect(products.filter((product) => !covered.has(product.key)).map((p) => p.key)).toEqual([])
  })

  it('have distinct titles in each language (the seed finds them by title)', () => {
    for (const locale of locales) {
      const titles = documents.map((doc) => doc[locale].title)
      expect(new Set(titles).size, locale).toBe(titles.length)
    }
  })

  it('are PDFs, except CAD data, which is a DXF drawing or a ZIP package', () => {
    for (const doc of documents) {
      const formats = doc.vi.documentType === 'CADData' ? ['dxf', 'zip'] : ['pdf']
      expect(formats, doc.key).toContain(doc.vi.format)
    }
  })
})

describe('generated files', () => {
  it('draws a DXF that starts as DXF files do and ends with EOF', () => {
    const dxf = buildDxf({
      modelCode: 'PUHY-SP250YNW',
      title: 'Outdoor unit',
      width: 920,
      height: 1858,
      depth: 740,
    })
    expect(hasFormatSignature('dxf', dxf)).toBe(true)
    const text = dxf.toString('latin1')
    expect(text).toContain('\r\nAC1009\r\n')
    expect(text.match(/\r\nLINE\r\n/g)).toHaveLength(11)
    expect(text.endsWith('0\r\nEOF\r\n')).toBe(true)
    expect(text).not.toMatch(/[^\x00-\x7f]/)
  })

  it('packs a ZIP whose entries inflate back to their bytes', () => {
    const files = [
      { name: 'R04CPU.dxf', data: Buffer.from('0\r\nSECTION\r\n'.repeat(50)) },
      { name: 'README.txt', data: Buffer.from('Sora Electric – bản vẽ', 'utf8') },
    ]
    const zip = buildZip(files)
    expect(hasFormatSignature('zip', zip)).toBe(true)
    const end = zip.length - 22
    expect(zip.readUInt32LE(end)).toBe(0x06054b50)
    expect(zip.readUInt16LE(end + 10)).toBe(files.length)
    let at = zip.readUInt32LE(end + 16)
    for (const file of files) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50)
      const size = zip.readUInt32LE(at + 20)
      const nameLength = zip.readUInt16LE(at + 28)
      const local = zip.readUInt32LE(at + 42)
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')).toBe(file.name)
      const dataStart = local + 30 + zip.readUInt16LE(local + 26)
      const data = inflateRawSync(zip.subarray(dataStart, dataStart + size))
      expect(data.equals(file.data)).toBe(true)
      expect(zip.readUInt32LE(at + 16)).toBe(crc32(file.data))
      at += 46 + nameLength
    }
  })

  it('makes a small, valid file for every seeded document', { timeout: 120_000 }, async () => {
    const byKey = new Map(products.map((product) => [product.key, product]))
    for (const doc of documents) {
      const file = await fileOf(
        doc,
        doc.vi.products.map((key) => byKey.get(key)!),
      )
      expect(hasFormatSignature(doc.vi.format, file), doc.key).toBe(true)
      expect(file.length, doc.key).toBeLessThan(200 * 1024)
    }
  })

  it('wraps PDF text at spaces within the line width', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four'])
    expect(wrap('', 9)).toEqual([])
    expect(wrap('unbreakable-word', 5)).toEqual(['unbreakable-word'])
  })
})
