import {
  APIError,
  type CollectionSlug,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type Sort,
  type Where,
} from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { z } from 'zod'

import { hasRole } from '../../../collections/access/roles'
import { writeAudit } from '@/lib/audit/writeAudit'

import {
  csvLanguage,
  relatedIds,
  resolveColumns,
  type CsvColumn,
  type CsvField,
  type CsvFormatContext,
  type CsvLanguage,
  type CsvRow,
} from './columns'
import { csvFileName, csvStream, type CsvCell } from './encode'

export type CsvExportOptions = {
  collection: CollectionSlug
  columns: readonly CsvColumn[]
  /** The file name's start; the day is added (`lien-he-2025-03-01.csv`). */
  fileName: string
  /** Rows read per query (the export reads page after page, never all at once). */
  pageSize?: number
}

/** The path of the export under the collection's REST route (`/cms-api/<slug>/export.csv`). */
export const CSV_EXPORT_PATH = '/export.csv'

/**
 * What the admin's list view puts in its address: the filter (`where`), the search box and the
 * sort, plus the language of the headers. Anything else there (page, limit, columns) is ignored.
 */
type WhereInput = { [key: string]: WhereInput[] | Record<string, unknown> }
/** Payload's `where`: `and`/`or` lists of the same, or a field's conditions (operator → value). */
const whereSchema: z.ZodType<WhereInput> = z.lazy(() =>
  z.record(
    z.string().max(200),
    z.union([z.array(whereSchema).max(100), z.record(z.string().max(50), z.unknown())]),
  ),
)

const exportQuery = z.object({
  where: whereSchema.optional(),
  search: z.string().max(200).optional(),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
  lang: z.enum(['vi', 'en']).optional(),
})

const MESSAGES = {
  vi: {
    signIn: 'Hãy đăng nhập bằng tài khoản nhân viên để xuất danh sách.',
    forbidden: 'Tài khoản này không được xuất danh sách này.',
    badQuery: 'Bộ lọc không hợp lệ: không xuất được danh sách.',
  },
  en: {
    signIn: 'Sign in with a staff account to export this list.',
    forbidden: 'This account may not export this list.',
    badQuery: 'The filter is not valid: the list could not be exported.',
  },
} satisfies Record<CsvLanguage, Record<string, string>>

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/** A query error: Payload's own 4xx, or PostgreSQL refusing a value or a path of the filter. */
const isQueryError = (error: unknown): boolean => {
  if (error instanceof APIError) return error.status >= 400 && error.status < 500
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code
  return typeof code === 'string' && /^(22|42)/.test(code)
}

/** Titles of related documents (staff names, file names), looked up once per id. */
function titleCache(payload: Payload) {
  const titles = new Map<string, string>()
  const key = (collection: string, id: unknown) => `${collection}:${String(id)}`
  return {
    title: (collection: string, id: unknown) => titles.get(key(collection, id)) ?? String(id ?? ''),
    async load(collection: string, titleField: string | undefined, ids: Set<string | number>) {
      const missing = [...ids].filter((id) => !titles.has(key(collection, id)))
      if (missing.length === 0) return
      const config = payload.collections[collection as CollectionSlug]?.config
      if (!config) return
      const field = titleField ?? config.admin?.useAsTitle ?? 'id'
      const { docs } = await payload.find({
        collection: collection as CollectionSlug,
        where: { id: { in: missing } },
        select: { [field]: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        const value = doc[field]
        titles.set(key(collection, doc.id), typeof value === 'string' ? value : String(doc.id))
      }
    },
  }
}

/**
 * A GET endpoint of a collection answering its list as CSV, filtered as the admin's list view
 * filters it (`where`, `search` over the collection's searchable fields, `sort`), for admins and
 * editors only (401 signed out, 403 otherwise), with the reader's access rules applied. The file
 * streams page by page; headers and values are in the admin's language. Each export is written
 * to the audit log.
 */
export function csvExportEndpoint(options: CsvExportOptions): Endpoint {
  const pageSize = options.pageSize ?? 250
  return {
    path: CSV_EXPORT_PATH,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const parsed = exportQuery.safeParse(req.query ?? {})
      const language = csvLanguage(
        parsed.success && parsed.data.lang ? parsed.data.lang : req.i18n?.language,
      )
      const texts = MESSAGES[language]
      if (!req.user) return refuse(401, texts.signIn)
      if (!hasRole(req, 'admin', 'editor')) return refuse(403, texts.forbidden)
      if (!parsed.success) return refuse(400, texts.badQuery)

      const { payload } = req
      const collection = payload.collections[options.collection]
      if (!collection) return refuse(404, texts.badQuery)
      const config = collection.config
      const startedAt = new Date()
      const listWhere = mergeListSearchAndWhere({
        collectionConfig: config,
        search: parsed.data.search ?? '',
        where: (parsed.data.where ?? {}) as Where,
      })
      // Rows arriving during the export stay out: pages do not shift under it.
      const where: Where = {
        and: [listWhere, { createdAt: { less_than_equal: startedAt.toISOString() } }],
      }
      const requested = parsed.data.sort ?? config.defaultSort ?? '-createdAt'
      const sort = [...(Array.isArray(requested) ? requested : [requested]), '-id'] as Sort

      const page = async (number: number): Promise<CsvRow[]> => {
        const { docs } = await payload.find({
          collection: options.collection,
          where,
          sort,
          page: number,
          limit: pageSize,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user: req.user,
        })
        return docs as unknown as CsvRow[]
      }

      // The first page is read before answering: a filter Payload or PostgreSQL refuses is a 400.
      let first: CsvRow[]
      try {
        first = await page(1)
      } catch (error) {
        if (isQueryError(error)) return refuse(400, texts.badQuery)
        throw error
      }

      const columns = resolveColumns(
        options.columns,
        config.flattenedFields as unknown as readonly CsvField[],
        language,
      )
      const titles = titleCache(payload)
      const context: CsvFormatContext = { language, title: titles.title }
      const toCells = async (rows: CsvRow[]): Promise<CsvCell[][]> => {
        const ids = relatedIds(options.columns, columns, rows)
        for (const [related, set] of ids) {
          const titleField = columns.find((column) => column.relation?.collection === related)
            ?.relation?.titleField
          await titles.load(related, titleField, set)
        }
        return rows.map((row) => columns.map((column) => column.cell(row, context)))
      }
      async function* batches() {
        let rows = first
        let number = 1
        while (rows.length > 0) {
          yield await toCells(rows)
          if (rows.length < pageSize) return
          number += 1
          rows = await page(number)
        }
      }

      const user = req.user as { email?: string }
      await writeAudit(payload, {
        action: 'export',
        actor: user.email ?? null,
        ip: req.headers?.get('x-client-ip') ?? null,
        target: options.collection,
        summary: `CSV export of ${options.collection}: ${JSON.stringify(listWhere)}`,
      })

      const fileName = csvFileName(options.fileName, startedAt)
      const body = csvStream(
        columns.map((column) => column.header),
        batches(),
        (error) =>
          payload.logger.error({ err: error, msg: `CSV export of ${options.collection} failed` }),
      )
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  }
}
