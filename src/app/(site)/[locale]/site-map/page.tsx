import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteMapView } from '@/components/SiteMap/SiteMapView'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'
import { loadSiteMap } from '@/lib/siteMap/loadSiteMap'

type Props = { params: Promise<{ locale: Locale }> }

const PATH = '/site-map'

/** Rendered on its first request, then cached until the menu, a page or a listed entity changes. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'siteMap' })
  return pageMetadata({
    locale,
    paths: samePathEverywhere(PATH),
    title: t('title'),
    description: t('description'),
  })
}

/** The human site map (spec §2), built from the menu, the pages and the entity lists. */
export default async function SiteMapPage({ params }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const [sections, t] = await Promise.all([
    loadSiteMap(locale),
    getTranslations({ locale, namespace: 'siteMap' }),
  ])
  return (
    <SiteShell locale={locale}>
      <SiteMapView
        sections={sections}
        locale={locale}
        labels={{ title: t('title'), intro: t('intro'), label: t('label'), empty: t('empty') }}
      />
    </SiteShell>
  )
}
