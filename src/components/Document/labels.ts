import { getTranslations } from 'next-intl/server'

import type { DocumentLanguage } from '@/domain/documents'
import type { Locale } from '@/i18n/locales'

export type DocumentRowLabels = {
  type: string
  language: string
  languages: Record<DocumentLanguage, string>
  version: string
  date: string
  size: string
  format: string
  products: string
  moreProducts: (count: number) => string
  download: string
  downloadLabel: (values: { title: string; format: string; size: string }) => string
}

/** The texts of a document row in `locale` (downloads list and product pages). */
export async function documentRowLabels(locale: Locale): Promise<DocumentRowLabels> {
  const t = await getTranslations({ locale, namespace: 'downloads' })
  return {
    type: t('type'),
    language: t('language'),
    languages: { vi: t('languages.vi'), en: t('languages.en'), both: t('languages.both') },
    version: t('version'),
    date: t('date'),
    size: t('size'),
    format: t('format'),
    products: t('products'),
    moreProducts: (count) => t('moreProducts', { count }),
    download: t('download'),
    downloadLabel: (values) => t('downloadLabel', values),
  }
}
