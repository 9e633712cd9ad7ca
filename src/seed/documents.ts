import type { Payload } from 'payload'

import { DOCUMENT_FORMATS } from '@/domain/documents'
import { defaultLocale } from '@/i18n/locales'

import { buildDxf } from './dxf'
import type { Localised, SeedContent } from './load'
import { buildPdf } from './pdf'
import { eachLimited, productJpeg } from './products'
import type { DocumentSeed, ProductSeed } from './schema'
import { createAll, createBilingual, write } from './write'
import { buildZip } from './zip'

type Document = Localised<DocumentSeed>
type Product = Localised<ProductSeed>

const COMPANY = 'Sora Electric Vietnam Co., Ltd. - Hotline 1800 585 833'
/** Characters of 12 pt Helvetica that fit between the page margins. */
const LINE_WIDTH = 84

/** `text` broken into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width = LINE_WIDTH): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  return current ? [...lines, current] : lines
}

/** DD/MM/YYYY from YYYY-MM-DD. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/')

/** The texts a file is written in: its language's, both for a bilingual one. */
const textsOf = (document: Document) =>
  document.vi.language === 'both'
    ? [document.vi, document.en]
    : [document.vi.language === 'en' ? document.en : document.vi]

/** A document's PDF: title, version and date, summary, then its products or their data. */
async function pdfOf(document: Document, products: Product[]): Promise<Buffer> {
  const texts = textsOf(document)
  const locale = document.vi.language === 'vi' ? 'vi' : 'en'
  const { version, releaseDate, documentType } = document.vi
  const lines = [
    ...texts.slice(1).map((text) => text.title),
    `${locale === 'vi' ? 'Phiên bản' : 'Version'} ${version} - ${dayMonthYear(releaseDate)}`,
    '',
    ...texts.flatMap((text) => wrap(text.summary)),
    '',
  ]
  const [first] = products
  if (documentType === 'Catalogue') {
    lines.push(...products.slice(0, 12).map((product) => product[locale].name))
  } else if (first) {
    const { name, specs } = first[locale]
    lines.push(name, ...specs.slice(0, 8).map((row) => `${row.label}: ${row.value}`))
  }
  lines.push('', COMPANY)
  const picture =
    documentType === 'Catalogue' && first
      ? { jpeg: await productJpeg(first.vi, 480), width: 480, height: 480 }
      : undefined
  return buildPdf({ title: texts[0]!.title, lines, picture })
}

/** The outline a drawing shows: the product's size, or a plausible box when it has none. */
const drawingOf = (document: Document, product: Product | undefined) => {
  const size = product?.vi.size
  return {
    modelCode: product?.vi.modelCode ?? document.key.toUpperCase(),
    title: document.en.title,
    width: size?.width ?? 400,
    height: size?.height ?? 300,
    depth: size?.depth ?? 200,
  }
}

/** A CAD package: the drawing in DXF and as a PDF sheet, with a note on what is inside. */
function zipOf(document: Document, product: Product | undefined): Buffer {
  const drawing = drawingOf(document, product)
  const base = drawing.modelCode.replace(/[^A-Za-z0-9-]+/g, '-')
  const sheet = buildPdf({
    title: `${drawing.modelCode} - dimension drawing`,
    lines: [
      `Width ${drawing.width} mm, height ${drawing.height} mm, depth ${drawing.depth} mm`,
      `Revision ${document.vi.version} - ${dayMonthYear(document.vi.releaseDate)}`,
      '',
      COMPANY,
    ],
  })
  const note = [
    document.en.title,
    '',
    `${base}.dxf  2D drawing, AutoCAD R12 DXF, millimetres`,
    `${base}.pdf  the same drawing as an A4 sheet`,
    '',
    COMPANY,
  ].join('\r\n')
  return buildZip([
    { name: `${base}.dxf`, data: buildDxf(drawing) },
    { name: `${base}.pdf`, data: sheet },
    { name: 'README.txt', data: Buffer.from(`${note}\r\n`, 'utf8') },
  ])
}

/** The file of a document, generated from its data (small: a page or a drawing). */
export async function fileOf(document: Document, products: Product[]): Promise<Buffer> {
  switch (document.vi.format) {
    case 'pdf':
      return pdfOf(document, products)
    case 'dxf':
      return buildDxf(drawingOf(document, products[0]))
    case 'zip':
      return zipOf(document, products[0])
  }
}

/** Ids of stored document files, by file name. */
async function storedFiles(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'document-files',
    pagination: false,
    depth: 0,
    select: { filename: true },
    overrideAccess: true,
  })
  return new Map(docs.flatMap((doc) => (doc.filename ? [[doc.filename, doc.id]] : [])))
}

/** Product ids by seed key (products are matched by model code). */
async function productIds(payload: Payload, products: Product[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { modelCode: true },
    overrideAccess: true,
  })
  const byCode = new Map(docs.map((doc) => [doc.modelCode, doc.id]))
  return new Map(
    products.flatMap((product) => {
      const id = byCode.get(product.vi.modelCode)
      return id === undefined ? [] : [[product.key, id] as const]
    }),
  )
}

/** Titles of the stored documents, in Vietnamese (the seed's natural key). */
async function storedTitles(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'documents',
    pagination: false,
    depth: 0,
    locale: defaultLocale,
    select: { title: true },
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => doc.title))
}

/**
 * Downloadable documents, after the catalogue (they name its products), each with its file
 * generated: PDFs for catalogues and manuals, DXF drawings or ZIP packages for CAD data. Files
 * are made four at a time; documents are then created in file order, so their ids are stable.
 */
export async function seedDocuments(payload: Payload, content: SeedContent): Promise<number> {
  const productsByKey = new Map(content.products.map((product) => [product.key, product]))
  const [files, ids, titles] = await Promise.all([
    storedFiles(payload),
    productIds(payload, content.products),
    storedTitles(payload),
  ])
  const productsOf = (document: Document) =>
    document.vi.products.map((key) => {
      const product = productsByKey.get(key)
      if (!product) throw new Error(`Document "${document.key}" names unknown product ${key}`)
      return product
    })
  const missing = content.documents.filter((document) => !titles.has(document.vi.title))
  const fileIds = new Map<string, number>()
  await eachLimited(missing, 4, async (document) => {
    const name = `${document.key}.${document.vi.format}`
    const stored = files.get(name)
    if (stored !== undefined) {
      fileIds.set(document.key, stored)
      return
    }
    const data = await fileOf(document, productsOf(document))
    const created = await payload.create({
      collection: 'document-files',
      ...write,
      locale: defaultLocale,
      data: {},
      file: { data, mimetype: DOCUMENT_FORMATS[document.vi.format], name, size: data.length },
    })
    fileIds.set(document.key, created.id)
  })
  return createAll(missing, (document) =>
    createBilingual(payload, 'documents', { title: { equals: document.vi.title } }, (locale) => ({
      title: document[locale].title,
      summary: document[locale].summary,
      file: fileIds.get(document.key),
      products: productsOf(document).flatMap((product) => ids.get(product.key) ?? []),
      documentType: document.vi.documentType,
      businessArea: document.vi.businessArea,
      language: document.vi.language,
      version: document.vi.version,
      releaseDate: new Date(`${document.vi.releaseDate}T09:00:00+07:00`).toISOString(),
      isActive: true,
    })),
  )
}
