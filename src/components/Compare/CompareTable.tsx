import { getTranslations } from 'next-intl/server'

import { Price } from '@/components/Currency/Price.client'
import { compareTrayProps } from '@/components/Product/ProductView'

import { CompareTray } from './CompareTray.client'
import type { ProductDetailDto } from '@/contract/product'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getCurrencies } from '@/lib/backend/currencies'
import { orNotFound } from '@/lib/backend/errors'
import { getProduct } from '@/lib/backend/products'
import { formatNumber } from '@/lib/format/number'

import styles from './Compare.module.css'

/** `identifies`: the row names each product (model codes always differ; nothing to highlight). */
type Row = { label: string; values: string[]; identifies?: boolean }

/** Rows aligned by label: the fixed ones first, then every specification in order of appearance. */
function rowsOf(
  products: ProductDetailDto[],
  locale: Locale,
  labels: Record<'modelCode' | 'capacity' | 'energy' | 'size', string>,
): Row[] {
  const fixed: Row[] = [
    {
      label: labels.modelCode,
      values: products.map((product) => product.modelCode),
      identifies: true,
    },
    {
      label: labels.capacity,
      values: products.map((product) =>
        product.capacity
          ? `${formatNumber(product.capacity.value, locale)} ${product.capacity.unit}`
          : '—',
      ),
    },
    {
      label: labels.energy,
      values: products.map((product) =>
        product.energyStars ? '★'.repeat(product.energyStars) : '—',
      ),
    },
    {
      label: labels.size,
      values: products.map((product) =>
        product.size?.width && product.size.height
          ? `${[product.size.width, product.size.height, product.size.depth]
              .filter((value): value is number => value !== null)
              .map((value) => formatNumber(value, locale))
              .join(' × ')} ${product.size.unit}`
          : '—',
      ),
    },
  ]
  const labelsInOrder = [
    ...new Set(products.flatMap((product) => product.specifications.map((row) => row.label))),
  ]
  const specs = labelsInOrder.map((label) => ({
    label,
    values: products.map(
      (product) => product.specifications.find((row) => row.label === label)?.value ?? '—',
    ),
  }))
  return [...fixed, ...specs]
}

export async function CompareTable({ ids, locale }: { ids: number[]; locale: Locale }) {
  const [t, currencies, found, tray] = await Promise.all([
    getTranslations({ locale, namespace: 'compare' }),
    getCurrencies(locale),
    Promise.all(ids.map((id) => orNotFound(getProduct(locale, id)))),
    compareTrayProps(locale),
  ])
  const first = found.find((product) => product !== null)
  const products = found.filter(
    (product): product is ProductDetailDto =>
      product !== null && product.productCategory === first?.productCategory,
  )
  const left = found.filter(Boolean).length - products.length
  if (products.length < 2) {
    return (
      <section className="container" style={{ marginBlock: 48 }}>
        <h1>{t('title')}</h1>
        <p>{t('needTwo')}</p>
        <a className="button" href={localizedPath(locale, '/thiet-bi-gia-dung')}>
          {t('browse')}
        </a>
      </section>
    )
  }
  const rows = rowsOf(products, locale, {
    modelCode: t('modelCode'),
    capacity: t('capacity'),
    energy: t('energy'),
    size: t('size'),
  })
  return (
    <section className="container" style={{ marginBlock: 32 }}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { category: products[0]!.categoryName })}</p>
      {left > 0 ? <p role="note">{t('otherCategory', { count: left })}</p> : null}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.id} scope="col">
                  {product.picture ? (
                    <img
                      src={`${product.picture.url}?width=320`}
                      width={220}
                      height={220}
                      alt=""
                      loading="lazy"
                    />
                  ) : null}
                  <a href={localizedPath(locale, product.detailUrl)}>{product.name}</a>
                  <div>
                    {product.price ? (
                      <Price vnd={product.price} locale={locale} currencies={currencies} />
                    ) : (
                      t('noPrice')
                    )}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = !row.identifies && new Set(row.values).size > 1
              return (
                <tr
                  key={row.label}
                  className={differs ? styles.differs : undefined}
                  data-differs={differs || undefined}
                >
                  <th scope="row">
                    {row.label}
                    {differs ? <span className="sr-only"> ({t('differs')})</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={products[index]!.id}>{value}</td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <CompareTray {...tray} />
    </section>
  )
}
