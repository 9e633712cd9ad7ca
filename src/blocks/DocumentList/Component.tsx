import { getTranslations } from 'next-intl/server'

import {
  EmptyResults,
  FilterForm,
  LinkTabs,
  ListPagination,
  ResultNote,
} from '@/components/ListFilters/ListFilters'
import { DocumentRow } from '@/components/Document/DocumentRow'
import docStyles from '@/components/Document/Document.module.css'
import { documentRowLabels } from '@/components/Document/labels'
import type { ProductListItemDto } from '@/contract/product'
import { AREA_KEYS, DOCUMENT_TYPE_KEYS } from '@/domain/documents'
import { enumNames, ProductCategory, type BusinessAreaName } from '@/domain/enums'
import { pageCount } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getDocuments } from '@/lib/backend/documents'
import { getProducts } from '@/lib/backend/products'
import type { DocumentListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import {
  documentListHref,
  hasFilters,
  parseDocumentListState,
  TYPE_KEYS,
  type DocumentListState,
} from './documentListState'
import listStyles from '@/styles/listFilters.module.css'
import styles from './DocumentList.module.css'

type Texts = Awaited<ReturnType<typeof getTranslations>>

const categoryName = enumNames(ProductCategory)
const DOWNLOADS_PATH = '/download'

/** Type tabs: real links, the current one marked, the rest of the state kept (page 1). */
function TypeTabs({
  path,
  state,
  locale,
  t,
}: {
  path: string
  state: DocumentListState
  locale: Locale
  t: Texts
}) {
  const tabs = [undefined, ...TYPE_KEYS]
  return (
    <LinkTabs
      label={t('typesNav')}
      items={tabs.map((type) => ({
        key: type ?? 'all',
        label: t(`types.${type ?? 'all'}`),
        href: documentListHref(path, { ...state, type, page: 1 }),
        current: state.type === type,
      }))}
      locale={locale}
      className={styles.tabs}
    />
  )
}

/** Products of the list's area, grouped by category, for the product filter. */
function groupByCategory(products: ProductListItemDto[]) {
  const groups = new Map<number, { name: string; products: ProductListItemDto[] }>()
  for (const product of products) {
    const group = groups.get(product.productCategory)
    if (group) group.products.push(product)
    else groups.set(product.productCategory, { name: product.categoryName, products: [product] })
  }
  return [...groups].map(([category, group]) => ({ category, ...group }))
}

/** Category, product and words: a plain GET form that keeps the view and the type. */
function Filters({
  id,
  path,
  state,
  products,
  locale,
  t,
}: {
  id: string
  path: string
  state: DocumentListState
  products: ProductListItemDto[]
  locale: Locale
  t: Texts
}) {
  const groups = groupByCategory(products)
  return (
    <FilterForm
      path={path}
      locale={locale}
      label={t('filters')}
      submit={t('submit')}
      clear={
        hasFilters(state)
          ? {
              href: documentListHref(path, { view: state.view, type: state.type, page: 1 }),
              label: t('clear'),
            }
          : null
      }
      classes={styles}
    >
      {state.view ? <input type="hidden" name="t" value={state.view} /> : null}
      {state.type ? <input type="hidden" name="type" value={state.type} /> : null}
      {groups.length > 1 ? (
        <div className={listStyles.field}>
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select id={`${id}-category`} name="category" defaultValue={state.category ?? ''}>
            <option value="">{t('allCategories')}</option>
            {groups.map((group) => (
              <option key={group.category} value={categoryName.get(group.category)}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={listStyles.field}>
        <label htmlFor={`${id}-product`}>{t('product')}</label>
        <select id={`${id}-product`} name="product" defaultValue={state.product ?? ''}>
          <option value="">{t('allProducts')}</option>
          {groups.map((group) => (
            <optgroup key={group.category} label={group.name}>
              {group.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.modelCode}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={`${listStyles.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`}>{t('search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={state.q ?? ''}
          maxLength={100}
          aria-describedby={`${id}-q-hint`}
        />
        <span id={`${id}-q-hint`} className={styles.hint}>
          {t('searchHint')}
        </span>
      </div>
    </FilterForm>
  )
}

/**
 * Downloadable documents from `Document/GetListBoxDto`, newest first. With filters: type tabs,
 * category, product and search, paging, all kept in the URL (the page renders per request only
 * when it has a query). The business area is the block's, else the one `?t=` names.
 */
export async function DocumentListBlock({ block, locale, path, search }: BlockProps<Block>) {
  const withFilters = block.filters !== false
  const state: DocumentListState = withFilters
    ? parseDocumentListState(search ?? {})
    : { view: null, page: 1 }
  const area: BusinessAreaName | undefined =
    block.businessArea ?? (state.area ? AREA_KEYS[state.area] : undefined)
  const fixedType = block.documentType ?? undefined
  if (fixedType) state.type = undefined
  const pageSize = block.limit ?? 10
  const listPath = path ?? DOWNLOADS_PATH
  const [result, products, t, labels] = await Promise.all([
    getDocuments(locale, {
      businessArea: area,
      documentType: fixedType ?? (state.type ? DOCUMENT_TYPE_KEYS[state.type] : undefined),
      productCategory: state.category,
      productId: state.product,
      keyword: state.q,
      page: state.page,
      rowsPerPage: pageSize,
    }),
    withFilters
      ? getProducts(locale, { productGroup: area, rowsPerPage: 100 }).then((list) => list.items)
      : Promise.resolve([]),
    getTranslations({ locale, namespace: 'downloads' }),
    documentRowLabels(locale),
  ])
  const total = pageCount(result.totalCount, pageSize)
  const id = `documents-${block.id ?? 'list'}`
  const filtered = hasFilters(state)
  const product = products.find((item) => item.id === state.product)
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {block.heading || t('heading')}
        </h2>
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        {withFilters && !fixedType ? (
          <TypeTabs path={listPath} state={state} locale={locale} t={t} />
        ) : null}
        {withFilters ? (
          <Filters
            id={id}
            path={listPath}
            state={state}
            products={products}
            locale={locale}
            t={t}
          />
        ) : null}
        {product ? (
          <ResultNote
            text={t('forProduct', { name: product.name })}
            undo={{
              href: documentListHref(listPath, { ...state, product: undefined, page: 1 }),
              label: t('forProductClear'),
            }}
            locale={locale}
            className={styles.forProduct}
          />
        ) : null}
        {result.items.length > 0 ? (
          <>
            <p className={listStyles.count}>{t('count', { count: result.totalCount })}</p>
            <ul className={docStyles.list}>
              {result.items.map((document) => (
                <li key={document.id}>
                  <DocumentRow document={document} locale={locale} labels={labels} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyResults pastEnd={result.totalCount > 0} filtered={filtered} t={t}>
            {result.totalCount > 0 || filtered ? (
              <p className={styles.emptyActions}>
                <Link
                  href={documentListHref(
                    listPath,
                    result.totalCount > 0
                      ? { ...state, page: 1 }
                      : { view: state.view, type: state.type, page: 1 },
                  )}
                  locale={locale}
                >
                  {result.totalCount > 0 ? t('firstPage') : t('clear')}
                </Link>
              </p>
            ) : null}
          </EmptyResults>
        )}
        {withFilters ? (
          <ListPagination
            page={state.page}
            total={total}
            hrefOf={(page) => documentListHref(listPath, { ...state, page })}
            locale={locale}
            t={t}
          />
        ) : null}
      </div>
    </section>
  )
}
