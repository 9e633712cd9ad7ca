import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { DEFAULT_COEFFICIENTS, type AdvisorCoefficients } from '@/lib/catalogue/advisor'
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

/** The capacity advisor's coefficients (admin values, or the defaults before any are saved). */
export const getAdvisorCoefficients = cache((locale: Locale): Promise<AdvisorCoefficients> =>
  unstable_cache(
    async () => {
      const stored = await (
        await cmsPayload()
      ).findGlobal({
        slug: 'capacity-advisor',
        depth: 0,
        overrideAccess: false,
      })
      const pick = (value: number | null | undefined, fallback: number) =>
        typeof value === 'number' && Number.isFinite(value) ? value : fallback
      const d = DEFAULT_COEFFICIENTS
      const bands = (stored.bands ?? []).filter((band) => band.btu > 0 && band.hp > 0)
      return {
        btuPerSquareMetre: pick(stored.btuPerSquareMetre, d.btuPerSquareMetre),
        referenceCeilingHeight: pick(stored.referenceCeilingHeight, d.referenceCeilingHeight),
        peopleIncluded: pick(stored.peopleIncluded, d.peopleIncluded),
        btuPerExtraPerson: pick(stored.btuPerExtraPerson, d.btuPerExtraPerson),
        sunFactors: {
          low: pick(stored.sunLow, d.sunFactors.low),
          normal: pick(stored.sunNormal, d.sunFactors.normal),
          high: pick(stored.sunHigh, d.sunFactors.high),
        },
        bands: bands.length > 0 ? bands.map(({ btu, hp }) => ({ btu, hp })) : d.bands,
      }
    },
    ['cms-capacity-advisor', locale],
    { tags: [tags.capacityAdvisor(locale)] },
  )(),
)
