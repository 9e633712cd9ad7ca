import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  BACKEND_SEARCH_KINDS,
  type BackendSearchKind,
  type SearchHitDto,
  type SearchResultDto,
  type SearchSuggestionDto,
} from '@/contract/search'
import { entityPath } from '@/contract/topic'
import { PROVINCE_KEYS, PROVINCES } from '@/domain/provinces'
import {
  codeOf,
  expandQuery,
  foldText,
  parseSynonymTerms,
  type QueryVariant,
  type SynonymGroup,
  type SynonymRelation,
} from '@/domain/siteSearch'
import { startOfVietnamDay, vietnamDay } from '@/domain/vietnamTime'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { inAllLocales, tags } from '@/lib/cache/tags'
import { drizzleOf } from '@/lib/db/drizzle'
import { rankedSql } from '@/lib/db/textRank'
import { processWide } from '@/lib/processWide'

import { createReadCache } from '../readCache'
import { detailUrlOf as postDetailUrl } from './posts'

/** A model code is looked for only in queries of at least this many letters and digits. */
const CODE_MIN_LENGTH = 3
/** The most hits kept for one query (every kind together). */
const MAX_HITS = 1000

/** A row as the search SQL answers it. */
type Row = {
  kind: BackendSearchKind
  id: number
  title: string
  slug: string | null
  summary: string | null
  code: string | null
  extra: string | null
  score: number
}

/** Each kind's rows: title, slug, summary, model code, body text and one kind-specific value. */
function documents(culture: Locale, now: Date) {
  const localised = (table: string, parent: string) =>
    sql.raw(`
    LEFT JOIN ${table}_locales l ON l._parent_id = ${parent}.id AND l._locale = '${culture}'
    LEFT JOIN ${table}_locales d ON d._parent_id = ${parent}.id AND d._locale = '${defaultLocale}'`)
  const text = (column: string) => sql.raw(`coalesce(l.${column}, d.${column})`)
  const richText = (column: string) =>
    sql.raw(
      `(SELECT string_agg(t #>> '{}', ' ') FROM jsonb_path_query(coalesce(l.${column}, d.${column}), 'lax $.**.text') t WHERE jsonb_typeof(t) = 'string')`,
    )
  const provinces = JSON.stringify(
    PROVINCE_KEYS.map((key) => ({ key, name: PROVINCES[key][culture] })),
  )
  const openFrom = startOfVietnamDay(vietnamDay(now)).toISOString()
  return sql`
    SELECT 'product' AS kind, p.id, ${text('name')} AS title, ${text('slug')} AS slug,
      ${text('short_description')} AS summary, p.model_code AS code,
      concat_ws(' ', ${text('series')}, ${richText('description')}) AS body, NULL AS extra
    FROM products p ${localised('products', 'p')}
    WHERE p.is_active
    UNION ALL
    SELECT 'post', p.id, ${text('title')}, ${text('slug')}, ${text('summary')}, NULL,
      ${richText('body')}, p.category_type::text
    FROM posts p ${localised('posts', 'p')}
    WHERE p._status = 'published' AND p.published_at <= ${now.toISOString()}
    UNION ALL
    SELECT 'career', c.id, ${text('title')}, ${text('slug')}, ${text('summary')}, NULL,
      concat_ws(' ', ${text('department')}, ${richText('description')}), NULL
    FROM careers c ${localised('careers', 'c')}
    WHERE c.is_active AND c.deadline >= ${openFrom}
    UNION ALL
    SELECT 'project', p.id, ${text('name')}, ${text('slug')}, ${text('summary')}, NULL,
      concat_ws(' ', ${text('client')}, ${richText('body')}), NULL
    FROM projects p ${localised('projects', 'p')}
    WHERE p.is_active
    UNION ALL
    SELECT 'document', doc.id, ${text('title')}, NULL, ${text('summary')}, NULL, NULL, NULL
    FROM documents doc ${localised('documents', 'doc')}
    WHERE doc.is_active
    UNION ALL
    SELECT 'dealer', dl.id, ${text('name')}, NULL,
      concat_ws(', ', ${text('street')}, ${text('ward')}, pv.name), NULL, NULL, NULL
    FROM dealers dl ${localised('dealers', 'dl')}
    LEFT JOIN jsonb_to_recordset(${provinces}::jsonb) AS pv(key text, name text)
      ON pv.key = dl.province::text
    WHERE dl.is_active
    UNION ALL
    SELECT 'course', c.id, ${text('title')}, ${text('slug')}, ${text('summary')}, NULL,
      concat_ws(' ', ${text('audience')}, ${text('instructor')}, ${text('venue')}), NULL
    FROM training_courses c ${localised('training_courses', 'c')}
    WHERE c.is_active
    UNION ALL
    SELECT 'topic', t.id, ${text('title')}, ${text('slug')}, ${text('summary')}, NULL,
      ${richText('content')}, NULL
    FROM topics t ${localised('topics', 't')}
    WHERE t.is_active`
}

async function rankedRows(
  payload: Payload,
  culture: Locale,
  variants: QueryVariant[],
  code: string,
  now: Date,
): Promise<Row[]> {
  const result = await drizzleOf(payload).execute<Row>(
    rankedSql(documents(culture, now), variants, code, MAX_HITS),
  )
  return result.rows.map((row) => ({ ...row, id: Number(row.id), score: Number(row.score) }))
}

/** Where a hit lives: the entity's page, or the list that finds it (documents, dealers). */
function urlOf(row: Row): string {
  const slug = row.slug ?? ''
  switch (row.kind) {
    case 'product':
      return entityPath(slug, 'prd', row.id)
    case 'post':
      return postDetailUrl({ id: row.id, slug, categoryType: row.extra as never })
    case 'career':
      return entityPath(slug, 'c', row.id)
    case 'project':
      return entityPath(slug, 'prj', row.id)
    case 'course':
      return entityPath(slug, 'trainc', row.id)
    case 'topic':
      return entityPath(slug, 't', row.id)
    case 'document':
      return `/download?q=${encodeURIComponent(row.title)}`
    case 'dealer':
      return `/mua-o-dau?q=${encodeURIComponent(row.title)}`
  }
}

const SUMMARY_MAX = 400

const toHit = (row: Row): SearchHitDto => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  summary: row.summary ? row.summary.slice(0, SUMMARY_MAX) : null,
  code: row.code,
  url: urlOf(row),
  score: Math.round(row.score * 100) / 100,
})

/** Synonym groups of one language, kept until an editor changes any. */
const synonymReads = processWide('sora.searchSynonymReads', () =>
  createReadCache<SynonymGroup[]>({ tags: inAllLocales(tags.searchSynonyms) }),
)

/** The synonym groups of `culture` (`Search/GetSynonyms`, and every search). */
export async function synonymGroups(payload: Payload, culture: Locale): Promise<SynonymGroup[]> {
  return synonymReads.read(culture, async () => {
    const { docs } = await payload.find({
      collection: 'search-synonyms',
      overrideAccess: true,
      pagination: false,
      depth: 0,
      where: { language: { equals: culture } },
      select: { terms: true, relation: true },
    })
    return docs.map((doc) => ({
      terms: parseSynonymTerms(doc.terms),
      relation: doc.relation as SynonymRelation,
    }))
  })
}

/** Whether the query reads as (part of) a model code: one token with letters and digits. */
const codeQueryOf = (query: string): string => {
  const folded = foldText(query)
  const looksLikeCode = /\d/.test(folded) || /^[a-z0-9-]+$/.test(folded)
  const code = codeOf(folded)
  return looksLikeCode && code.length >= CODE_MIN_LENGTH ? code : ''
}

type Ranked = { hits: SearchHitDto[]; terms: string[] }

/** Every hit of a query, ranked, remembered by its folded form until any searched kind changes. */
const rankedReads = processWide('sora.siteSearchReads', () =>
  createReadCache<Ranked>({
    max: 1000,
    // Timed content (posts published later, careers closing at midnight) ages out within a minute.
    ttlMs: 60_000,
    tags: [
      tags.products,
      tags.posts,
      tags.careers,
      tags.projects,
      tags.documents,
      tags.dealers,
      tags.trainingCourses,
      tags.topics,
      tags.searchSynonyms,
    ].flatMap((builder) => inAllLocales(builder)),
  }),
)

async function ranked(payload: Payload, culture: Locale, query: string): Promise<Ranked> {
  const folded = foldText(query)
  return rankedReads.read(JSON.stringify([culture, folded]), async () => {
    const variants = expandQuery(folded, await synonymGroups(payload, culture))
    const rows = await rankedRows(payload, culture, variants, codeQueryOf(folded), new Date())
    return { hits: rows.map(toHit), terms: variants.map((variant) => variant.text) }
  })
}

/** Queries other visitors asked in `culture` that found something, the most alike first. */
async function suggestionsFor(payload: Payload, culture: Locale, query: string) {
  const result = await drizzleOf(payload).execute<{ query: string }>(sql`
    SELECT query FROM search_queries
    WHERE language = ${culture} AND last_result_count > 0 AND normalized <> ${foldText(query)}
    ORDER BY similarity(normalized, ${foldText(query)}) DESC, asked DESC, query
    LIMIT 5`)
  return result.rows.map((row) => row.query)
}

/**
 * Counts one asked query in the search report: its folded form and language, how often, how
 * often it found nothing. Nothing about who asked is written.
 */
export async function reportQuery(
  payload: Payload,
  culture: Locale,
  query: string,
  found: number,
): Promise<void> {
  const now = new Date().toISOString()
  const shown = query.toLowerCase().slice(0, 100)
  await drizzleOf(payload).execute(sql`
    INSERT INTO search_queries
      (query, normalized, language, asked, found_nothing, last_result_count, last_asked_at, updated_at, created_at)
    VALUES (${shown}, ${foldText(query)}, ${culture}, 1, ${found === 0 ? 1 : 0}, ${found}, ${now}, ${now}, ${now})
    ON CONFLICT (normalized, language) DO UPDATE SET
      asked = search_queries.asked + 1,
      found_nothing = search_queries.found_nothing + EXCLUDED.found_nothing,
      last_result_count = EXCLUDED.last_result_count,
      last_asked_at = EXCLUDED.last_asked_at,
      updated_at = EXCLUDED.updated_at`)
}

export type SearchQuery = {
  keyword: string
  kind?: BackendSearchKind | undefined
  skip: number
  take: number
  /** Count the query in the search report, with the hits the caller found elsewhere (CMS pages). */
  report: boolean
  otherHits: number
}

/** `Search/GetResults`: one page of ranked hits, the counts per kind, and suggestions. */
export async function searchSite(
  payload: Payload,
  culture: Locale,
  query: SearchQuery,
): Promise<SearchResultDto> {
  const { hits, terms } = await ranked(payload, culture, query.keyword)
  const counts = BACKEND_SEARCH_KINDS.map((kind) => ({
    kind,
    count: hits.filter((hit) => hit.kind === kind).length,
  })).filter((entry) => entry.count > 0)
  const chosen = query.kind ? hits.filter((hit) => hit.kind === query.kind) : hits
  const found = hits.length + query.otherHits
  if (query.report)
    // The visitor's answer never waits for the report, nor fails with it.
    void reportQuery(payload, culture, query.keyword, found).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'Search report: a query was not counted'),
    )
  return {
    totalCount: chosen.length,
    items: chosen.slice(query.skip, query.skip + query.take),
    counts,
    terms,
    suggestions: found === 0 ? await suggestionsFor(payload, culture, query.keyword) : [],
  }
}

/** `Search/Suggest`: the best products, then the best of the other kinds, for a query being typed. */
export async function suggestSearch(
  payload: Payload,
  culture: Locale,
  keyword: string,
): Promise<{ items: SearchSuggestionDto[] }> {
  const { hits } = await ranked(payload, culture, keyword)
  const products = hits.filter((hit) => hit.kind === 'product').slice(0, 5)
  const others = hits.filter((hit) => hit.kind !== 'product').slice(0, 3)
  return {
    items: [...products, ...others].map(({ kind, id, title, code, url }) => ({
      kind,
      id,
      title,
      code,
      url,
    })),
  }
}
