import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { CompareTray } from '@/components/Compare/CompareTray.lazy'
import { ProductGrid } from '@/components/Product/ProductGrid'
import { compareTrayProps, productCardLabels } from '@/components/Product/ProductView'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import type { CurrencyDto } from '@/contract/contact'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { ProductListItemDto } from '@/contract/product'
import type { ProductBenefitDetailDto, ProductBenefitListItemDto } from '@/contract/productBenefit'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate } from '@/lib/format/date'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'

import { BenefitGrid } from './BenefitCard'
import styles from './ProductBenefit.module.css'

/**
 * A product-benefit story: breadcrumb, title, category and date, cover, the story, the products
 * it features (compare-ready cards), share buttons and other stories.
 */
export async function ProductBenefitView({
  story,
  products,
  more,
  currencies,
  locale,
}: {
  story: ProductBenefitDetailDto
  products: ProductListItemDto[]
  more: ProductBenefitListItemDto[]
  currencies: CurrencyDto[]
  locale: Locale
}) {
  const [t, share, cardLabels, tray] = await Promise.all([
    getTranslations({ locale, namespace: 'productBenefit' }),
    shareLabels(locale),
    productCardLabels(locale),
    compareTrayProps(locale),
  ])
  return (
    <article className="container">
      <Breadcrumb locale={locale} input={{ url: story.detailUrl, name: story.title }} />
      <header className={styles.header}>
        <p className={styles.meta}>
          <span>{story.categoryName}</span>
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
        </p>
        <h1>{story.title}</h1>
        <p className={styles.lead}>{story.summary}</p>
      </header>
      {story.cover ? (
        <img
          className={styles.hero}
          src={sizedImage(story.cover.url, 1200)}
          srcSet={imageSrcSet(story.cover.url, story.cover.width)}
          sizes="(min-width: 1000px) 960px, 100vw"
          width={story.cover.width ?? undefined}
          height={story.cover.height ?? undefined}
          alt={story.cover.alt}
          fetchPriority="high"
        />
      ) : null}
      {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
      <div
        className={`prose ${styles.body}`}
        dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(story.body, locale) }}
      />
      <Share url={localizedPath(locale, story.detailUrl)} title={story.title} labels={share} />
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="benefit-products">
          <h2 id="benefit-products">{t('products')}</h2>
          <ProductGrid
            products={products}
            locale={locale}
            currencies={currencies}
            labels={cardLabels}
          />
        </section>
      ) : null}
      {more.length > 0 ? (
        <section className={styles.section} aria-labelledby="benefit-more">
          <h2 id="benefit-more">{t('more')}</h2>
          <BenefitGrid stories={more} locale={locale} />
        </section>
      ) : null}
      <CompareTray {...tray} />
    </article>
  )
}
