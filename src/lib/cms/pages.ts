import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { escapeLike } from '@/lib/db/like'
import type { Page } from '@/payload-types'

import { cmsPayload } from './payload'

/** A published page and its slug in every language (for hreflang and the language switcher). */
export type PageEntry = { page: Page; slugs: Record<Locale, string> }

const publicRead = { draft: false, overrideAccess: false, depth: 1 } as const

async function readPage(locale: Locale, slug: string): Promise<PageEntry | null> {
  const payload = await cmsPayload()
  const bySlug = (slugLocale: Locale) =>
    payload.find({
      collection: 'pages',
      ...publicRead,
      locale: slugLocale,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
    })
  let page = (await bySlug(locale)).docs[0]
  if (!page && locale !== defaultLocale) {
    // Fixed routes keep their Vietnamese path under /en too (e.g. /en/lien-he).
    const match = (await bySlug(defaultLocale)).docs[0]
    if (match)
      page = await payload.findByID({ collection: 'pages', id: match.id, ...publicRead, locale })
  }
  if (!page) return null
  const all = await payload.findByID({
    collection: 'pages',
    id: page.id,
    ...publicRead,
    depth: 0,
    locale: 'all',
    select: { slug: true },
  })
  const stored = (all.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  const slugs = Object.fromEntries(
    locales.map((code) => [code, stored[code] ?? stored[defaultLocale] ?? slug]),
  ) as Record<Locale, string>
  return { page, slugs }
}

/** A published page by its slug in `locale` (or its Vietnamese slug), cached per page and language. */
export const getPage = cache((locale: Locale, slug: string): Promise<PageEntry | null> =>
  unstable_cache(() => readPage(locale, slug), ['cms-page', locale, slug], {
    tags: [tags.page(locale, slug), tags.media(locale)],
  })(),
)

export type PageHit = { title: string; slug: string; description: string | null }

/** Published pages whose title or description contains `query` (case-insensitive). */
export async function searchPages(locale: Locale, query: string, limit = 20): Promise<PageHit[]> {
  const payload = await cmsPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    ...publicRead,
    depth: 0,
    locale,
    limit,
    where: {
      or: [
        { title: { like: escapeLike(query) } },
        { 'seo.description': { like: escapeLike(query) } },
      ],
    },
    select: { title: true, slug: true, seo: true },
  })
  return docs.map((doc) => ({
    title: doc.title,
    slug: doc.slug,
    description: doc.seo?.description ?? null,
  }))
}
