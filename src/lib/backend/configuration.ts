import 'server-only'

import {
  getAll,
  updateLanguageText as updateLanguageTextCall,
  type UpdateLanguageTextInput,
} from '@/contract/configuration'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

/** Languages and interface texts for a language. */
export const fetchUserConfiguration = (locale: Locale, transport?: Transport) =>
  request(getAll, locale, {}, { transport })

export const getUserConfiguration = cachedRead(
  'userConfiguration',
  fetchUserConfiguration,
  (locale) => [tags.texts(locale)],
)

/** Registers or changes an interface text, as the renderer's service identity. */
export const updateLanguageText = (input: UpdateLanguageTextInput, transport?: Transport) =>
  request(updateLanguageTextCall, input.languageName === 'en' ? 'en' : 'vi', input, { transport })
