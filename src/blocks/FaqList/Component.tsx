import { getTranslations } from 'next-intl/server'

import { getPost, getPostCategories, getPosts } from '@/lib/backend/posts'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { escapeHtml } from '@/lib/html/escape'
import { jsonLdText } from '@/lib/seo/jsonLd'
import type { FaqListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import { faqPageJsonLd, groupFaqs, type FaqEntry } from './faq'
import type { FaqBrowserLabels } from './FaqBrowser.client'
import { FaqBrowser } from './FaqBrowser.lazy'
import styles from './FaqList.module.css'

const LABEL_KEYS = [
  'search',
  'searchPlaceholder',
  'countOne',
  'countOther',
  'foundOne',
  'foundOther',
  'none',
] as const satisfies (keyof FaqBrowserLabels)[]

/**
 * Frequently asked questions (posts of category type FAQ) grouped by their category in display
 * order, as a searchable accordion, with `FAQPage` structured data. Answers are each post's
 * body, read one by one (cached): the list answers only summaries.
 */
export async function FaqListBlock({ block, locale }: BlockProps<Block>) {
  const [categories, posts, t] = await Promise.all([
    getPostCategories(locale, { categoryType: 'FAQ', rowsPerPage: 100 }),
    getPosts(locale, { categoryType: 'FAQ', rowsPerPage: 100 }),
    getTranslations({ locale, namespace: 'faq' }),
  ])
  const details = await Promise.all(posts.items.map((post) => getPost(locale, post.id)))
  const entries: FaqEntry[] = details.map((post) => ({
    id: post.id,
    question: post.title,
    answerHtml: post.body
      ? localizeHtmlLinks(post.body, locale)
      : `<p>${escapeHtml(post.summary)}</p>`,
    categoryId: post.categoryId,
    categoryName: post.categoryName,
  }))
  const groups = groupFaqs(categories.items, entries, t('other'))
  const headingId = block.heading && block.id ? `faq-${block.id}` : undefined
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className={`container ${styles.container}`}>
        {block.heading ? (
          <h2 id={headingId} className={styles.heading}>
            {block.heading}
          </h2>
        ) : null}
        {groups.length === 0 ? (
          <p className={styles.status}>{t('empty')}</p>
        ) : (
          <>
            <FaqBrowser
              groups={groups.map((group) => ({
                key: group.key,
                name: group.name,
                items: group.entries.map((entry) => ({
                  id: entry.id,
                  question: entry.question,
                  // The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised.
                  answer: (
                    <div className="prose" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
                  ),
                })),
              }))}
              labels={
                Object.fromEntries(
                  LABEL_KEYS.map((key) => [key, t.raw(key) as string]),
                ) as FaqBrowserLabels
              }
              locale={locale}
              showSearch={block.showSearch ?? true}
              headingLevel={block.heading ? 3 : 2}
            />
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: jsonLdText(faqPageJsonLd(groups.flatMap((group) => group.entries))),
              }}
            />
          </>
        )}
      </div>
    </section>
  )
}
