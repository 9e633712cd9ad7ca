import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SearchForm } from '@/components/SearchForm/SearchForm'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { firstValue, searchText } from '@/domain/query'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { searchPages } from '@/lib/cms/pages'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

import styles from './search.module.css'

/** Results depend on the query string, so this page renders per request. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[] }>
}

const queryOf = (raw: string | string[] | undefined) => searchText(firstValue(raw))

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const query = queryOf((await searchParams).q)
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere('/tim-kiem'),
      title: query ? t('resultsFor', { query }) : t('title'),
    }),
    robots: { index: false, follow: true },
  }
}

/** Site search (`/tim-kiem?q=`). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const query = queryOf((await searchParams).q)
  const hits = query ? await searchPages(locale, query) : []
  return (
    <SiteShell locale={locale}>
      <section className="section">
        <div className="container">
          <h1>{query ? t('resultsFor', { query }) : t('title')}</h1>
          <div className={styles.form}>
            <SearchForm locale={locale} defaultValue={query} id="search-page-input" />
          </div>
          {query ? (
            <>
              <p className={styles.count} role="status">
                {t('count', { count: hits.length })}
              </p>
              {hits.length === 0 ? <p>{t('empty')}</p> : null}
              <ol className={styles.results}>
                {hits.map((hit) => (
                  <li key={hit.slug}>
                    <h2 className={styles.title}>
                      <Link href={hit.slug === 'home' ? '/' : `/${hit.slug}`} locale={locale}>
                        {hit.title}
                      </Link>
                    </h2>
                    {hit.description ? <p>{hit.description}</p> : null}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{t('prompt')}</p>
          )}
        </div>
      </section>
    </SiteShell>
  )
}
