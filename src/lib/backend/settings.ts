import 'server-only'

import { z } from 'zod'

import type { SettingKey } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

/** `GET /api/services/app/Setting/GetSettingKey?keyString=…`: a setting's value or null. */
export const fetchSetting = (locale: Locale, key: SettingKey, transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Setting/GetSettingKey',
      locale,
      query: { keyString: key },
    },
    z.string().nullable(),
    transport,
  )

export const getSetting = cachedRead('setting', fetchSetting, (locale) => [tags.settings(locale)])

/** Several settings at once, as a map (missing ones are absent). */
export async function getSettings<K extends SettingKey>(
  locale: Locale,
  keys: readonly K[],
): Promise<Partial<Record<K, string>>> {
  const values = await Promise.all(keys.map((key) => getSetting(locale, key)))
  return Object.fromEntries(
    keys.flatMap((key, index) => (values[index] ? [[key, values[index]]] : [])),
  ) as Partial<Record<K, string>>
}
