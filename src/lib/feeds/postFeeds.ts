import type { LayoutBlock } from '@/blocks/types'
import type { CategoryTypeName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'

/**
 * The RSS feeds of posts, one per kind and language (`/feeds/vi/news.xml`, `/feeds/en/events.xml`),
 * each following a view of the news-and-events page. Pure.
 */
export const POST_FEEDS = {
  news: { categoryType: 'News', view: 'news' },
  events: { categoryType: 'Event', view: 'event' },
} as const satisfies Record<string, { categoryType: CategoryTypeName; view: string }>
export type PostFeed = keyof typeof POST_FEEDS

/** The news-and-events page (spec §2), whose views `?t=news` and `?t=event` the feeds follow. */
export const NEWS_PAGE_PATH = '/tin-tuc-su-kien'

/** Where a feed is served (no locale prefix logic: the language is part of the path). */
export const feedPath = (locale: Locale, feed: PostFeed): string => `/feeds/${locale}/${feed}.xml`

/** The feed a file name asks for (`news.xml`), or null. */
export function feedOfFile(file: string): PostFeed | null {
  const name = /^([a-z]+)\.xml$/.exec(file)?.[1]
  return name && Object.hasOwn(POST_FEEDS, name) ? (name as PostFeed) : null
}

/** The feeds a page links from its head: those whose kind of posts its layouts list. */
export function feedsOfLayouts(layouts: LayoutBlock[][]): PostFeed[] {
  const listed = new Set(
    layouts.flat().flatMap((block) => (block.blockType === 'postList' ? [block.categoryType] : [])),
  )
  return (Object.keys(POST_FEEDS) as PostFeed[]).filter((feed) =>
    listed.has(POST_FEEDS[feed].categoryType),
  )
}
