import type { Locale } from '@/i18n/locales'

/** The only tenant of this deployment (spec §6: a fixed tenant id 1 on every request). */
export const TENANT_ID = 1

/** ABP's tenant header; `Abp-TenantId` is the spelling proxies that refuse dots pass on. */
export const TENANT_HEADER = 'Abp.TenantId'
export const TENANT_HEADER_ALIASES = [TENANT_HEADER, 'Abp-TenantId'] as const

/** ASP.NET's culture header (and cookie), `c=vi|uic=vi`. */
export const CULTURE_HEADER = '.AspNetCore.Culture'

/** The culture header's value for a locale. */
export const cultureHeaderValue = (locale: Locale): string => `c=${locale}|uic=${locale}`

/** `{ c, uic }` of a culture value (`c=vi|uic=en`); null when it is not one. */
export function parseCultureValue(value: string): { c?: string; uic?: string } | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  const parts: { c?: string; uic?: string } = {}
  for (const part of decoded.split('|')) {
    const [name, culture] = part.split('=').map((piece) => piece.trim())
    if ((name === 'c' || name === 'uic') && culture) parts[name] = culture
  }
  return parts
}

/** The headers every call of the contract carries (spec §7), browser and server alike. */
export const contractHeaders = (locale: Locale): Record<string, string> => ({
  accept: 'application/json',
  [CULTURE_HEADER]: cultureHeaderValue(locale),
  [TENANT_HEADER]: String(TENANT_ID),
})
