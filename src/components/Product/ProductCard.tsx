import type { CurrencyDto } from '@/contract/contact'
import { sizedImage } from '@/contract/images'
import type { ProductListItemDto } from '@/contract/product'
import { colourInfo, colourLabel } from '@/domain/colours'
import type { ProductColour } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import { CompareToggle } from '../Compare/CompareToggle.lazy'
import { Price } from '../Currency/Price.client'
import { EnergyLabel } from './EnergyLabel'
import styles from './Product.module.css'

export type ProductCardLabels = {
  stars: string
  contactPrice: string
  colours: string
  compare: { add: string; full: string }
}

/** Up to 10 colour dots on a card (spec style hints). */
export const MAX_COLOUR_DOTS = 10

/** A product in a grid: picture, name, model, key specs, colour dots, energy stars, price. */
export function ProductCard({
  product,
  locale,
  currencies,
  labels,
}: {
  product: ProductListItemDto
  locale: Locale
  currencies: CurrencyDto[]
  labels: ProductCardLabels
}) {
  const href = localizedPath(locale, product.detailUrl)
  return (
    <article className={styles.card}>
      <a href={href} className={styles.cardPicture} tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <img
            src={sizedImage(product.picture.url, 480)}
            srcSet={`${sizedImage(product.picture.url, 320)} 320w, ${sizedImage(product.picture.url, 480)} 480w, ${sizedImage(product.picture.url, 640)} 640w`}
            sizes="(min-width: 1200px) 300px, (min-width: 768px) 45vw, 90vw"
            width={480}
            height={480}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </a>
      <div className={styles.cardBody}>
        <p className={styles.cardModel}>{product.modelCode}</p>
        <h3 className={styles.cardName}>
          <a href={href}>{product.name}</a>
        </h3>
        {product.keySpecs.length > 0 ? (
          <ul className={styles.cardSpecs}>
            {product.keySpecs.map((row) => (
              <li key={row.label}>
                <span>{row.label}:</span> {row.value}
              </li>
            ))}
          </ul>
        ) : null}
        {product.colours.length > 1 ? (
          <ul className={styles.dots} aria-label={labels.colours}>
            {product.colours.slice(0, MAX_COLOUR_DOTS).map((variant) => (
              <li
                key={variant.colour}
                title={colourLabel(variant.colour, locale)}
                style={{ background: colourInfo[variant.colour as ProductColour]?.swatch }}
              >
                <span className="sr-only">{colourLabel(variant.colour, locale)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <EnergyLabel
          stars={product.energyStars}
          label={labels.stars.replace('{stars}', String(product.energyStars ?? ''))}
          className={styles.stars}
        />
        <CompareToggle
          item={{ id: product.id, name: product.name, category: product.productCategory }}
          labels={labels.compare}
        />
        {product.price ? (
          <Price
            vnd={product.price}
            locale={locale}
            currencies={currencies}
            className={styles.price}
          />
        ) : (
          <p className={styles.priceContact}>{labels.contactPrice}</p>
        )}
      </div>
    </article>
  )
}
