import 'server-only'

import { TEXT_SOURCE } from '@/contract/configuration'
import { fetchUserConfiguration, updateLanguageText } from '@/lib/backend/configuration'
import type { Transport } from '@/lib/backend/transport'

import { textCatalogue } from './catalogue'
import { locales } from './locales'

/**
 * Registers, for each language, every interface text the backend has no value for, under its
 * hash key, with the repository's default as the first value. Returns how many were written.
 */
export async function registerMissingTexts(transport?: Transport): Promise<number> {
  let registered = 0
  for (const locale of locales) {
    const configuration = await fetchUserConfiguration(locale, transport)
    const existing = configuration.localization.values[TEXT_SOURCE] ?? {}
    for (const entry of textCatalogue()) {
      if (existing[entry.key]) continue
      try {
        await updateLanguageText(
          {
            languageName: locale,
            sourceName: TEXT_SOURCE,
            key: entry.key,
            value: entry.values[locale],
            name: entry.path,
          },
          transport,
        )
        registered += 1
      } catch (error) {
        // One text failing must not stop the others; the next start tries it again.
        console.error(`[i18n] could not register ${entry.path} (${locale}):`, error)
      }
    }
  }
  return registered
}

let registration: Promise<number> | undefined

/** Runs the registration once per server process (at start), never per request. */
export function registerMissingTextsOnce(): Promise<number> {
  registration ??= registerMissingTexts().catch((error: unknown) => {
    registration = undefined
    console.error('[i18n] registering interface texts failed:', error)
    return 0
  })
  return registration
}
