import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** `vi`, `vi-VN`, `EN_us` → a site locale, or undefined. */
const toLocale = (value: string | undefined | null): Locale | undefined => {
  if (!value) return undefined
  const base = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

/** Reads `c=vi|uic=vi` (ASP.NET's culture format); the UI culture wins. */
const fromAspNetCulture = (value: string | null | undefined): Locale | undefined => {
  if (!value) return undefined
  const parts = new Map(
    decodeURIComponent(value)
      .split('|')
      .map((part) => part.split('=').map((piece) => piece.trim()) as [string, string | undefined]),
  )
  return toLocale(parts.get('uic')) ?? toLocale(parts.get('c'))
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
    fromAspNetCulture(headers.get('.AspNetCore.Culture')) ??
    fromAspNetCulture(cookieValue(headers.get('cookie'), '.AspNetCore.Culture')) ??
    fromAcceptLanguage(headers.get('accept-language')) ??
    defaultLocale
  )
}

/** The header value the client sends for a locale. */
export const cultureHeaderValue = (locale: Locale): string => `c=${locale}|uic=${locale}`
