import type { ReactNode } from 'react'

import { imageSrcSet, sizedImage } from '@/contract/images'
import type { PictureDto } from '@/contract/product'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import styles from '@/styles/cards.module.css'

const SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw'

/** What a card shows of a post or a story (the fields their list items share). */
export type CardEntry = {
  title: string
  detailUrl: string
  summary: string
  cover: PictureDto | null
  /** The language of the title and summary, when it may differ from the page's. */
  contentCulture?: Locale
}

/** An entry as a card: cover, the meta line, title (the card's link) and summary. */
export function Card({
  entry,
  meta,
  locale,
  headingLevel = 'h3',
  className,
  action,
}: {
  entry: CardEntry
  /** What the line under the cover says (a category, a date, an event's time and place…). */
  meta: ReactNode
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  /** More of the card's own style (e.g. a hover effect). */
  className?: string
  /** A control of its own above the card's link (an event's heart). */
  action?: ReactNode
}) {
  const Heading = headingLevel
  const { cover } = entry
  // An entry without a translation shows its Vietnamese texts: marked for screen readers.
  const lang = entry.contentCulture !== locale ? entry.contentCulture : undefined
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card}>
      {cover ? (
        <img
          className={styles.cover}
          src={sizedImage(cover.url, 800)}
          srcSet={imageSrcSet(cover.url, cover.width)}
          sizes={SIZES}
          width={cover.width ?? undefined}
          height={cover.height ?? undefined}
          alt={cover.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.meta}>{meta}</p>
        <Heading className={styles.title} lang={lang}>
          <Link href={entry.detailUrl} locale={locale} className={styles.link}>
            {entry.title}
          </Link>
        </Heading>
        <p className={styles.summary} lang={lang}>
          {entry.summary}
        </p>
        {action}
      </div>
    </article>
  )
}

/** Cards as a list: one column on phones, two on tablets, three on desktops. */
export function CardList({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>
}
