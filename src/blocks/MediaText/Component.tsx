import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { MediaTextBlock as MediaTextBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './MediaText.module.css'

export function MediaTextBlock({ block, locale, isFirst }: BlockProps<MediaTextBlockData>) {
  return (
    <section className="section">
      <div className={`container ${styles.grid}`} data-media={block.mediaPosition ?? 'left'}>
        <div className={styles.media}>
          <MediaImage
            media={block.media}
            sizes="(min-width: 900px) 50vw, 100vw"
            priority={isFirst}
          />
        </div>
        <div className={styles.body}>
          <h2>{block.heading}</h2>
          <RichText data={block.content} locale={locale} className="prose" />
          {block.link?.href && block.link.label ? (
            <SmartLink href={block.link.href} locale={locale} className="button">
              {block.link.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
