import { CULTURE_HEADER, parseCultureValue } from '@/contract/headers'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** `vi`, `vi-VN`, `EN_us` → a site locale, or undefined. */
const toLocale = (value: string | undefined | null): Locale | undefined => {
  if (!value) return undefined
  const base = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

/** Reads `c=vi|uic=vi` (ASP.NET's culture format); the UI culture wins. */
const fromAspNetCulture = (value: string | null | undefined): Locale | undefined => {
  const parts = value ? parseCultureValue(value) : null
  return parts ? (toLocale(parts.uic) ?? toLocale(parts.c)) : undefined
}

const cookieValue = (cookieHeader: string | null, name: string): string | undefined => {
  if (!cookieHeader) return undefined
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=')
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim()
  }
  return undefined
}

const fromAcceptLanguage = (value: string | null): Locale | undefined => {
  if (!value) return undefined
  const ranked = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
  for (const entry of ranked) {
    const locale = toLocale(entry.tag)
    if (locale) return locale
  }
  return undefined
}

/** The request's culture, as ABP resolves it: header, then cookie, then Accept-Language, then vi. */
export function resolveCulture(headers: Headers): Locale {
  return (
    fromAspNetCulture(headers.get(CULTURE_HEADER)) ??
    fromAspNetCulture(cookieValue(headers.get('cookie'), CULTURE_HEADER)) ??
    fromAcceptLanguage(headers.get('accept-language')) ??
    defaultLocale
  )
}
