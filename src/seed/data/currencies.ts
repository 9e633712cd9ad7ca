import { t } from '../bilingual'
import type { Bilingual } from '../bilingual'

export type CurrencySeed = {
  currencyCode: string
  name: Bilingual<string>
  symbol: string
  /** 1 VND in this currency (reference rates, November 2026). */
  rate: number
  displayPrecision: number
  thousandsSeparator: string
  decimalSeparator: string
  symbolOnLeft: boolean
  spaceBetweenAmountAndSymbol: boolean
  customFormatting?: string
  displayOrder: number
}

export const currencySeeds: CurrencySeed[] = [
  {
    currencyCode: 'VND',
    name: t('Việt Nam đồng', 'Vietnamese dong'),
    symbol: '₫',
    rate: 1,
    displayPrecision: 0,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    symbolOnLeft: false,
    spaceBetweenAmountAndSymbol: true,
    displayOrder: 0,
  },
  {
    currencyCode: 'USD',
    name: t('Đô la Mỹ', 'US dollar'),
    symbol: '$',
    rate: 0.0000393,
    displayPrecision: 2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    symbolOnLeft: true,
    spaceBetweenAmountAndSymbol: false,
    displayOrder: 1,
  },
  {
    currencyCode: 'EUR',
    name: t('Euro', 'Euro'),
    symbol: '€',
    rate: 0.0000341,
    displayPrecision: 2,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    symbolOnLeft: false,
    spaceBetweenAmountAndSymbol: true,
    displayOrder: 2,
  },
  {
    currencyCode: 'JPY',
    name: t('Yên Nhật', 'Japanese yen'),
    symbol: '¥',
    rate: 0.00598,
    displayPrecision: 0,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    symbolOnLeft: true,
    spaceBetweenAmountAndSymbol: false,
    displayOrder: 3,
  },
]
