import { describe, expect, it } from 'vitest'

import { formatPrice, formatVnd, formatVndExact, type CurrencyFormat } from './currency'

const usd: CurrencyFormat = {
  currencyCode: 'USD',
  symbol: '$',
  rate: 0.00004,
  customFormatting: null,
  displayPrecision: 2,
  thousandsSeparator: ',',
  decimalSeparator: '.',
  symbolOnLeft: true,
  spaceBetweenAmountAndSymbol: false,
}

describe('formatVnd', () => {
  it.each([
    [0, 'vi', '0 ₫'],
    [950, 'vi', '950 ₫'],
    [999.6, 'vi', '1 nghìn ₫'],
    [850_000, 'vi', '850 nghìn ₫'],
    [850_000, 'en', '850 thousand ₫'],
    [1_500, 'vi', '1,5 nghìn ₫'],
    [999_999, 'vi', '1 triệu ₫'],
    [8_000_000, 'vi', '8 triệu ₫'],
    [12_490_000, 'vi', '12,49 triệu ₫'],
    [12_490_000, 'en', '12.49 million ₫'],
    [12_345_678, 'vi', '12,35 triệu ₫'],
    [1_250_000_000, 'vi', '1,25 tỷ ₫'],
    [1_250_000_000, 'en', '1.25 billion ₫'],
    [12_500_000_000_000, 'vi', '12.500 tỷ ₫'],
    [12_500_000_000_000, 'en', '12,500 billion ₫'],
    [-2_000_000, 'vi', '-2 triệu ₫'],
  ] as const)('%d in %s is %s', (vnd, locale, expected) => {
    expect(formatVnd(vnd, locale)).toBe(expected)
  })
})

describe('formatVndExact', () => {
  it.each([
    [0, 'vi', '0 ₫'],
    [500_000, 'vi', '500.000 ₫'],
    [500_000, 'en', '500,000 ₫'],
    [12_345_678, 'vi', '12.345.678 ₫'],
    [1_250_000_000, 'en', '1,250,000,000 ₫'],
  ] as const)('%d in %s is %s', (vnd, locale, expected) => {
    expect(formatVndExact(vnd, locale)).toBe(expected)
  })
})

describe('formatPrice', () => {
  it('shows VND with units when no currency (or VND) is chosen', () => {
    expect(formatPrice(15_990_000, null, 'vi')).toBe('15,99 triệu ₫')
    expect(formatPrice(15_990_000, { ...usd, currencyCode: 'VND', rate: 1 }, 'en')).toBe(
      '15.99 million ₫',
    )
  })

  it.each([
    ['USD, symbol left, comma grouping', usd, '$639.60'],
    ['space between', { ...usd, spaceBetweenAmountAndSymbol: true }, '$ 639.60'],
    [
      'symbol right',
      { ...usd, symbolOnLeft: false, spaceBetweenAmountAndSymbol: true },
      '639.60 $',
    ],
    [
      'EUR separators',
      {
        ...usd,
        currencyCode: 'EUR',
        symbol: '€',
        rate: 0.0000341,
        thousandsSeparator: '.',
        decimalSeparator: ',',
        symbolOnLeft: false,
        spaceBetweenAmountAndSymbol: true,
      },
      '545,26 €',
    ],
    [
      'JPY without decimals',
      { ...usd, currencyCode: 'JPY', symbol: '¥', rate: 0.00598, displayPrecision: 0 },
      '¥95,620',
    ],
    ['custom format', { ...usd, customFormatting: '{code} {amount}' }, 'USD 639.60'],
    [
      'default separators when empty',
      { ...usd, rate: 0.01, thousandsSeparator: '', decimalSeparator: '' },
      '$159,900.00',
    ],
  ] as const)('converts by the rate: %s', (_label, currency, expected) => {
    expect(formatPrice(15_990_000, currency, 'en')).toBe(expected)
  })

  it('groups large amounts in threes', () => {
    expect(formatPrice(2_500_000_000, usd, 'vi')).toBe('$100,000.00')
  })

  it('prints nothing for a missing price', () => {
    expect(formatPrice(Number.NaN, usd, 'vi')).toBe('')
  })
})
