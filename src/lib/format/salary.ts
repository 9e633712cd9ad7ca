import type { Locale } from '@/i18n/locales'

import { formatVnd, vndParts } from './currency'

/** A job opening's monthly pay: a VND range, one bound, or nothing ("negotiable"). */
export type Salary = { salaryMin: number | null; salaryMax: number | null; isNegotiable: boolean }

/** The words around a salary, in the visitor's language. */
export type SalaryWords = {
  negotiable: string
  from: (amount: string) => string
  upTo: (amount: string) => string
}

const withUnit = ({ amount, unit }: { amount: string; unit: string }) =>
  unit ? `${amount} ${unit}` : amount

/**
 * A salary as VND with units (spec §9): `15 – 25 triệu ₫`, `800 nghìn – 1,2 triệu ₫` when the
 * bounds differ in unit, `Từ 15 triệu ₫` or `Đến 25 triệu ₫` with one bound, else "negotiable".
 */
export function formatSalary(salary: Salary, locale: Locale, words: SalaryWords): string {
  const { salaryMin: min, salaryMax: max } = salary
  if (salary.isNegotiable || (min === null && max === null)) return words.negotiable
  if (min !== null && max !== null) {
    const [low, high] = min <= max ? [min, max] : [max, min]
    const [lowParts, highParts] = [vndParts(low, locale), vndParts(high, locale)]
    if (lowParts.amount === highParts.amount && lowParts.unit === highParts.unit)
      return formatVnd(high, locale)
    // One unit for both bounds reads as a range ("15 – 25 triệu"), not as two prices.
    return lowParts.unit === highParts.unit
      ? `${lowParts.amount} – ${withUnit(highParts)} ₫`
      : `${withUnit(lowParts)} – ${withUnit(highParts)} ₫`
  }
  return min !== null ? words.from(formatVnd(min, locale)) : words.upTo(formatVnd(max!, locale))
}
