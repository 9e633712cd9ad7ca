import { imageSrcSet, sizedImage } from '@/contract/images'
import type { ProductBenefitListItemDto } from '@/contract/productBenefit'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'

import styles from './ProductBenefit.module.css'

const SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw'

/** A story as a card: cover, category and date, title (the link) and summary. */
export function BenefitCard({
  story,
  locale,
  headingLevel = 'h3',
}: {
  story: ProductBenefitListItemDto
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className={styles.card}>
      {story.cover ? (
        <img
          className={styles.cover}
          src={sizedImage(story.cover.url, 800)}
          srcSet={imageSrcSet(story.cover.url, story.cover.width)}
          sizes={SIZES}
          width={story.cover.width ?? undefined}
          height={story.cover.height ?? undefined}
          alt={story.cover.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span>{story.categoryName}</span>
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={story.detailUrl} locale={locale} className={styles.cardLink}>
            {story.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{story.summary}</p>
      </div>
    </article>
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
    <ul className={styles.grid}>
      {stories.map((story) => (
        <li key={story.id}>
          <BenefitCard story={story} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
