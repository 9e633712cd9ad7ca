import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { escapeLike } from '@/lib/db/like'

/** Collections searched by their localised title and summary. */
type Searchable = 'posts' | 'careers'

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
  const locales = sql.raw(`${collection}_locales`)
  const text = (column: 'title' | 'summary') =>
    sql`unaccent(lower(coalesce(${sql.raw(`l.${column}`)}, ${sql.raw(`d.${column}`)}, '')))`
  const contains = (column: 'title' | 'summary') =>
    sql`${text(column)} LIKE '%' || unaccent(${pattern}) || '%'`
  const result = await db.drizzle.execute<{ id: number }>(sql`
    SELECT t.id FROM ${sql.raw(collection)} t
    LEFT JOIN ${locales} l ON l._parent_id = t.id AND l._locale = ${culture}
    LEFT JOIN ${locales} d ON d._parent_id = t.id AND d._locale = ${defaultLocale}
    WHERE ${contains('title')} OR ${contains('summary')}`)
  return result.rows.map((row) => Number(row.id))
}
