import { z } from 'zod'

import { locales } from '@/i18n/locales'

/**
 * The language an entity's texts are in: the requested culture, or Vietnamese when the entity has
 * no translation of its own yet (its texts fell back). The site says so on the page and leaves the
 * page out of that language's sitemap.
 */
export const contentCultureSchema = z.enum(locales)

/** A DTO as a service builds it, before its content culture is looked up. */
export type WithoutContentCulture<T> = Omit<T, 'contentCulture'>
