import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './Hero.module.css'

export function HeroBlock({ block, locale, isFirst, ownsTitle }: BlockProps<HeroBlockData>) {
  const Heading = ownsTitle ? 'h1' : 'h2'
  return (
    <section
      className={styles.hero}
      data-tone={block.tone ?? 'dark'}
      data-media={block.media ? 'yes' : 'no'}
    >
      {block.media ? (
        <MediaImage
          media={block.media}
          sizes="100vw"
          priority={isFirst}
          className={styles.background}
        />
      ) : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.content}>
          {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
          <Heading className={styles.heading}>{block.heading}</Heading>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
          {block.links?.length ? (
            <div className={styles.actions}>
              {block.links.map((item, index) =>
                item.link?.href ? (
                  <SmartLink
                    key={item.id ?? item.link.href}
                    href={item.link.href}
                    locale={locale}
                    className={index === 0 ? 'button' : 'button button--ghost'}
                  >
                    {item.link.label}
                  </SmartLink>
                ) : null,
              )}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
