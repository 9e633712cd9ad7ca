import type { Payload } from 'payload'

import type { UpdateLanguageTextInput } from '@/contract/configuration'
import type { Locale } from '@/i18n/locales'
import type { LanguageText } from '@/payload-types'

/** values[source][key] for one language; an untranslated key is absent (no fallback). */
export async function getTextValues(
  payload: Payload,
  culture: Locale,
): Promise<Record<string, Record<string, string>>> {
  const { docs } = await payload.find({
    collection: 'language-texts',
    locale: culture,
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    select: { source: true, key: true, value: true },
    overrideAccess: true,
  })
  const values: Record<string, Record<string, string>> = {}
  for (const doc of docs) {
    if (typeof doc.value !== 'string' || doc.value === '') continue
    ;(values[doc.source] ??= {})[doc.key] = doc.value
  }
  return values
}

const findText = async (payload: Payload, source: string, key: string) =>
  (
    await payload.find({
      collection: 'language-texts',
      where: { and: [{ source: { equals: source } }, { key: { equals: key } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

type UpdateOptions = {
  /** Whether a key that does not exist yet may be created (translators only change texts). */
  allowCreate: boolean
}

/**
 * Creates or updates the text of one key in one language. Two callers registering the same key
 * at once meet at the unique (source, key) index: the loser updates the winner's document.
 * Returns false when the key does not exist and may not be created.
 */
export async function updateLanguageText(
  payload: Payload,
  input: UpdateLanguageTextInput & { languageName: Locale },
  { allowCreate }: UpdateOptions,
): Promise<boolean> {
  const update = (existing: LanguageText) =>
    payload.update({
      collection: 'language-texts',
      id: existing.id,
      locale: input.languageName,
      data: { value: input.value, ...(input.name && !existing.name ? { name: input.name } : {}) },
      depth: 0,
      overrideAccess: true,
    })
  const existing = await findText(payload, input.sourceName, input.key)
  if (existing) {
    await update(existing)
    return true
  }
  if (!allowCreate) return false
  try {
    await payload.create({
      collection: 'language-texts',
      locale: input.languageName,
      data: {
        source: input.sourceName,
        key: input.key,
        name: input.name ?? null,
        value: input.value,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    const created = await findText(payload, input.sourceName, input.key)
    if (!created) throw error
    await update(created)
  }
  return true
}
