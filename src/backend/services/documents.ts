import path from 'node:path'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import type { DocumentDetailDto, DocumentListItemDto } from '@/contract/document'
import { documentDownloadPath } from '@/contract/document'
import type { Paged } from '@/contract/envelope'
import { entityPath } from '@/contract/topic'
import {
  DOCUMENT_FORMATS,
  documentFormatOf,
  downloadFileName,
  type DocumentFormat,
  type DocumentLanguage,
  type DocumentTypeName,
} from '@/domain/documents'
import {
  BusinessArea,
  type BusinessAreaName,
  DocumentType,
  enumNames,
  ProductCategory,
} from '@/domain/enums'
import { vietnamDay } from '@/domain/vietnamTime'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { documentFilesDir } from '@/lib/paths'
import type { Document, DocumentFile } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findWindow } from '../findWindow'
import { titleOrSummaryMatches } from './textSearch'

const typeName = enumNames(DocumentType)
const areaName = enumNames(BusinessArea)
const categoryName = enumNames(ProductCategory)

export const DOCUMENT_TYPE_LABEL: Record<Locale, Record<DocumentTypeName, string>> = {
  vi: { Catalogue: 'Catalogue', Manual: 'Hướng dẫn sử dụng', CADData: 'Dữ liệu CAD' },
  en: { Catalogue: 'Catalogue', Manual: 'Manual', CADData: 'CAD data' },
}

export const BUSINESS_AREA_LABEL: Record<Locale, Record<BusinessAreaName, string>> = {
  vi: {
    HomeAppliances: 'Thiết bị gia dụng',
    BuildingSolution: 'Giải pháp tòa nhà',
    FactoryAutomation: 'Tự động hóa công nghiệp',
    InfrastructureSolution: 'Giải pháp hạ tầng',
  },
  en: {
    HomeAppliances: 'Home appliances',
    BuildingSolution: 'Building solutions',
    FactoryAutomation: 'Factory automation',
    InfrastructureSolution: 'Infrastructure solutions',
  },
}

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const

/** Only what answers need from the file and the products a document refers to. */
const populate = {
  'document-files': { filename: true, filesize: true, mimeType: true },
  products: { name: true, slug: true, modelCode: true, isActive: true },
} as const

type StoredFile = Pick<DocumentFile, 'id' | 'filename' | 'filesize' | 'mimeType' | 'updatedAt'>

/** The stored file of a document, when it is populated and one of the formats served. */
function fileOf(document: Document): { file: StoredFile; format: DocumentFormat } | null {
  const file = typeof document.file === 'object' ? document.file : null
  const format = file?.filename ? documentFormatOf(file.filename) : null
  return file && format ? { file, format } : null
}

function toListItem(document: Document, culture: Locale): DocumentListItemDto | null {
  const stored = fileOf(document)
  if (!stored) return null
  const products = (document.products ?? []).flatMap((product) =>
    typeof product === 'object' && product.isActive !== false
      ? [
          {
            id: product.id,
            name: product.name,
            modelCode: product.modelCode,
            detailUrl: entityPath(product.slug, 'prd', product.id),
          },
        ]
      : [],
  )
  return {
    id: document.id,
    title: document.title,
    summary: document.summary || null,
    documentType: DocumentType[document.documentType],
    documentTypeName: DOCUMENT_TYPE_LABEL[culture][document.documentType],
    businessArea: BusinessArea[document.businessArea],
    businessAreaName: BUSINESS_AREA_LABEL[culture][document.businessArea],
    language: document.language,
    version: document.version || null,
    releaseDate: vietnamDay(document.releaseDate),
    fileFormat: stored.format,
    contentType: DOCUMENT_FORMATS[stored.format],
    fileSize: stored.file.filesize ?? 0,
    fileName: downloadFileName(document.title, stored.format),
    downloadUrl: documentDownloadPath(document.id, culture),
    products,
  }
}

export type DocumentQuery = {
  businessArea?: number | undefined
  documentType?: number | undefined
  productId?: number | undefined
  productCategory?: number | undefined
  language?: DocumentLanguage | undefined
  keyword?: string | undefined
  descending: boolean
  skip: number
  take: number
}

/** Ids of the active products `where` finds. */
async function productIds(payload: Payload, where: Where): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'products',
    ...read,
    where: { and: [{ isActive: { equals: true } }, where] },
    pagination: false,
    depth: 0,
    select: {},
  })
  return docs.map((doc) => doc.id)
}

/** A keyword that reads as (part of) a model code: letters and digits, one digit at least. */
function modelCodeOf(keyword: string): string | null {
  const code = keyword.toLowerCase().replace(/[\s/.-]+/g, '')
  return /^[a-z0-9]{3,40}$/.test(code) && /\d/.test(code) ? code : null
}

/** Active products whose model code, punctuation aside, contains `code` (`msyjw` ~ `MSY-JW25VF`). */
async function productsByModel(payload: Payload, code: string): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ id: number }>(sql`
    SELECT id FROM products
    WHERE is_active AND regexp_replace(lower(model_code), '[^a-z0-9]', '', 'g') LIKE '%' || ${code} || '%'`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * Documents a keyword finds: by title or summary (accents and case ignored), or by the model code
 * of a product they belong to (`MSY-GR25VF` finds that air conditioner's manual and catalogue).
 */
async function keywordConditions(payload: Payload, culture: Locale, keyword: string) {
  const code = modelCodeOf(keyword)
  const [byText, byModel] = await Promise.all([
    titleOrSummaryMatches(payload, 'documents', culture, keyword),
    code ? productsByModel(payload, code) : [],
  ])
  const anyOf: Where[] = []
  if (byText.length > 0) anyOf.push({ id: { in: byText } })
  if (byModel.length > 0) anyOf.push({ products: { in: byModel } })
  return anyOf
}

/** `Document/GetListBoxDto`: active documents, newest release first, narrowed by the filters. */
export async function listDocuments(
  payload: Payload,
  culture: Locale,
  query: DocumentQuery,
): Promise<Paged<DocumentListItemDto>> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  if (query.businessArea !== undefined)
    conditions.push({ businessArea: { equals: areaName.get(query.businessArea) } })
  if (query.documentType !== undefined)
    conditions.push({ documentType: { equals: typeName.get(query.documentType) } })
  if (query.language !== undefined) conditions.push({ language: { equals: query.language } })
  if (query.productId !== undefined) conditions.push({ products: { in: [query.productId] } })
  if (query.productCategory !== undefined) {
    const ids = await productIds(payload, {
      category: { equals: categoryName.get(query.productCategory) },
    })
    if (ids.length === 0) return { totalCount: 0, items: [] }
    conditions.push({ products: { in: ids } })
  }
  if (query.keyword) {
    const anyOf = await keywordConditions(payload, culture, query.keyword)
    if (anyOf.length === 0) return { totalCount: 0, items: [] }
    conditions.push({ or: anyOf })
  }
  const direction = query.descending ? '-' : ''
  const { totalCount, docs } = await findWindow(
    (page, limit) =>
      payload.find({
        collection: 'documents',
        ...read,
        locale: culture,
        where: { and: conditions },
        sort: [`${direction}releaseDate`, `${direction}id`],
        page,
        limit,
        depth: 1,
        populate,
      }),
    query.skip,
    query.take,
  )
  return {
    totalCount,
    items: docs.flatMap((document) => toListItem(document, culture) ?? []),
  }
}

async function findActive(payload: Payload, culture: Locale, id: number) {
  const { docs } = await payload.find({
    collection: 'documents',
    ...read,
    locale: culture,
    where: { and: [{ isActive: { equals: true } }, { id: { equals: id } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  return docs[0] ?? null
}

const missing = () => notFoundFault('There is no document with the given id.')

/** `Document/GetDetailDto`: an active document with its download count. */
export async function getDocument(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<DocumentDetailDto> {
  const document = await findActive(payload, culture, id)
  const item = document ? toListItem(document, culture) : null
  if (!document || !item) throw missing()
  return {
    ...item,
    downloadCount: document.downloadCount ?? 0,
    lastModificationTime: document.updatedAt,
  }
}

/** What the download route needs to answer a document's file. */
export type DocumentFileInfo = {
  id: number
  path: string
  contentType: string
  fileName: string
}

/** The file of an active document, named in `culture`; 404 when there is none. */
export async function documentFile(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<DocumentFileInfo> {
  const document = await findActive(payload, culture, id)
  const stored = document ? fileOf(document) : null
  const name = stored?.file.filename
  // Payload names stored files itself; anything with a directory part is not one of them.
  if (!document || !stored || !name || path.basename(name) !== name) throw missing()
  return {
    id: document.id,
    path: path.join(/* turbopackIgnore: true */ documentFilesDir(), name),
    contentType: DOCUMENT_FORMATS[stored.format],
    fileName: downloadFileName(document.title, stored.format),
  }
}

/**
 * Counts one download, in one statement (concurrent downloads never lose a count) and without
 * the collection's hooks: a count is no content change, so no cache is invalidated.
 */
export async function countDownload(payload: Payload, id: number): Promise<void> {
  const db = payload.db as unknown as PostgresAdapter
  await db.drizzle.execute(
    sql`UPDATE documents SET download_count = COALESCE(download_count, 0) + 1 WHERE id = ${id}`,
  )
}
