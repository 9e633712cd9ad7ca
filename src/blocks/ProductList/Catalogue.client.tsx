'use client'

import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'

import type { ProductCardLabels } from '@/components/Product/ProductCard'
import { ProductGrid } from '@/components/Product/ProductGrid'
import type { CurrencyDto } from '@/contract/contact'
import type { Paged } from '@/contract/envelope'
import type { FilterDto, ProductListItemDto, ProductSort } from '@/contract/product'
import type { Locale } from '@/i18n/locales'
import type { AdvisorCoefficients } from '@/lib/catalogue/advisor'
import { fetchCatalogue, type BrowserCall } from '@/lib/catalogue/browserClient'
import {
  catalogueQuery,
  catalogueSearch,
  MAX_KEYWORD,
  MAX_PAGES,
  normalizeKeyword,
  parseCatalogueState,
  type CatalogueState,
} from '@/lib/catalogue/state'

import { Advisor, type AdvisorLabels } from './Advisor.client'
import styles from './ProductList.module.css'

export type CatalogueLabels = {
  filters: string
  search: string
  searchPlaceholder: string
  all: string
  sort: string
  sorts: Record<ProductSort, string>
  count: string
  loading: string
  more: string
  empty: string
  clear: string
  failed: string
  card: ProductCardLabels
}

type Props = {
  /** The AC capacity advisor, on the air-conditioner list only. */
  advisor?: { coefficients: AdvisorCoefficients; labels: AdvisorLabels } | undefined
  locale: Locale
  /** `Product/GetListBoxDto` as the browser calls it. */
  call: BrowserCall
  category: string
  /** Filters the editor fixed for this list (`type:robot`), applied but not shown. */
  fixedFilters: string[]
  pageSize: number
  showFilters: boolean
  filters: FilterDto[]
  initialState: CatalogueState
  initialData: Paged<ProductListItemDto>
  currencies: CurrencyDto[]
  labels: CatalogueLabels
}

/** The category's list: filters and sort change the URL and refetch on the client. */
export function Catalogue(props: Props) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <CatalogueView {...props} />
    </QueryClientProvider>
  )
}

function CatalogueView({
  advisor,
  locale,
  call,
  category,
  fixedFilters,
  pageSize,
  showFilters,
  filters,
  initialState,
  initialData,
  currencies,
  labels,
}: Props) {
  const [state, setState] = useState(initialState)
  const [text, setText] = useState(initialState.keyword)
  const searchInput = useRef<HTMLInputElement>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const id = useId()
  const query = useQuery({
    queryKey: ['products', locale, category, fixedFilters, pageSize, state],
    queryFn: ({ signal }) =>
      fetchCatalogue(
        call,
        catalogueQuery(category, state, {
          pageSize,
          fixedFilters,
          maxPageSize: call.maxPageSize,
        }),
        signal,
      ),
    initialData: state === initialState ? initialData : undefined,
    placeholderData: keepPreviousData,
  })

  // Back and forward restore the state the URL holds.
  useEffect(() => {
    const onPop = () => {
      const next = parseCatalogueState(
        Object.fromEntries(new URLSearchParams(window.location.search)),
        filters,
      )
      setState(next)
      setText(next.keyword)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [filters])

  const go = (next: CatalogueState, replace = false) => {
    setState(next)
    const url = `${window.location.pathname}${catalogueSearch(next)}`
    if (replace) window.history.replaceState(window.history.state, '', url)
    else window.history.pushState(window.history.state, '', url)
  }
  const choose = (key: string, values: string[]) => {
    const selected = { ...state.selected, [key]: values }
    if (values.length === 0) delete selected[key]
    go({ ...state, selected, page: 1 })
  }

  // Words typed before this code loaded are in the field but not in the state: take them over.
  useEffect(() => {
    const typed = searchInput.current?.value ?? ''
    if (typed !== initialState.keyword) setText(typed)
  }, [initialState.keyword])

  // Typing searches after a pause; the address follows without adding a history entry per key.
  useEffect(() => {
    const keyword = normalizeKeyword(text)
    if (keyword === state.keyword) return
    const timer = window.setTimeout(() => go({ ...state, keyword, page: 1 }, true), 350)
    return () => window.clearTimeout(timer)
  })
  const clearAll = () => {
    setText('')
    go({ ...state, selected: {}, keyword: '', page: 1 })
  }

  const data = query.data ?? initialData
  const count = labels.count.replace('{count}', String(data.totalCount))
  const canLoadMore = data.items.length < data.totalCount && state.page < MAX_PAGES
  const hasFilters = Object.keys(state.selected).length > 0
  const narrowed = hasFilters || state.keyword !== ''

  return (
    <div className={styles.catalogue}>
      {showFilters && filters.length > 0 ? (
        <aside
          className={styles.filters}
          aria-label={labels.filters}
          data-open={filtersOpen || undefined}
        >
          <button
            type="button"
            className={`button button--ghost ${styles.filtersToggle}`}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {labels.filters}
            {hasFilters ? ` (${Object.values(state.selected).flat().length})` : ''}
          </button>
          {filters.map((filter) => {
            const chosen = state.selected[filter.key] ?? []
            const legendId = `${id}-${filter.key}`
            return (
              <fieldset key={filter.id} className={styles.fieldset}>
                <legend id={legendId}>{filter.name}</legend>
                {filter.display === 'tiles' ? (
                  <div className={styles.tiles} role="radiogroup" aria-labelledby={legendId}>
                    {[{ value: '', label: labels.all, count: -1 }, ...filter.options].map(
                      (option) => {
                        const checked = option.value
                          ? chosen[0] === option.value
                          : chosen.length === 0
                        return (
                          <label
                            key={option.value || 'all'}
                            className={styles.tile}
                            data-checked={checked || undefined}
                          >
                            <input
                              type="radio"
                              name={legendId}
                              value={option.value}
                              checked={checked}
                              onChange={() =>
                                choose(filter.key, option.value ? [option.value] : [])
                              }
                            />
                            <span>{option.label}</span>
                          </label>
                        )
                      },
                    )}
                  </div>
                ) : (
                  <ul className={styles.checks}>
                    {filter.options.map((option) => (
                      <li key={option.value}>
                        <label>
                          <input
                            type="checkbox"
                            name={filter.key}
                            value={option.value}
                            checked={chosen.includes(option.value)}
                            onChange={(event) =>
                              choose(
                                filter.key,
                                event.target.checked
                                  ? [...chosen, option.value]
                                  : chosen.filter((value) => value !== option.value),
                              )
                            }
                          />
                          <span>{option.label}</span>
                          <span className={styles.optionCount}>({option.count})</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            )
          })}
          {narrowed ? (
            <button type="button" className="button button--ghost" onClick={clearAll}>
              {labels.clear}
            </button>
          ) : null}
        </aside>
      ) : null}
      <div className={styles.results}>
        {advisor ? (
          <Advisor
            locale={locale}
            coefficients={advisor.coefficients}
            labels={advisor.labels}
            onApply={(btu) => choose('capacity', [String(btu)])}
          />
        ) : null}
        <search className={styles.search}>
          <label htmlFor={`${id}-q`}>{labels.search}</label>
          <input
            ref={searchInput}
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={MAX_KEYWORD}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              go({ ...state, keyword: normalizeKeyword(text), page: 1 }, true)
            }}
          />
        </search>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status" aria-live="polite">
            {query.isFetching && query.isPlaceholderData ? labels.loading : count}
          </p>
          <label className={styles.sort}>
            <span>{labels.sort}</span>
            <select
              value={state.sort}
              onChange={(event) =>
                go({ ...state, sort: event.target.value as ProductSort, page: 1 })
              }
            >
              {(Object.keys(labels.sorts) as ProductSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {labels.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {query.isError ? <p className={styles.error}>{labels.failed}</p> : null}
        {data.items.length === 0 ? (
          <div className={styles.empty}>
            <p>{labels.empty}</p>
            {narrowed ? (
              <button type="button" className="button" onClick={clearAll}>
                {labels.clear}
              </button>
            ) : null}
          </div>
        ) : (
          <ProductGrid
            products={data.items}
            locale={locale}
            currencies={currencies}
            labels={labels.card}
            busy={query.isFetching}
          />
        )}
        {canLoadMore ? (
          <div className={styles.more}>
            <button
              type="button"
              className="button button--ghost"
              disabled={query.isFetching}
              onClick={() => go({ ...state, page: state.page + 1 }, true)}
            >
              {labels.more}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  )
}
