import type { Locale } from '@/i18n/locales'

import type { ProductColour } from './enums'

/** How each colour variation is named and shown as a dot (spec §3 colour names). */
export const colourInfo: Record<ProductColour, { swatch: string; label: Record<Locale, string> }> =
  {
    black: { swatch: '#1d1f22', label: { vi: 'Đen', en: 'Black' } },
    silver: { swatch: '#c4c8cc', label: { vi: 'Bạc', en: 'Silver' } },
    white: { swatch: '#f6f5f1', label: { vi: 'Trắng', en: 'White' } },
    steel: { swatch: '#9aa1a8', label: { vi: 'Thép không gỉ', en: 'Stainless steel' } },
    pink: { swatch: '#f2c4cf', label: { vi: 'Hồng', en: 'Pink' } },
    brown: { swatch: '#6f4e3a', label: { vi: 'Nâu', en: 'Brown' } },
    rose: { swatch: '#d9a38f', label: { vi: 'Vàng hồng', en: 'Rose gold' } },
    red: { swatch: '#c8102e', label: { vi: 'Đỏ', en: 'Red' } },
    grey: { swatch: '#7d848b', label: { vi: 'Xám', en: 'Grey' } },
    rubyred: { swatch: '#8e1330', label: { vi: 'Đỏ ruby', en: 'Ruby red' } },
    onyxblack: { swatch: '#0b0c0e', label: { vi: 'Đen onyx', en: 'Onyx black' } },
  }

export const colourLabel = (colour: string, locale: Locale): string =>
  colourInfo[colour as ProductColour]?.label[locale] ?? colour
