import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { orNotFound } from '@/lib/backend/errors'
import { getTopicBySlug, getTopicLink } from '@/lib/backend/topics'
import { demoteHeadings } from '@/lib/html/headings'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import type { TopicBlock as TopicBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import styles from './Topic.module.css'

/**
 * A numbered topic as the backend answers it: its address from `Topic/GetTopicLinkDtoById`, its
 * texts from `Topic/GetTopicBySlug`. Nothing is shown while the topic does not exist.
 */
export async function TopicBlock({ block, locale }: BlockProps<TopicBlockData>) {
  const link = await orNotFound(getTopicLink(locale, block.topicLink))
  const topic = link ? await orNotFound(getTopicBySlug(locale, link.detailUrl.slice(1))) : null
  if (!topic) return null
  const t = await getTranslations({ locale, namespace: 'common' })
  const headingId = `topic-${block.id ?? topic.id}`
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="prose">
          <h2 id={headingId}>{topic.title}</h2>
          {topic.summary ? <p className={styles.summary}>{topic.summary}</p> : null}
          {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
          <div
            dangerouslySetInnerHTML={{
              __html: demoteHeadings(localizeHtmlLinks(topic.content, locale)),
            }}
          />
          <p className={styles.more}>
            <Link href={topic.detailUrl} locale={locale} className="button">
              {t('readMore')}
              <span className="sr-only">: {topic.title}</span>
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
