import { slugify } from '@/domain/slug'

import { type Bilingual, t } from '../../bilingual'
import type { FeatureIcon, ProductSeed, SpecRowSeed } from '../../productTypes'

/**
 * Small builders shared by the product seed files. Only labels, units and number formats are
 * shared here; every product's prose is written out in its own file.
 */

/** A product before its slugs, which follow from its names. */
export type ProductDraft = Omit<ProductSeed, 'slug'>

export type Feature = ProductSeed['features'][number]
export type ProductDocument = ProductSeed['documents'][number]

/** `9.000` (vi) / `9,000` (en) become `9000`, so slugs read `9000-btu` in both languages. */
const withoutThousands = (text: string, separator: '.' | ','): string =>
  text.replace(separator === '.' ? /(\d)\.(?=\d{3}(?!\d))/g : /(\d),(?=\d{3}(?!\d))/g, '$1')

/** Slugs derived from the product's names (which end in the model code). */
export const productSlug = (name: Bilingual<string>): Bilingual<string> =>
  t(slugify(withoutThousands(name.vi, '.')), slugify(withoutThousands(name.en, ',')))

/** A complete product: the draft plus slugs derived from its names. */
export const product = (draft: ProductDraft): ProductSeed => ({
  ...draft,
  slug: productSlug(draft.name),
})

/** `12000` → `12.000` in Vietnamese and `12,000` in English; `2.5` → `2,5` / `2.5`. */
export const formatNumber = (value: number, locale: 'vi' | 'en', digits?: number): string => {
  const fixed = digits === undefined ? String(value) : value.toFixed(digits)
  const [whole = '', fraction] = fixed.split('.')
  const [thousands, decimal] = locale === 'vi' ? ['.', ','] : [',', '.']
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return fraction ? `${grouped}${decimal}${fraction}` : grouped
}

/** A number in both languages' formats, e.g. `num(9000)` → `9.000` / `9,000`. */
export const num = (value: number, digits?: number): Bilingual<string> =>
  t(formatNumber(value, 'vi', digits), formatNumber(value, 'en', digits))

/** A number with a unit written the same in both languages, e.g. `qty(1480, 'W')`. */
export const qty = (value: number, unit: string, digits?: number): Bilingual<string> =>
  t(`${formatNumber(value, 'vi', digits)} ${unit}`, `${formatNumber(value, 'en', digits)} ${unit}`)

/** A range with a unit, e.g. `span(19, 43, 'dB(A)')` → `19–43 dB(A)`. */
export const span = (from: number, to: number, unit: string, digits?: number): Bilingual<string> =>
  t(
    `${formatNumber(from, 'vi', digits)}–${formatNumber(to, 'vi', digits)} ${unit}`,
    `${formatNumber(from, 'en', digits)}–${formatNumber(to, 'en', digits)} ${unit}`,
  )

/** Width × height × depth in millimetres. */
export const dims = (width: number, height: number, depth: number): Bilingual<string> =>
  t(
    `${[width, height, depth].map((value) => formatNumber(value, 'vi')).join(' × ')} mm`,
    `${[width, height, depth].map((value) => formatNumber(value, 'en')).join(' × ')} mm`,
  )

/** A specification row; a plain string value is the same in both languages. */
export const spec = (
  labelVi: string,
  labelEn: string,
  value: string | Bilingual<string>,
): SpecRowSeed => ({
  label: t(labelVi, labelEn),
  value: typeof value === 'string' ? t(value, value) : value,
})

/** A specification row whose value differs per language. */
export const specT = (labelVi: string, labelEn: string, valueVi: string, valueEn: string) =>
  spec(labelVi, labelEn, t(valueVi, valueEn))

/** A feature, written one language at a time: title and text in Vietnamese, then in English. */
export const feature = (
  icon: FeatureIcon,
  titleVi: string,
  textVi: string,
  titleEn: string,
  textEn: string,
): Feature => ({ icon, title: t(titleVi, titleEn), text: t(textVi, textEn) })

export const SINGLE_PHASE = t('1 pha, 220–240 V, 50 Hz', 'Single phase, 220–240 V, 50 Hz')
export const THREE_PHASE = t('3 pha, 380–415 V, 50 Hz', 'Three phase, 380–415 V, 50 Hz')

/** Warranty row, e.g. `warranty(2, 5, 'máy nén', 'the compressor')`. */
export const warranty = (
  years: number,
  partYears?: number,
  partVi?: string,
  partEn?: string,
): SpecRowSeed =>
  specT(
    'Bảo hành',
    'Warranty',
    partYears ? `${years} năm toàn máy, ${partYears} năm ${partVi ?? ''}`.trim() : `${years} năm`,
    partYears
      ? `${years} ${years === 1 ? 'year' : 'years'} on the whole unit, ${partYears} years on ${partEn ?? ''}`.trim()
      : `${years} ${years === 1 ? 'year' : 'years'}`,
  )

export const catalogue = (vi: string, en: string): ProductDocument => ({
  kind: 'Catalogue',
  title: t(`Catalogue ${vi}`, `${en} catalogue`),
})

export const manual = (model: string): ProductDocument => ({
  kind: 'Manual',
  title: t(`Hướng dẫn sử dụng ${model}`, `${model} user manual`),
})

export const installationManual = (model: string): ProductDocument => ({
  kind: 'Manual',
  title: t(`Hướng dẫn lắp đặt ${model}`, `${model} installation manual`),
})

export const cadData = (model: string): ProductDocument => ({
  kind: 'CADData',
  title: t(`Bản vẽ CAD ${model}`, `${model} CAD drawings`),
})
