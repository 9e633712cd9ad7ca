import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SearchForm } from '@/components/SearchForm/SearchForm'
import { SearchResults } from '@/components/Search/SearchResults'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { parseSearchState } from '@/domain/siteSearch'
import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { runSiteSearch } from '@/lib/search/siteSearch'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

import styles from './search.module.css'

/** Results depend on the query string, so this page renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const { q } = parseSearchState(await searchParams)
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere('/tim-kiem'),
      title: q ? t('resultsFor', { query: q }) : t('title'),
      description: t('description'),
    }),
    robots: { index: false, follow: true },
  }
}

/** Site search (`/tim-kiem?q=&kind=&page=`). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const state = parseSearchState(await searchParams)
  const outcome = state.q ? await runSiteSearch(locale, state) : null
  return (
    <SiteShell locale={locale}>
      <section className="section">
        <div className="container">
          <h1>{state.q ? t('resultsFor', { query: state.q }) : t('title')}</h1>
          <div className={styles.form}>
            <SearchForm locale={locale} defaultValue={state.q} id="search-page-input" />
          </div>
          {outcome ? (
            <SearchResults locale={locale} state={state} outcome={outcome} />
          ) : (
            <p>{t('prompt')}</p>
          )}
        </div>
      </section>
    </SiteShell>
  )
}
