import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import type { Footer, Navigation } from '@/payload-types'

import { cmsPayload } from './payload'

const readGlobal = async <S extends 'navigation' | 'footer'>(slug: S, locale: Locale) =>
  (await cmsPayload()).findGlobal({ slug, locale, depth: 0, draft: false, overrideAccess: false })

/** The header menu in `locale`, cached until an editor changes it. */
export const getNavigation = cache((locale: Locale): Promise<Navigation> =>
  unstable_cache(() => readGlobal('navigation', locale), ['cms-navigation', locale], {
    tags: [tags.navigation(locale)],
  })(),
)

/** The footer in `locale`, cached until an editor changes it. */
export const getFooter = cache((locale: Locale): Promise<Footer> =>
  unstable_cache(() => readGlobal('footer', locale), ['cms-footer', locale], {
    tags: [tags.footer(locale)],
  })(),
)
