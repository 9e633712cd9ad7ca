import 'server-only'

import { homeApplianceDetail } from '@/contract/homeAppliance'
import type { Locale } from '@/i18n/locales'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export const fetchHomeAppliance = (locale: Locale, id: number, transport?: Transport) =>
  request(homeApplianceDetail, locale, { id }, { transport })

/** Fixed data: cached without tags (a remote backend's answer still expires after five minutes). */
export const getHomeAppliance = cachedRead('homeAppliance', fetchHomeAppliance, () => [])
