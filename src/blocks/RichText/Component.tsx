import { RichText } from '@/components/RichText/RichText'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

export function RichTextBlock({ block, locale }: BlockProps<RichTextBlockData>) {
  return (
    <section className="section">
      <div className="container">
        <div className={block.width === 'wide' ? undefined : 'prose'}>
          {block.heading ? <h2>{block.heading}</h2> : null}
          <RichText data={block.content} locale={locale} className="prose" />
        </div>
      </div>
    </section>
  )
}
