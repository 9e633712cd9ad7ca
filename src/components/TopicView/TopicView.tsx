import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import type { TopicDto } from '@/contract/topic'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate } from '@/lib/format/date'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'

import styles from './TopicView.module.css'

/** The HTML of a topic, with its site links made to stay in the page's language. */
export function TopicBody({ topic, locale }: { topic: TopicDto; locale: Locale }) {
  // The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised.
  return (
    <div
      className={`prose ${styles.body}`}
      dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(topic.content, locale) }}
    />
  )
}

/** A topic page: breadcrumb, title, last update, summary, the text and share buttons. */
export async function TopicView({ topic, locale }: { topic: TopicDto; locale: Locale }) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'topic' }),
    shareLabels(locale),
  ])
  return (
    <article className="container">
      <Breadcrumb locale={locale} input={{ url: topic.detailUrl, name: topic.title }} />
      <header className={styles.header}>
        <h1>{topic.title}</h1>
        {topic.lastModificationTime ? (
          <p className={styles.meta}>
            {t('updated', { date: formatDate(topic.lastModificationTime) })}
          </p>
        ) : null}
        {topic.summary ? <p className={styles.summary}>{topic.summary}</p> : null}
      </header>
      <TopicBody topic={topic} locale={locale} />
      <Share url={localizedPath(locale, topic.detailUrl)} title={topic.title} labels={labels} />
    </article>
  )
}
