import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/blocks/PostList/Pagination'
import { excerpt, SEARCH_PAGE_SIZE, searchHref, type SearchState } from '@/domain/siteSearch'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import type { SearchOutcome } from '@/lib/search/siteSearch'

import { Highlight } from './Highlight'
import { SearchReport } from './SearchReport.client'
import styles from './SearchResults.module.css'

type Props = { locale: Locale; state: SearchState; outcome: SearchOutcome }

/** Sections to browse when a search found nothing. */
const BROWSE = [
  { path: '/thiet-bi-gia-dung', label: 'homeAppliances' },
  { path: '/giai-phap-toa-nha', label: 'buildingSolutions' },
  { path: '/tu-dong-hoa-cong-nghiep', label: 'factoryAutomation' },
  { path: '/tin-tuc-su-kien', label: 'news' },
] as const

/**
 * The results of `/tim-kiem`: the kind filter with counts (real links), the results with the
 * matched words marked, page links; or, when nothing matched, what to try instead.
 */
export async function SearchResults({ locale, state, outcome }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const hrefOf = (changes: Partial<SearchState>) => searchHref({ ...state, page: 1, ...changes })
  // A new search (its first page, every kind) is counted once per view, by the browser.
  const report =
    state.page === 1 && state.kind === undefined ? (
      <SearchReport endpoint={localizedPath(locale, '/tim-kiem/bao-cao')} query={state.q} />
    ) : null

  if (outcome.all === 0)
    return (
      <div className={styles.nothing}>
        {report}
        <p className={styles.count} role="status">
          {t('empty', { query: state.q })}
        </p>
        {outcome.suggestions.length > 0 ? (
          <>
            <h2 className={styles.subheading}>{t('suggestionsTitle')}</h2>
            <ul className={styles.suggestions}>
              {outcome.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Link href={hrefOf({ q: suggestion, kind: undefined })} locale={locale}>
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h2 className={styles.subheading}>{t('tipsTitle')}</h2>
        <ul>
          <li>{t('tipSpelling')}</li>
          <li>{t('tipShorter')}</li>
          <li>{t('tipCode')}</li>
        </ul>
        <h2 className={styles.subheading}>{t('browseTitle')}</h2>
        <ul className={styles.suggestions}>
          {BROWSE.map((entry) => (
            <li key={entry.path}>
              <Link href={entry.path} locale={locale}>
                {nav(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    )

  const tabs = [{ kind: undefined, count: outcome.all }, ...outcome.counts]
  return (
    <>
      {report}
      <nav className={styles.kinds} aria-label={t('kindNav')}>
        <ul>
          {tabs.map(({ kind, count }) => (
            <li key={kind ?? 'all'}>
              <Link
                href={hrefOf({ kind })}
                locale={locale}
                aria-current={kind === state.kind ? 'page' : undefined}
              >
                {t(`kinds.${kind ?? 'all'}`)} <span className={styles.badge}>{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.count} role="status">
        {t('count', { count: outcome.totalCount })}
        {outcome.pageCount > 1
          ? ` · ${t('pageOf', { page: state.page, pages: outcome.pageCount })}`
          : null}
      </p>
      {outcome.items.length === 0 ? <p>{t('emptyKind')}</p> : null}
      <ol className={styles.results} start={(state.page - 1) * SEARCH_PAGE_SIZE + 1}>
        {outcome.items.map((item) => (
          <li key={item.key}>
            <p className={styles.kind}>{t(`kinds.${item.kind}`)}</p>
            <h2 className={styles.title}>
              <Link href={item.url} locale={locale}>
                <Highlight text={item.title} terms={outcome.terms} />
              </Link>
            </h2>
            {item.code ? (
              <p className={styles.code}>
                {t('modelCode')}: <Highlight text={item.code} terms={outcome.terms} />
              </p>
            ) : null}
            {item.summary ? (
              <p className={styles.summary}>
                <Highlight text={excerpt(item.summary, outcome.terms)} terms={outcome.terms} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination
        current={state.page}
        total={outcome.pageCount}
        hrefOf={(page) => searchHref({ ...state, page })}
        locale={locale}
        labels={{
          nav: t('paging'),
          previous: t('previous'),
          next: t('next'),
          page: (page) => t('pageN', { page }),
        }}
      />
    </>
  )
}
