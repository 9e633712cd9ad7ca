import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { homeApplianceKind } from '@/components/HomeAppliance/kind'
import { businessGalleryKind, projectKind } from '@/components/Project/kind'
import { trainingCourseKind } from '@/components/TrainingCourse/kind'
import type { EntityCode } from '@/contract/topic'
import type { Locale } from '@/i18n/locales'

type Search = Record<string, string | string[] | undefined>

/**
 * An entity kind the catch-all route shows at `/{slug}-{code}{id}`. `read` answers the entity in
 * a language, or null for an unknown id (use `orNotFound` around the typed client); the route
 * sends a wrong slug to `detailUrl` with a 301 and renders the rest.
 */
export type EntityKind<T> = {
  read: (locale: Locale, id: number) => Promise<T | null>
  /** The whole canonical segment, `{slug}-{code}{id}` (what `detailUrl` ends in). */
  slug: (entity: T) => string
  detailUrl: (entity: T) => string
  metadata: (entity: T, locale: Locale) => Promise<Metadata>
  /** The page inside the site shell. */
  render: (entity: T, locale: Locale, search?: Search) => Promise<ReactNode>
}

/**
 * Kinds registered here; `p pc t c prd prdb` are handled in `slugPage.tsx`. One line per kind:
 * `prj: projectKind,` with the kind defined next to its view (e.g. `components/Project/kind.tsx`).
 */
export const entityKinds: Partial<Record<EntityCode, EntityKind<unknown>>> = {
  trainc: trainingCourseKind,
  ha: homeApplianceKind,
  prj: projectKind,
  bg: businessGalleryKind,
}
