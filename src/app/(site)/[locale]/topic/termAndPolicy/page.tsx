import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { TopicBody } from '@/components/TopicView/TopicView'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { getTermsTopics } from '@/lib/backend/topics'
import { formatDate } from '@/lib/format/date'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

import styles from './terms.module.css'

type Props = { params: Promise<{ locale: Locale }> }

const PATH = '/topic/termAndPolicy'
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'topic' })
  return pageMetadata({
    locale,
    paths: samePathEverywhere(PATH),
    title: t('termsTitle'),
    description: t('termsIntro'),
  })
}

/** The privacy policy (topic 25) and the terms of use (topic 26) on one page. */
export default async function TermsAndPolicyPage({ params }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const [topics, t] = await Promise.all([
    getTermsTopics(locale),
    getTranslations({ locale, namespace: 'topic' }),
  ])
  return (
    <SiteShell locale={locale}>
      <div className="container">
        <Breadcrumb locale={locale} input={{ url: PATH, name: t('termsTitle') }} />
        <header className={styles.header}>
          <h1>{t('termsTitle')}</h1>
          <p>{t('termsIntro')}</p>
          <nav aria-label={t('contents')}>
            <ul className={styles.toc}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={`#topic-${topic.id}`}>{topic.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={`topic-${topic.id}`}
            aria-labelledby={`topic-${topic.id}-title`}
            className={styles.section}
          >
            <h2 id={`topic-${topic.id}-title`}>
              <a href={localizedPath(locale, topic.detailUrl)}>{topic.title}</a>
            </h2>
            {topic.lastModificationTime ? (
              <p className={styles.meta}>
                {t('updated', { date: formatDate(topic.lastModificationTime) })}
              </p>
            ) : null}
            <TopicBody topic={topic} locale={locale} />
          </section>
        ))}
      </div>
    </SiteShell>
  )
}
