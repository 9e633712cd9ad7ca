import { firstValue } from './query'

/**
 * Alternative views of a CMS page (`/hvac?t=forOwners`): a page may hold extra layouts, each for
 * one audience, chosen by the `t` query value. Pure, shared by the admin and the renderer.
 */

/** What a view key may look like: it travels in URLs as `?t=<key>`. */
export const VIEW_KEY = /^[A-Za-z][A-Za-z0-9-]{0,39}$/

/** The query parameter that picks a view. */
export const VIEW_PARAM = 't'

type WithViews<V extends { key: string }> = { views?: V[] | null }

/** The view a query asks for, or null for the main layout (unknown keys fall back to it). */
export function pickView<V extends { key: string }>(
  page: WithViews<V>,
  search: Record<string, string | string[] | undefined> | undefined,
): V | null {
  const key = firstValue(search?.[VIEW_PARAM])
  if (!key) return null
  return page.views?.find((view) => view.key === key) ?? null
}
