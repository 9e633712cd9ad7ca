import { cultureOf, type Locale } from '@/i18n/locales'

const formats = new Map<Locale, Intl.NumberFormat>()

/** `12.000` and `2,5` in Vietnamese, `12,000` and `2.5` in English. */
export function formatNumber(value: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(cultureOf[locale], { maximumFractionDigits: 2 })
    formats.set(locale, format)
  }
  return format.format(value)
}
