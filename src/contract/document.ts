import { z } from 'zod'

import { DOCUMENT_EXTENSIONS, DOCUMENT_LANGUAGES } from '@/domain/documents'
import { BusinessArea, DocumentType, ProductCategory } from '@/domain/enums'

import { declareCall, declareList } from './call'
import { choiceParam, enumParam, idParam } from './params'

/** A product a document belongs to, with the address of its page. */
export const documentProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modelCode: z.string(),
  detailUrl: z.string(),
})

/** One downloadable document in a list (`Document/GetListBoxDto`). */
export const documentListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  /** `DocumentType` (spec §3): Catalogue 0, Manual 10, CADData 20; with its name. */
  documentType: z.number().int(),
  documentTypeName: z.string(),
  businessArea: z.number().int(),
  businessAreaName: z.string(),
  /** The language the file is written in: `vi`, `en` or `both`. */
  language: z.enum(DOCUMENT_LANGUAGES),
  version: z.string().nullable(),
  /** `YYYY-MM-DD` (Asia/Ho_Chi_Minh). */
  releaseDate: z.string(),
  /** The file: its format, content type, size in bytes and the name it downloads as. */
  fileFormat: z.enum(DOCUMENT_EXTENSIONS),
  contentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  fileName: z.string(),
  /** `Document/Download?id=…`, on the backend's host. */
  downloadUrl: z.string(),
  products: z.array(documentProductSchema),
})
export type DocumentListItemDto = z.infer<typeof documentListItemSchema>

/** The whole document (`Document/GetDetailDto`). */
export const documentDetailSchema = documentListItemSchema.extend({
  downloadCount: z.number().int().nonnegative(),
  lastModificationTime: z.string(),
})
export type DocumentDetailDto = z.infer<typeof documentDetailSchema>

/** Active documents, newest first (by release date); filters combine. */
export const documentList = declareList({
  path: '/api/services/app/Document/GetListBoxDto',
  filters: {
    businessArea: enumParam(BusinessArea).optional(),
    documentType: enumParam(DocumentType).optional(),
    productId: idParam().optional(),
    productCategory: enumParam(ProductCategory).optional(),
    language: choiceParam(DOCUMENT_LANGUAGES).optional(),
    /** In the title or summary, in the request language, ignoring accents and case. */
    keyword: z.string().trim().max(100).optional(),
  },
  item: documentListItemSchema,
  paging: { defaultSize: 10, maxSize: 50, defaultSort: 'releaseDate' },
})

export const documentDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Document/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: documentDetailSchema,
})

/**
 * The file itself: its bytes, not an envelope, so it is no `Call` (the contract's fuzzer expects
 * envelopes); refusals (400, 404) are envelopes all the same. `culture` names the language of the
 * file name, as ASP.NET's query-string culture provider reads it.
 */
export const documentDownload = {
  path: '/api/services/app/Document/Download',
  input: z.object({ id: idParam(), culture: choiceParam(['vi', 'en'] as const).optional() }),
} as const

/** The download address of document `id`, its file named in `culture`. */
export const documentDownloadPath = (id: number, culture: 'vi' | 'en'): string =>
  `${documentDownload.path}?id=${id}&culture=${culture}`
