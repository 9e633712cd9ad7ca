import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { QueryVariant } from '@/domain/siteSearch'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { drizzleOf } from '@/lib/db/drizzle'
import { rankedSql } from '@/lib/db/textRank'
import { isDraftMode, previewer } from '@/lib/preview/draft'
import { isUntranslated, localizedLeaves } from '@/lib/translations/gaps'
import type { Page, User } from '@/payload-types'

import { cmsPayload } from './payload'

/**
 * A published page and its slug in every language (for hreflang and the language switcher).
 * `untranslated`: the page has nothing of its own in the language it was read in, so Payload's
 * fallback shows the Vietnamese content (said to the visitor, left out of that sitemap).
 */
export type PageEntry = { page: Page; slugs: Record<Locale, string>; untranslated: boolean }

const publicRead = { draft: false, overrideAccess: false, depth: 1 } as const

/** How a page is read: published for everyone, or its latest draft for a previewing editor. */
type Read = typeof publicRead | { draft: true; overrideAccess: false; depth: 1; user: User }

/** A page by its slug in `locale` (or its Vietnamese slug) and its slug in every language. */
async function readPage(
  locale: Locale,
  slug: string,
  read: Read = publicRead,
): Promise<PageEntry | null> {
  const payload = await cmsPayload()
  const bySlug = (slugLocale: Locale) =>
    payload.find({
      collection: 'pages',
      ...read,
      locale: slugLocale,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
    })
  let page = (await bySlug(locale)).docs[0]
  if (!page && locale !== defaultLocale) {
    // Fixed routes keep their Vietnamese path under /en too (e.g. /en/lien-he).
    const match = (await bySlug(defaultLocale)).docs[0]
    if (match) page = await payload.findByID({ collection: 'pages', id: match.id, ...read, locale })
  }
  if (!page) return null
  const all = await payload.findByID({
    collection: 'pages',
    id: page.id,
    ...read,
    depth: 0,
    locale: 'all',
  })
  const stored = (all.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  const slugs = Object.fromEntries(
    locales.map((code) => [code, stored[code] ?? stored[defaultLocale] ?? slug]),
  ) as Record<Locale, string>
  const leaves = localizedLeaves(
    payload.collections.pages.config.fields,
    all as unknown as Record<string, unknown>,
    (blockSlug) => payload.config.blocks?.find((block) => block.slug === blockSlug),
  )
  const untranslated = locale !== defaultLocale && isUntranslated(leaves, locale)
  return { page, slugs, untranslated }
}

/**
 * A published page by its slug in `locale` (or its Vietnamese slug), cached per page and
 * language. In draft mode it is read afresh and never cached: the latest draft for the editor
 * previewing it, the published page for anyone else holding the draft-mode cookie.
 */
export const getPage = cache(async (locale: Locale, slug: string): Promise<PageEntry | null> => {
  if (await isDraftMode()) {
    const user = await previewer()
    return readPage(locale, slug, user ? { ...publicRead, draft: true, user } : publicRead)
  }
  return unstable_cache(() => readPage(locale, slug), ['cms-page', locale, slug], {
    tags: [tags.page(locale, slug), tags.media(locale)],
  })()
})

/** A page found by site search, scored like the backend's hits. */
export type PageHit = {
  id: number
  title: string
  url: string
  description: string | null
  score: number
}

/**
 * Published, indexable pages matching any of `variants` (a query and its synonyms, folded),
 * best first, ranked by the same SQL as the backend's kinds (title, description, trigram
 * likeness) over the cached list of published pages.
 */
export async function searchPages(
  locale: Locale,
  variants: readonly QueryVariant[],
): Promise<PageHit[]> {
  if (variants.length === 0) return []
  const pages = (await listPublishedPages(locale)).filter((page) => !page.noIndex)
  const rows = pages.map((page) => ({
    kind: 'page',
    id: page.id,
    title: page.title,
    slug: page.slug,
    summary: page.description,
  }))
  const documents = sql`
    SELECT kind, id, title, slug, summary, NULL AS code, NULL AS body, NULL AS extra
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS d(kind text, id integer, title text, slug text, summary text)`
  const payload = await cmsPayload()
  const result = await drizzleOf(payload).execute<{
    id: number
    title: string
    slug: string
    summary: string | null
    score: number
  }>(rankedSql(documents, variants, '', 200))
  return result.rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    url: row.slug === 'home' ? '/' : `/${row.slug}`,
    description: row.summary,
    score: Math.round(Number(row.score) * 100) / 100,
  }))
}

/** A published page as lists of pages need it (the site map). */
export type PageListing = {
  id: number
  title: string
  slug: string
  /** The search engines' description (SEO), if any. */
  description: string | null
  businessArea: Page['businessArea']
  noIndex: boolean
}

/** Every published page in `locale`, cached until any page changes. */
export const listPublishedPages = cache((locale: Locale): Promise<PageListing[]> =>
  unstable_cache(
    async () => {
      const payload = await cmsPayload()
      const { docs } = await payload.find({
        collection: 'pages',
        ...publicRead,
        depth: 0,
        locale,
        pagination: false,
        select: {
          title: true,
          slug: true,
          businessArea: true,
          seo: { noIndex: true, description: true },
        },
      })
      return docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        slug: doc.slug,
        description: doc.seo?.description ?? null,
        businessArea: doc.businessArea ?? null,
        noIndex: doc.seo?.noIndex ?? false,
      }))
    },
    ['cms-pages', locale],
    { tags: [tags.pages(locale)] },
  )(),
)
