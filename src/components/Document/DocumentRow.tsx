import type { DocumentListItemDto } from '@/contract/document'
import { formatFileSize } from '@/domain/documents'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { DocumentRowLabels } from './labels'
import styles from './Document.module.css'

/** Products named on a row; the rest are counted. */
const SHOWN_PRODUCTS = 4

/** `YYYY-MM-DD` as `DD/MM/YYYY` (spec §9). */
export const dayText = (day: string): string => day.split('-').reverse().join('/')

/**
 * One downloadable document: title, facts (type, language, version, date, format and size), the
 * products it belongs to, and a download link that names the file it fetches.
 */
export function DocumentRow({
  document,
  locale,
  labels,
  headingLevel = 3,
  showProducts = true,
}: {
  document: DocumentListItemDto
  locale: Locale
  labels: DocumentRowLabels
  headingLevel?: 3 | 4
  showProducts?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  const format = document.fileFormat.toUpperCase()
  const size = formatFileSize(document.fileSize, locale)
  const facts = [
    [labels.type, document.documentTypeName],
    [labels.language, labels.languages[document.language]],
    ...(document.version ? [[labels.version, document.version]] : []),
    [labels.date, dayText(document.releaseDate)],
    [labels.format, format],
    [labels.size, size],
  ]
  const products = showProducts ? document.products : []
  return (
    <article className={styles.row}>
      <span className={styles.badge} data-format={document.fileFormat} aria-hidden="true">
        {format}
      </span>
      <div className={styles.main}>
        <Heading className={styles.title}>{document.title}</Heading>
        {document.summary ? <p className={styles.summary}>{document.summary}</p> : null}
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {products.length > 0 ? (
          <p className={styles.products}>
            <span className={styles.productsLabel}>{labels.products}: </span>
            {products.slice(0, SHOWN_PRODUCTS).map((product, index) => (
              <span key={product.id}>
                {index > 0 ? ', ' : null}
                <Link href={product.detailUrl} locale={locale}>
                  {product.modelCode}
                </Link>
              </span>
            ))}
            {products.length > SHOWN_PRODUCTS
              ? ` ${labels.moreProducts(products.length - SHOWN_PRODUCTS)}`
              : null}
          </p>
        ) : null}
      </div>
      <a
        className={`button ${styles.download}`}
        href={document.downloadUrl}
        download={document.fileName}
        type={document.contentType}
        aria-label={labels.downloadLabel({ title: document.title, format, size })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {labels.download}
      </a>
    </article>
  )
}
