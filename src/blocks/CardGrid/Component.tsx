import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { CardGridBlock as CardGridBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './CardGrid.module.css'

const SIZES: Record<string, string> = {
  '2': '(min-width: 768px) 50vw, 100vw',
  '3': '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  '4': '(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw',
}

export function CardGridBlock({ block, locale }: BlockProps<CardGridBlockData>) {
  const columns = block.columns ?? '4'
  // The heading names the section, so it is a landmark a screen-reader user can jump to.
  const headingId = block.heading && block.id ? `cards-${block.id}` : undefined
  return (
    <section className="section section--alt" aria-labelledby={headingId}>
      <div className="container">
        {block.heading ? (
          <h2 id={headingId} className={styles.heading}>
            {block.heading}
          </h2>
        ) : null}
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        <ul className={styles.grid} data-columns={columns}>
          {block.cards.map((card) => (
            <li key={card.id ?? card.title} className={styles.card}>
              <MediaImage
                media={card.media}
                sizes={SIZES[columns] ?? '100vw'}
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  {card.link?.href ? (
                    <SmartLink href={card.link.href} locale={locale} className={styles.link}>
                      {card.title}
                    </SmartLink>
                  ) : (
                    card.title
                  )}
                </h3>
                {card.text ? <p className={styles.text}>{card.text}</p> : null}
                {card.link?.href && card.link.label ? (
                  <span className={styles.more} aria-hidden="true">
                    {card.link.label} →
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
