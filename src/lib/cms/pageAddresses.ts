import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { inAllLocales, tags } from '@/lib/cache/tags'
import type { LocalePaths } from '@/lib/seo/metadata'
import { isUntranslated, localizedLeaves } from '@/lib/translations/gaps'

import { cmsPayload } from './payload'

/** A published page's address in each language, and the languages it has no text of its own in. */
export type PageAddress = {
  paths: LocalePaths
  untranslated: Locale[]
  noIndex: boolean
  updatedAt: string
}

type Stored = Record<string, unknown>

const inLocale = (value: unknown, locale: Locale): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Stored)[locale]
    : value

/** Every published page's addresses (the sitemap), cached until any page changes. */
export const listPageAddresses = cache((): Promise<PageAddress[]> =>
  unstable_cache(
    async () => {
      const payload = await cmsPayload()
      const { docs } = await payload.find({
        collection: 'pages',
        draft: false,
        overrideAccess: false,
        depth: 0,
        locale: 'all',
        pagination: false,
      })
      const fields = payload.collections.pages.config.fields
      const resolveBlock = (slug: string) =>
        payload.config.blocks?.find((block) => block.slug === slug)
      return docs.map((doc) => {
        const stored = doc as unknown as Stored
        const slugs = (stored.slug ?? {}) as Partial<Record<Locale, string>>
        const paths = Object.fromEntries(
          locales.map((locale) => {
            const slug = slugs[locale] || slugs[defaultLocale] || ''
            return [locale, slug === 'home' ? '/' : `/${slug}`]
          }),
        ) as LocalePaths
        const leaves = localizedLeaves(fields, stored, resolveBlock)
        return {
          paths,
          untranslated: locales.filter(
            (locale) => locale !== defaultLocale && isUntranslated(leaves, locale),
          ),
          noIndex: Boolean(inLocale((stored.seo as Stored | undefined)?.noIndex, defaultLocale)),
          updatedAt: String(stored.updatedAt ?? ''),
        }
      })
    },
    ['cms-page-addresses'],
    { tags: inAllLocales(tags.pages) },
  )(),
)
