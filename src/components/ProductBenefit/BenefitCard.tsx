import { Card, CardList } from '@/components/Card/Card'
import type { ProductBenefitListItemDto } from '@/contract/productBenefit'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format/date'

import styles from './ProductBenefit.module.css'

/** A story as a card: cover, category and date, title (the link) and summary; it lifts on hover. */
export function BenefitCard({
  story,
  locale,
  headingLevel = 'h3',
}: {
  story: ProductBenefitListItemDto
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Card
      entry={story}
      meta={
        <>
          <span>{story.categoryName}</span>
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
        </>
      }
      locale={locale}
      headingLevel={headingLevel}
      className={styles.card}
    />
  )
}

/** Stories as cards: one column on phones, two on tablets, three on desktops. */
export function BenefitGrid({
  stories,
  locale,
}: {
  stories: ProductBenefitListItemDto[]
  locale: Locale
}) {
  return (
    <CardList>
      {stories.map((story) => (
        <li key={story.id}>
          <BenefitCard story={story} locale={locale} />
        </li>
      ))}
    </CardList>
  )
}
