import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import type { CurrencyDto } from '@/contract/contact'
import type { ProductDetailDto, ProductListItemDto } from '@/contract/product'
import { colourInfo, colourLabel } from '@/domain/colours'
import { enumNames, ProductCategory, ProductGroup, type ProductColour } from '@/domain/enums'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatNumber } from '@/lib/format/number'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'

import { CompareToggle } from '../Compare/CompareToggle.lazy'
import type { CompareTrayLabels } from '../Compare/CompareTray.client'
import { CompareTray } from '../Compare/CompareTray.lazy'
import { Price } from '../Currency/Price.client'
import { ProductDocuments } from '../Document/ProductDocuments'
import { EnergyLabel } from './EnergyLabel'
import { FeatureIconSvg } from './FeatureIcon'
import { Gallery } from './Gallery.lazy'
import styles from './Product.module.css'
import type { ProductCardLabels } from './ProductCard'
import { ProductGrid } from './ProductGrid'

const categoryName = enumNames(ProductCategory)
const groupName = enumNames(ProductGroup)

/** Where-to-buy filter per product group (spec: `/mua-o-dau?t=homeAppliances`). */
const WHERE_TO_BUY: Record<string, string> = {
  HomeAppliances: 'homeAppliances',
  BuildingSolution: 'buildingSolutions',
  FactoryAutomation: 'factoryAutomation',
  InfrastructureSolution: 'infrastructure',
}

export async function productCardLabels(locale: Locale): Promise<ProductCardLabels> {
  const [t, compare] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'compare' }),
  ])
  return {
    stars: t.raw('stars') as string,
    contactPrice: t('contactPrice'),
    colours: t('colours'),
    compare: { add: compare('add'), full: compare('full') },
  }
}

/** The compare tray's texts and the compare page's address in `locale`. */
export async function compareTrayProps(
  locale: Locale,
): Promise<{ href: string; labels: CompareTrayLabels }> {
  const t = await getTranslations({ locale, namespace: 'compare' })
  return {
    href: localizedPath(locale, '/so-sanh-san-pham'),
    labels: {
      title: t('tray'),
      compare: t('compare'),
      clear: t('clear'),
      remove: t.raw('remove') as string,
      hint: t('hint'),
    },
  }
}

/** `Product` structured data: name, model, pictures, brand and the VND offer when priced. */
function productJsonLd(product: ProductDetailDto, locale: Locale) {
  const origin = getEnv().SITE_URL
  const url = new URL(localizedPath(locale, product.detailUrl), origin).toString()
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.modelCode,
    mpn: product.modelCode,
    description: product.shortDescription,
    brand: { '@type': 'Brand', name: 'Sora Electric' },
    url,
    image: product.colourVariations
      .flatMap((variation) => variation.pictures)
      .slice(0, 6)
      .map((picture) => new URL(`${picture.url}?width=1200`, origin).toString()),
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            price: product.price,
            priceCurrency: 'VND',
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  }
}

/** The product detail page (spec §1–§3): gallery, features, specifications, downloads, related. */
export async function ProductView({
  product,
  related,
  currencies,
  locale,
}: {
  product: ProductDetailDto
  related: ProductListItemDto[]
  currencies: CurrencyDto[]
  locale: Locale
}) {
  const [t, share, cardLabels, tray] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    shareLabels(locale),
    productCardLabels(locale),
    compareTrayProps(locale),
  ])
  const category = categoryName.get(product.productCategory) ?? null
  const group = groupName.get(product.productGroup) ?? 'HomeAppliances'
  const variations = product.colourVariations.map((variation) => ({
    colour: variation.colour,
    label: colourLabel(variation.colour, locale),
    swatch: colourInfo[variation.colour as ProductColour]?.swatch ?? '#ccc',
    pictures: variation.pictures.map((picture) => ({ url: picture.url, alt: picture.alt })),
  }))
  const size = product.size
  const jsonLd = JSON.stringify(productJsonLd(product, locale)).replace(/</g, '\\u003c')
  return (
    <article className="container">
      <Breadcrumb
        locale={locale}
        input={{
          url: product.detailUrl,
          name: product.name,
          categoryId: category,
          parent: product.parent
            ? { name: product.parent.name, url: product.parent.detailUrl }
            : null,
        }}
      />
      <div className={styles.detailTop}>
        <Gallery
          variations={variations}
          labels={{
            colours: t('colours'),
            pictures: t('pictures'),
            zoom: t('zoom'),
            picture: t('picture'),
          }}
        />
        <div className={styles.summary}>
          <p className={styles.series}>
            {product.series ? `${product.series} · ` : ''}
            {product.modelCode}
          </p>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.lead}>{product.shortDescription}</p>
          <EnergyLabel
            stars={product.energyStars}
            cspf={product.cspf}
            label={t('stars', { stars: product.energyStars ?? 0 })}
            className={styles.energy}
          />
          {product.price ? (
            <p className={styles.detailPrice}>
              <span>{t('referencePrice')}</span>
              <Price vnd={product.price} locale={locale} currencies={currencies} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <a
              className="button"
              href={localizedPath(
                locale,
                `/mua-o-dau?t=${WHERE_TO_BUY[group] ?? 'homeAppliances'}`,
              )}
            >
              {t('whereToBuy')}
            </a>
            <a className="button button--ghost" href={localizedPath(locale, '/lien-he')}>
              {t('askAdvice')}
            </a>
          </div>
          {product.parent ? (
            <p className={styles.parentLink}>
              {t('partOf')}{' '}
              <a href={localizedPath(locale, product.parent.detailUrl)}>{product.parent.name}</a>
            </p>
          ) : null}
          <CompareToggle
            item={{ id: product.id, name: product.name, category: product.productCategory }}
            labels={cardLabels.compare}
          />
          <Share
            url={localizedPath(locale, product.detailUrl)}
            title={product.name}
            labels={share}
          />
        </div>
      </div>

      {product.features.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-features">
          <h2 id="product-features">{t('features')}</h2>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature.title}>
                <FeatureIconSvg name={feature.icon} />
                <h3>{feature.title}</h3>
                {feature.text ? <p>{feature.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {product.description ? (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          <div
            className="prose"
            // HTML the backend built from the editor's rich text (escaped, URLs sanitised).
            dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(product.description, locale) }}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="product-specs">
        <h2 id="product-specs">{t('specifications')}</h2>
        <table className={styles.specs}>
          <tbody>
            <tr>
              <th scope="row">{t('modelCode')}</th>
              <td>{product.modelCode}</td>
            </tr>
            {product.capacity ? (
              <tr>
                <th scope="row">{t('capacity')}</th>
                <td>
                  {formatNumber(product.capacity.value, locale)} {product.capacity.unit}
                </td>
              </tr>
            ) : null}
            {size && size.width && size.height ? (
              <tr>
                <th scope="row">
                  {t('size')}
                  {size.kind ? ` (${t(`sizeKind.${size.kind}`)})` : ''}
                </th>
                <td>
                  {[size.width, size.height, size.depth]
                    .filter((value): value is number => value !== null)
                    .map((value) => formatNumber(value, locale))
                    .join(' × ')}{' '}
                  {size.unit}
                </td>
              </tr>
            ) : null}
            {product.specifications.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {product.children.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-children">
          <h2 id="product-children">{t('systemUnits')}</h2>
          <ProductGrid
            products={product.children}
            locale={locale}
            currencies={currencies}
            labels={cardLabels}
          />
        </section>
      ) : null}

      <ProductDocuments
        productId={product.id}
        productGroup={product.productGroup}
        locale={locale}
        className={styles.section}
      />

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-related">
          <h2 id="product-related">{t('related')}</h2>
          <ProductGrid
            products={related}
            locale={locale}
            currencies={currencies}
            labels={cardLabels}
          />
        </section>
      ) : null}
      <CompareTray {...tray} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  )
}
