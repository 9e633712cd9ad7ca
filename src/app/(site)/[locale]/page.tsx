import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/CmsPage/CmsPage'
import type { Locale } from '@/i18n/locales'
import { getPage } from '@/lib/cms/pages'
import { samePathEverywhere } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

/** The home page is the CMS page with the slug `home`. */
const HOME_SLUG = 'home'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const entry = await getPage(locale, HOME_SLUG)
  return entry ? cmsPageMetadata(entry, locale, samePathEverywhere('/'), true) : {}
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const entry = await getPage(locale, HOME_SLUG)
  if (!entry) notFound()
  return <CmsPage entry={entry} locale={locale} />
}
