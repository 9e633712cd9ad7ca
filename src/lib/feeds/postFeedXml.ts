import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { PostListItemDto } from '@/contract/post'
import { getEnv } from '@/env'
import { cultureOf, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPosts } from '@/lib/backend/posts'
import { eventPlace, eventTimeRange } from '@/lib/format/eventTime'

import { feedPath, NEWS_PAGE_PATH, POST_FEEDS, type PostFeed } from './postFeeds'
import { rssDocument } from './rss'

/** How many of the latest posts a feed carries. */
const FEED_SIZE = 20

/** An event's summary, led by when and where it takes place. */
function eventDescription(post: PostListItemDto, online: string): string {
  const event = post.event
  if (!event) return post.summary
  const time = eventTimeRange(event.startTime, event.endTime)
  const lead = [time ? `${time.start} – ${time.end}` : null, eventPlace(event, online)]
    .filter(Boolean)
    .join(' · ')
  return lead ? `${lead}. ${post.summary}` : post.summary
}

/** The RSS document of a feed in one language: its latest posts by publish date, events included. */
export async function postFeedXml(locale: Locale, feed: PostFeed): Promise<string> {
  const { categoryType, view } = POST_FEEDS[feed]
  const [posts, t] = await Promise.all([
    getPosts(locale, {
      categoryType,
      sortBy: 'publishedAt',
      sortDirection: 'descending',
      rowsPerPage: FEED_SIZE,
    }),
    getTranslations({ locale, namespace: 'posts' }),
  ])
  const origin = getEnv().SITE_URL.replace(/\/+$/, '')
  const absolute = (path: string) => `${origin}${localizedPath(locale, path)}`
  return rssDocument({
    title: t(`feeds.${feed}.title`),
    description: t(`feeds.${feed}.description`),
    link: absolute(`${NEWS_PAGE_PATH}?t=${view}`),
    language: cultureOf[locale],
    self: `${origin}${feedPath(locale, feed)}`,
    items: posts.items.map((post) => ({
      title: post.title,
      link: absolute(post.detailUrl),
      publishedAt: post.publishedAt,
      category: post.categoryName,
      description: eventDescription(post, t('online')),
    })),
  })
}
