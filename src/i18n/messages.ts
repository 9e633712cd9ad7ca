import 'server-only'

import { TEXT_SOURCE } from '@/contract/configuration'
import { getUserConfiguration } from '@/lib/backend/configuration'

import { mergeTexts } from './catalogue'
import type { Locale } from './locales'
import type { Messages } from './textKeys'

/**
 * Interface texts for a language: the user configuration's (`getAll`) values merged over the
 * repository defaults. When the backend cannot answer, the defaults keep the site readable.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  let values: Record<string, string> = {}
  try {
    const configuration = await getUserConfiguration(locale)
    values = configuration.localization.values[TEXT_SOURCE] ?? {}
  } catch (error) {
    console.warn(`[i18n] interface texts (${locale}) use the repository defaults:`, error)
  }
  return mergeTexts(locale, values)
}
