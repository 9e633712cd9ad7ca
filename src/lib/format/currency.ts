import type { CurrencyDto } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'

export type CurrencyFormat = Omit<CurrencyDto, 'id' | 'name'>

/** VND units (spec §9): nghìn, triệu, tỷ in Vietnamese; thousand, million, billion in English. */
const UNITS: Record<Locale, { value: number; name: string }[]> = {
  vi: [
    { value: 1e9, name: 'tỷ' },
    { value: 1e6, name: 'triệu' },
    { value: 1e3, name: 'nghìn' },
  ],
  en: [
    { value: 1e9, name: 'billion' },
    { value: 1e6, name: 'million' },
    { value: 1e3, name: 'thousand' },
  ],
}

/** Digits grouped by threes with `separator`. */
const group = (digits: string, separator: string) =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)

/** A number with `precision` decimals, grouped; trailing zero decimals dropped when `trim`. */
function formatNumber(
  value: number,
  precision: number,
  thousands: string,
  decimal: string,
  trim = false,
): string {
  const fixed = Math.abs(value).toFixed(precision)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const shownFraction = trim ? fraction.replace(/0+$/, '') : fraction
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${group(whole, thousands)}${shownFraction ? `${decimal}${shownFraction}` : ''}`
}

/** A VND amount rounded in its unit: `12490000` → `{ amount: '12,49', unit: 'triệu' }` (unit '' below a thousand). */
export function vndParts(vnd: number, locale: Locale): { amount: string; unit: string } {
  const decimal = locale === 'vi' ? ',' : '.'
  const thousands = locale === 'vi' ? '.' : ','
  const rounded = Math.round(vnd)
  const size = Math.abs(rounded)
  for (const unit of UNITS[locale]) {
    // Rounding can carry into the next unit (999 999 → 1 triệu): choose the unit after rounding.
    if (Math.round((size / unit.value) * 100) / 100 >= 1) {
      return {
        amount: formatNumber(rounded / unit.value, 2, thousands, decimal, true),
        unit: unit.name,
      }
    }
  }
  return { amount: formatNumber(rounded, 0, thousands, decimal), unit: '' }
}

/**
 * An exact VND amount, every dong shown (what a bank transfer must carry): `1250000` →
 * `1.250.000 ₫` (vi) / `1,250,000 ₫` (en).
 */
export function formatVndExact(vnd: number, locale: Locale): string {
  return `${formatNumber(Math.round(vnd), 0, locale === 'vi' ? '.' : ',', '.')} ₫`
}

/** `12490000` → `12,49 triệu ₫` (vi) / `12.49 million ₫` (en): rounded, with a unit. */
export function formatVnd(vnd: number, locale: Locale): string {
  const { amount, unit } = vndParts(vnd, locale)
  return unit ? `${amount} ${unit} ₫` : `${amount} ₫`
}

/**
 * A VND price in the visitor's currency: VND with units, anything else converted by its rate and
 * written with its own separators, precision and symbol placement (or its custom format, where
 * `{amount}`, `{symbol}` and `{code}` stand for the parts).
 */
export function formatPrice(
  vnd: number,
  currency: CurrencyFormat | null | undefined,
  locale: Locale,
): string {
  if (!Number.isFinite(vnd)) return ''
  if (!currency || currency.currencyCode === 'VND') return formatVnd(vnd, locale)
  const amount = formatNumber(
    vnd * currency.rate,
    currency.displayPrecision,
    currency.thousandsSeparator || ',',
    currency.decimalSeparator || '.',
  )
  if (currency.customFormatting) {
    return currency.customFormatting
      .replaceAll('{amount}', amount)
      .replaceAll('{symbol}', currency.symbol)
      .replaceAll('{code}', currency.currencyCode)
  }
  const space = currency.spaceBetweenAmountAndSymbol ? ' ' : ''
  return currency.symbolOnLeft
    ? `${currency.symbol}${space}${amount}`
    : `${amount}${space}${currency.symbol}`
}

/** The currency cookie and its lifetime (spec §9: 604800 s, 7 days). */
export const CURRENCY_COOKIE = 'currency'
export const CURRENCY_COOKIE_MAX_AGE = 604800
