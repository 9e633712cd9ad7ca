import type { Payload } from 'payload'

import type { UpdateLanguageTextInput } from '@/contract/configuration'
import type { Locale } from '@/i18n/locales'

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

/** Creates or updates the text of one key in one language. */
export async function updateLanguageText(
  payload: Payload,
  input: UpdateLanguageTextInput & { languageName: Locale },
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'language-texts',
    where: { and: [{ source: { equals: input.sourceName } }, { key: { equals: input.key } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing) {
    await payload.update({
      collection: 'language-texts',
      id: existing.id,
      locale: input.languageName,
      data: { value: input.value, ...(input.name && !existing.name ? { name: input.name } : {}) },
      depth: 0,
      overrideAccess: true,
    })
    return
  }
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
}
