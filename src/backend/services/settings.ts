import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

/** A site setting's value in a language (falling back to Vietnamese), or null when unknown. */
export async function getSettingValue(payload: Payload, culture: Locale, key: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'settings',
    where: { key: { equals: key } },
    locale: culture,
    fallbackLocale: defaultLocale,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.value ?? null
}
