import { getTranslations } from 'next-intl/server'

import { ProductGrid } from '@/components/Product/ProductGrid'
import { compareTrayProps, productCardLabels } from '@/components/Product/ProductView'
import { CompareTray } from '@/components/Compare/CompareTray.lazy'
import { FILTER_PARAM, productList, type ProductSort } from '@/contract/product'
import type { ProductCategoryName } from '@/domain/enums'
import { browserCall } from '@/lib/backend/client'
import { getCurrencies } from '@/lib/backend/currencies'
import { getFilters, getProducts } from '@/lib/backend/products'
import { catalogueQuery, parseCatalogueState } from '@/lib/catalogue/state'
import type { Locale } from '@/i18n/locales'
import { getAdvisorCoefficients } from '@/lib/cms/globals'
import type { ProductListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import type { AdvisorLabels } from './Advisor.client'
import { Catalogue } from './Catalogue.lazy'
import styles from './ProductList.module.css'

async function advisorProps(locale: Locale) {
  const [coefficients, t] = await Promise.all([
    getAdvisorCoefficients(locale),
    getTranslations({ locale, namespace: 'advisor' }),
  ])
  const keys = [
    'title',
    'intro',
    'area',
    'height',
    'sun',
    'sunLow',
    'sunNormal',
    'sunHigh',
    'people',
    'calculate',
    'result',
    'exceeds',
    'apply',
    'invalid',
  ] as const
  return {
    coefficients,
    labels: Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as AdvisorLabels,
  }
}

const SORTS: ProductSort[] = ['displayOrder', 'price', 'name', 'newest']

/**
 * A category's products. The server renders the state the URL asks for (shareable, reloadable);
 * the client takes over filtering, sorting and loading more.
 */
export async function ProductListBlock(props: BlockProps<Block>) {
  return props.block.source === 'featured' ? (
    <FeaturedProducts {...props} />
  ) : (
    <CategoryProducts {...props} />
  )
}

/** A group's featured products as a plain grid (landing pages). */
async function FeaturedProducts({ block, locale }: BlockProps<Block>) {
  const [products, currencies, card] = await Promise.all([
    getProducts(locale, {
      productGroup: block.group ?? 'HomeAppliances',
      isFeatured: true,
      rowsPerPage: block.pageSize ?? 8,
    }),
    getCurrencies(locale),
    productCardLabels(locale),
  ])
  if (products.items.length === 0) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`featured-${block.id}`}>
      <h2 id={`featured-${block.id}`} className={styles.heading}>
        {block.heading}
      </h2>
      <ProductGrid
        products={products.items}
        locale={locale}
        currencies={currencies}
        labels={card}
      />
    </section>
  )
}

async function CategoryProducts({ block, locale, search }: BlockProps<Block>) {
  const category = (block.category ?? 'AirConditioning') as ProductCategoryName
  const pageSize = block.pageSize ?? 12
  const fixedFilters = (block.fixedFilters ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => FILTER_PARAM.test(pair))
  const [filters, currencies, t, card, tray] = await Promise.all([
    getFilters(locale, category, fixedFilters),
    getCurrencies(locale),
    getTranslations({ locale, namespace: 'catalogue' }),
    productCardLabels(locale),
    compareTrayProps(locale),
  ])
  const fixedKeys = new Set(fixedFilters.map((pair) => pair.split(':')[0]))
  // A fixed filter is not offered to the visitor.
  const offered = filters.filter((filter) => !fixedKeys.has(filter.key))
  const state = parseCatalogueState(search ?? {}, offered)
  const advisor = category === 'AirConditioning' ? await advisorProps(locale) : undefined
  const call = browserCall(productList, locale)
  const initialData = await getProducts(
    locale,
    catalogueQuery(category, state, {
      pageSize,
      fixedFilters,
      maxPageSize: call.maxPageSize,
    }),
  )
  return (
    <section className={`container ${styles.section}`} aria-label={block.heading ?? t('products')}>
      {block.heading ? <h2 className={styles.heading}>{block.heading}</h2> : null}
      <Catalogue
        advisor={advisor}
        locale={locale}
        call={call}
        category={category}
        pageSize={pageSize}
        showFilters={block.showFilters ?? true}
        filters={offered}
        fixedFilters={fixedFilters}
        initialState={state}
        initialData={initialData}
        currencies={currencies}
        labels={{
          filters: t('filters'),
          search: t('search'),
          searchPlaceholder: t('searchPlaceholder'),
          all: t('all'),
          sort: t('sort'),
          sorts: Object.fromEntries(SORTS.map((sort) => [sort, t(`sorts.${sort}`)])) as Record<
            ProductSort,
            string
          >,
          count: t.raw('count') as string,
          loading: t('loading'),
          more: t('more'),
          empty: t('empty'),
          clear: t('clear'),
          failed: t('failed'),
          card,
        }}
      />
      <CompareTray {...tray} />
    </section>
  )
}
