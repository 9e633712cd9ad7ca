import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '@/lib/format/currency'

import { cookieValue } from '../browserState'

/** Fired on `window` when the visitor picks another currency. */
export const CURRENCY_EVENT = 'sora:currency'

/** Calls `onChange` whenever the visitor picks another currency (for `useCookies`). */
export function subscribeToCurrency(onChange: () => void): () => void {
  window.addEventListener(CURRENCY_EVENT, onChange)
  return () => window.removeEventListener(CURRENCY_EVENT, onChange)
}

/** The chosen currency code, VND when none was chosen. */
export const chosenCurrency = (cookies: string): string =>
  cookieValue(cookies, CURRENCY_COOKIE) ?? 'VND'

/** Remembers the currency for 7 days (spec §9) and tells every price on the page. */
export function writeCurrencyCookie(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${CURRENCY_COOKIE_MAX_AGE}; samesite=lax${secure}`
  window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: code }))
}
