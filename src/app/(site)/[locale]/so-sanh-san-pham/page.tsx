import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CompareTable } from '@/components/Compare/CompareTable'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { parseId } from '@/domain/ids'
import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The products a compare URL names (`?ids=12,15,31`), read per request. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'compare' })
  return {
    ...pageMetadata({ locale, paths: samePathEverywhere('/so-sanh-san-pham'), title: t('title') }),
    robots: { index: false, follow: true },
  }
}

/** Compare up to 4 products of one category side by side (shareable by its URL). */
export default async function ComparePage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const raw = (await searchParams).ids
  const ids = [
    ...new Set(
      (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
        .split(',')
        .flatMap((part) => parseId(part.trim()) ?? []),
    ),
  ].slice(0, 4)
  return (
    <SiteShell locale={locale}>
      <CompareTable ids={ids} locale={locale} />
    </SiteShell>
  )
}
