import {
  APIError,
  type CollectionBeforeChangeHook,
  type Field,
  type GlobalBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { isTranslatorOnly } from '../access/roles'
import { findNonLocalizedChanges } from '../fields/translatorScope'

/** Kept by Payload itself; never compared. */
const SYSTEM_FIELDS = new Set([
  'id',
  '_status',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'globalType',
])

/** Throws when a translator's change touches anything but localised texts. */
function guard(
  req: PayloadRequest,
  fields: Field[],
  data: Record<string, unknown>,
  original: Record<string, unknown>,
) {
  const changes = findNonLocalizedChanges(fields, data, original, (slug) =>
    req.payload.config.blocks?.find((block) => block.slug === slug),
  ).filter((path) => !SYSTEM_FIELDS.has(path))
  if (changes.length > 0) {
    throw new APIError(
      `Translators may only change translated texts (not: ${changes.join(', ')})`,
      403,
      null,
      true,
    )
  }
}

/**
 * Translators may change localised texts only: no new documents, no structural edits, no
 * non-localised values. Field-level access greys those out in the admin; this is the guarantee.
 */
export const enforceTranslatorScope: CollectionBeforeChangeHook = ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!isTranslatorOnly(req)) return data
  if (operation === 'create' || !originalDoc) {
    throw new APIError(req.t('error:unauthorized'), 403, null, true)
  }
  guard(req, collection.fields, data, originalDoc)
  return data
}

/** The same guarantee for globals (menus, footer). */
export const enforceTranslatorScopeGlobal: GlobalBeforeChangeHook = ({
  global,
  data,
  originalDoc,
  req,
}) => {
  if (isTranslatorOnly(req)) guard(req, global.fields, data, originalDoc ?? {})
  return data
}
