'use client'

import type { CurrencyDto } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/format/currency'

import { useCookies } from '../browserState'
import { chosenCurrency, subscribeToCurrency } from './currencyCookie'

type Props = { vnd: number; locale: Locale; currencies: CurrencyDto[]; className?: string }

/**
 * A VND price in the visitor's chosen currency. The server renders VND (shared, cacheable page);
 * the chosen currency is applied here and follows later changes.
 */
export function Price({ vnd, locale, currencies, className }: Props) {
  const code = chosenCurrency(useCookies(subscribeToCurrency))
  const currency = currencies.find((item) => item.currencyCode === code) ?? null
  return <span className={className}>{formatPrice(vnd, currency, locale)}</span>
}
