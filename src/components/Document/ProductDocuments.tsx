import { getTranslations } from 'next-intl/server'

import { areaKeyOf } from '@/domain/documents'
import { enumNames, ProductGroup } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getDocuments } from '@/lib/backend/documents'

import { DocumentRow } from './DocumentRow'
import { documentRowLabels } from './labels'
import styles from './Document.module.css'

const groupName = enumNames(ProductGroup)
/** A product page lists this many; the downloads page has the rest. */
const SHOWN = 12

/**
 * The documents of a product (`Document/GetListBoxDto?productId=`), the same data as the
 * downloads page; nothing when it has none.
 */
export async function ProductDocuments({
  productId,
  productGroup,
  locale,
  className,
}: {
  productId: number
  productGroup: number
  locale: Locale
  className?: string
}) {
  const [documents, labels, t] = await Promise.all([
    getDocuments(locale, { productId, rowsPerPage: SHOWN }),
    documentRowLabels(locale),
    getTranslations({ locale, namespace: 'downloads' }),
  ])
  if (documents.items.length === 0) return null
  const group = groupName.get(productGroup)
  const area = group ? areaKeyOf(group) : undefined
  const more = new URLSearchParams({ ...(area ? { t: area } : {}), product: String(productId) })
  return (
    <section className={className} aria-labelledby="product-downloads">
      <h2 id="product-downloads">{t('productSection')}</h2>
      <ul className={styles.list}>
        {documents.items.map((document) => (
          <li key={document.id}>
            <DocumentRow document={document} locale={locale} labels={labels} showProducts={false} />
          </li>
        ))}
      </ul>
      {documents.totalCount > documents.items.length ? (
        <p className={styles.more}>
          <Link href={`/download?${more.toString()}`} locale={locale}>
            {t('productMore')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
