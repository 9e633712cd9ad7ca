import 'server-only'

import { getSettingKey } from '@/contract/configuration'
import type { SettingKey } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

/** A setting's value, or null. */
export const fetchSetting = (locale: Locale, key: SettingKey, transport?: Transport) =>
  request(getSettingKey, locale, { keyString: key }, { transport })

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
