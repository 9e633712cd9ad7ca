import { getTranslations } from 'next-intl/server'

import { BenefitGrid } from '@/components/ProductBenefit/BenefitCard'
import styles from '@/components/ProductBenefit/ProductBenefit.module.css'
import type { ProductCategoryName } from '@/domain/enums'
import { getProductBenefits } from '@/lib/backend/productBenefits'
import type { ProductBenefitListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'

/** The stories as cards, from `ProductBenefit/GetListBoxDto`. */
export async function ProductBenefitListBlock({ block, locale }: BlockProps<Block>) {
  const [{ items }, t] = await Promise.all([
    getProductBenefits(locale, {
      productCategory: (block.category ?? undefined) as ProductCategoryName | undefined,
      rowsPerPage: block.limit ?? 12,
    }),
    getTranslations({ locale, namespace: 'productBenefit' }),
  ])
  return (
    <section className="section">
      <div className="container">
        {block.heading ? <h2 className={styles.heading}>{block.heading}</h2> : null}
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        {items.length === 0 ? (
          <p className={styles.intro}>{t('none')}</p>
        ) : (
          <BenefitGrid stories={items} locale={locale} />
        )}
      </div>
    </section>
  )
}
