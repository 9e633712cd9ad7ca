import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { escapeLike } from '@/lib/db/like'

/** Collections searched by their localised title and summary. */
type Searchable = 'posts' | 'careers' | 'training-courses' | 'projects' | 'documents'

/** Where a collection's title is not called `title`. */
const TITLE_COLUMN: Partial<Record<Searchable, string>> = { projects: 'name' }

/**
 * Ids of documents whose title or summary in the request language (Vietnamese where it has
 * none) contains `keyword`, accent- and case-insensitively (`hoi thao` finds `Hội thảo`).
 */
export async function titleOrSummaryMatches(
  payload: Payload,
  collection: Searchable,
  culture: Locale,
  keyword: string,
): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const pattern = escapeLike(keyword.trim().toLowerCase().slice(0, 100))
  const table = collection.replaceAll('-', '_')
  const locales = sql.raw(`${table}_locales`)
  const text = (field: 'title' | 'summary') => {
    const column = field === 'title' ? (TITLE_COLUMN[collection] ?? 'title') : field
    return sql`unaccent(lower(coalesce(${sql.raw(`l.${column}`)}, ${sql.raw(`d.${column}`)}, '')))`
  }
  const contains = (column: 'title' | 'summary') =>
    sql`${text(column)} LIKE '%' || unaccent(${pattern}) || '%'`
  const result = await db.drizzle.execute<{ id: number }>(sql`
    SELECT t.id FROM ${sql.raw(table)} t
    LEFT JOIN ${locales} l ON l._parent_id = t.id AND l._locale = ${culture}
    LEFT JOIN ${locales} d ON d._parent_id = t.id AND d._locale = ${defaultLocale}
    WHERE ${contains('title')} OR ${contains('summary')}`)
  return result.rows.map((row) => Number(row.id))
}
