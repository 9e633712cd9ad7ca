import 'server-only'

import { userConfigurationSchema, type UpdateLanguageTextInput } from '@/contract/configuration'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'
import { z } from 'zod'

/** `GET /AbpUserConfiguration/GetAll`: languages and interface texts for a language. */
export const fetchUserConfiguration = (locale: Locale, transport?: Transport) =>
  callBackend(
    { method: 'GET', path: '/AbpUserConfiguration/GetAll', locale },
    userConfigurationSchema,
    transport,
  )

export const getUserConfiguration = cachedRead(
  'userConfiguration',
  fetchUserConfiguration,
  (locale) => [tags.texts(locale)],
)

/** `PUT /api/services/app/Language/UpdateLanguageText`, as the renderer's service identity. */
export const updateLanguageText = (input: UpdateLanguageTextInput, transport?: Transport) =>
  callBackend(
    {
      method: 'PUT',
      path: '/api/services/app/Language/UpdateLanguageText',
      locale: input.languageName === 'en' ? 'en' : 'vi',
      body: input,
      auth: 'service',
    },
    z.null(),
    transport,
  )
