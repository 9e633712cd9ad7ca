import type { Payload } from 'payload'

import type { CurrencyDto } from '@/contract/contact'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** Active display currencies in display order. */
export async function listCurrencies(payload: Payload, culture: Locale): Promise<CurrencyDto[]> {
  const { docs } = await payload.find({
    collection: 'currencies',
    where: { isActive: { equals: true } },
    sort: 'displayOrder',
    locale: culture,
    fallbackLocale: defaultLocale,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    currencyCode: doc.currencyCode,
    name: doc.name,
    symbol: doc.symbol,
    rate: doc.rate,
    customFormatting: doc.customFormatting ?? null,
    displayPrecision: doc.displayPrecision,
    thousandsSeparator: doc.thousandsSeparator ?? ',',
    decimalSeparator: doc.decimalSeparator ?? '.',
    symbolOnLeft: doc.symbolOnLeft ?? true,
    spaceBetweenAmountAndSymbol: doc.spaceBetweenAmountAndSymbol ?? false,
  }))
}
