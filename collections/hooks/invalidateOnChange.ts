import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import type { Locale } from '@/i18n/locales'
import { invalidate } from '@/lib/cache/invalidate'
import { inAllLocales } from '@/lib/cache/tags'

type Doc = Record<string, unknown> & { id?: number | string }
type Change = { doc: Doc; previousDoc?: Doc | undefined; req: PayloadRequest }
type TagsOf = (change: Change) => Iterable<string> | Promise<Iterable<string>>

/**
 * The afterChange and afterDelete hooks of a collection whose documents are cached: they
 * invalidate the tags `tagsOf` names for a change (before and after it), through `invalidate`.
 */
export function invalidateOnChange(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const run = async ({ doc, previousDoc, req, context }: Change & { context: RequestContext }) => {
    if (!context.disableRevalidate)
      await invalidate(await tagsOf({ doc, previousDoc, req }), { req, context })
    return doc
  }
  return {
    afterChange: run as CollectionAfterChangeHook,
    afterDelete: run as CollectionAfterDeleteHook,
  }
}

/** The same for a global (menus, footer, advisor). */
export const invalidateGlobalOnChange =
  (tagsOf: TagsOf): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req, context }) => {
    if (!context.disableRevalidate)
      await invalidate(await tagsOf({ doc, previousDoc, req }), { req, context })
    return doc
  }

type Builder = (locale: Locale) => string

/** Tags that every document of a kind shares (a list, a set of settings), in every language. */
export const sharedTags =
  (...builders: Builder[]): TagsOf =>
  () =>
    builders.flatMap((builder) => inAllLocales(builder))

/** An entity read by id and listed: its own tag and its lists', in every language. */
export const entityTags =
  (one: (locale: Locale, id: string) => string, ...lists: Builder[]): TagsOf =>
  ({ doc }) => [
    ...inAllLocales(one, String(doc.id)),
    ...lists.flatMap((builder) => inAllLocales(builder)),
  ]
