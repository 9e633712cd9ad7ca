import { describe, expect, it } from 'vitest'

import { formatSalary, type Salary, type SalaryWords } from './salary'

const words: Record<'vi' | 'en', SalaryWords> = {
  vi: { negotiable: 'Thỏa thuận', from: (a) => `Từ ${a}`, upTo: (a) => `Đến ${a}` },
  en: { negotiable: 'Negotiable', from: (a) => `From ${a}`, upTo: (a) => `Up to ${a}` },
}

const range = (salaryMin: number | null, salaryMax: number | null): Salary => ({
  salaryMin,
  salaryMax,
  isNegotiable: false,
})

describe('formatSalary', () => {
  it.each([
    [range(15_000_000, 25_000_000), 'vi', '15 – 25 triệu ₫'],
    [range(15_000_000, 25_000_000), 'en', '15 – 25 million ₫'],
    [range(12_500_000, 18_000_000), 'vi', '12,5 – 18 triệu ₫'],
    [range(12_500_000, 18_000_000), 'en', '12.5 – 18 million ₫'],
    [range(800_000, 1_200_000), 'vi', '800 nghìn – 1,2 triệu ₫'],
    [range(45_000_000, 1_500_000_000), 'en', '45 million – 1.5 billion ₫'],
    [range(500, 900), 'vi', '500 – 900 ₫'],
  ] as const)('writes a range in VND units: %o in %s', (salary, locale, expected) => {
    expect(formatSalary(salary, locale, words[locale])).toBe(expected)
  })

  it('orders swapped bounds and writes equal ones once', () => {
    expect(formatSalary(range(25_000_000, 15_000_000), 'vi', words.vi)).toBe('15 – 25 triệu ₫')
    expect(formatSalary(range(20_000_000, 20_000_000), 'vi', words.vi)).toBe('20 triệu ₫')
    // Equal once rounded: 20 000 001 and 20 000 000 are both "20 triệu".
    expect(formatSalary(range(20_000_000, 20_000_001), 'vi', words.vi)).toBe('20 triệu ₫')
  })

  it('writes one bound with its word', () => {
    expect(formatSalary(range(15_000_000, null), 'vi', words.vi)).toBe('Từ 15 triệu ₫')
    expect(formatSalary(range(null, 30_000_000), 'en', words.en)).toBe('Up to 30 million ₫')
  })

  it('says "negotiable" without bounds or when the opening says so', () => {
    expect(formatSalary(range(null, null), 'vi', words.vi)).toBe('Thỏa thuận')
    expect(
      formatSalary(
        { salaryMin: 10_000_000, salaryMax: 20_000_000, isNegotiable: true },
        'en',
        words.en,
      ),
    ).toBe('Negotiable')
  })
})
