import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/CmsPage/CmsPage'
import { PageLanguage } from '@/components/FallbackNotice/FallbackNotice'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { getPage } from '@/lib/cms/pages'
import { samePathEverywhere } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

/** The home page is the CMS page with the slug `home`. */
const HOME_SLUG = 'home'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const entry = await getPage(locale, HOME_SLUG)
  return entry ? cmsPageMetadata(entry, locale, samePathEverywhere('/'), true) : {}
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const entry = await getPage(locale, HOME_SLUG)
  if (!entry) notFound()
  return (
    <SiteShell locale={locale}>
      <PageLanguage entry={entry} locale={locale}>
        <CmsPage entry={entry} locale={locale} />
      </PageLanguage>
    </SiteShell>
  )
}
