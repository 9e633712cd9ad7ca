import { parseId } from './ids'
import { firstValue } from './query'
import { ENTITY_SLUG } from './slug'

/** How an old detail address names its item: by id, or by slug (bare or `…-c12`). */
export type LegacyDetailLookup = { id: number } | { slug: string }

type Query = Record<string, string | string[] | null | undefined>

const one = (value: string | string[] | null | undefined) =>
  firstValue(value ?? undefined) ?? undefined

/**
 * What an address of the original site (`/careersDetail?id=12`, `?slug=ky-su-c12`) asks for:
 * a valid id first, else a well-formed slug (trimmed, lower case); null when neither is usable.
 */
export function legacyDetailLookup(query: Query): LegacyDetailLookup | null {
  const id = parseId(one(query.id)?.trim())
  if (id !== null) return { id }
  const slug = one(query.slug)?.trim().toLowerCase()
  return slug && slug.length <= 200 && ENTITY_SLUG.test(slug) ? { slug } : null
}
