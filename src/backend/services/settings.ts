import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

type Pending = { keys: Set<string>; result: Promise<Map<string, string>> }

const batches = new Map<string, Pending>()

/**
 * Loads every setting asked for in the same tick with one query: a page reads several settings
 * at once (footer, header), each through its own GetSettingKey call.
 */
function loadBatched(payload: Payload, culture: Locale, key: string): Promise<Map<string, string>> {
  const batchKey = culture
  let batch = batches.get(batchKey)
  if (!batch) {
    const keys = new Set<string>()
    const result = Promise.resolve().then(async () => {
      batches.delete(batchKey)
      const { docs } = await payload.find({
        collection: 'settings',
        where: { key: { in: [...keys] } },
        locale: culture,
        fallbackLocale: defaultLocale,
        pagination: false,
        depth: 0,
        select: { key: true, value: true },
        overrideAccess: true,
      })
      return new Map(docs.map((doc) => [doc.key, doc.value]))
    })
    batch = { keys, result }
    batches.set(batchKey, batch)
  }
  batch.keys.add(key)
  return batch.result
}

/** A site setting's value in a language (falling back to Vietnamese), or null when unknown. */
export async function getSettingValue(
  payload: Payload,
  culture: Locale,
  key: string,
): Promise<string | null> {
  return (await loadBatched(payload, culture, key)).get(key) ?? null
}
