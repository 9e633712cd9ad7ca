import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

const KEYS = ['label', 'facebook', 'linkedin', 'x', 'zalo', 'copy', 'copied', 'native'] as const

/** The share buttons' texts in `locale`, for the client component. */
export async function shareLabels(locale: Locale): Promise<Record<(typeof KEYS)[number], string>> {
  const t = await getTranslations({ locale, namespace: 'share' })
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<
    (typeof KEYS)[number],
    string
  >
}
