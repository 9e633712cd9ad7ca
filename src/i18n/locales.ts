/** The site's languages: Vietnamese first and default (no URL prefix), English under `/en`. */
export const locales = ['vi', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'vi'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** Culture names as the backend contract spells them (spec §3). */
export const cultureOf: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US' }

/** The remembered-language cookie and its lifetime (spec §9: 365 days). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const TIME_ZONE = 'Asia/Ho_Chi_Minh'
