import type { CurrencyDto } from '@/contract/contact'
import type { ProductListItemDto } from '@/contract/product'
import type { Locale } from '@/i18n/locales'

import styles from './Product.module.css'
import { ProductCard, type ProductCardLabels } from './ProductCard'

/** Product cards in the catalogue grid: 4 columns on desktop, 2 on tablets and phones. */
export function ProductGrid({
  products,
  locale,
  currencies,
  labels,
  busy = false,
}: {
  products: ProductListItemDto[]
  locale: Locale
  currencies: CurrencyDto[]
  labels: ProductCardLabels
  busy?: boolean
}) {
  return (
    <div className={styles.grid} data-busy={busy || undefined}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          locale={locale}
          currencies={currencies}
          labels={labels}
        />
      ))}
    </div>
  )
}
