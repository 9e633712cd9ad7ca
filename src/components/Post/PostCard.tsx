import { getTranslations } from 'next-intl/server'

import { Card, CardList } from '@/components/Card/Card'
import type { PostListItemDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format/date'
import { eventPlace, eventTimeRange } from '@/lib/format/eventTime'

import { CardHeart } from './CardHeart.lazy'

/** What the card says under its picture: an event's start and place, else category and date. */
function CardMeta({ post, online }: { post: PostListItemDto; online: string }) {
  const range = post.event ? eventTimeRange(post.event.startTime, post.event.endTime) : null
  if (post.event && range) {
    const place = eventPlace(post.event, online)
    return (
      <>
        <time dateTime={post.event.startTime}>{range.start}</time>
        {place ? <span>{place}</span> : null}
      </>
    )
  }
  return (
    <>
      {post.categoryName ? <span>{post.categoryName}</span> : null}
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
    </>
  )
}

/** A post as a card: cover, meta, title (the link) and summary. */
export function PostCard({
  post,
  locale,
  online,
  heartLabel,
  headingLevel = 'h3',
}: {
  post: PostListItemDto
  locale: Locale
  /** "Online", for events that stream. */
  online: string
  /** An event card's heart: "Save {title} to favourite events". */
  heartLabel?: string
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Card
      entry={post}
      meta={<CardMeta post={post} online={online} />}
      locale={locale}
      headingLevel={headingLevel}
      action={
        post.event && heartLabel ? (
          <CardHeart
            eventId={post.id}
            locale={locale}
            label={heartLabel.replace('{title}', post.title)}
          />
        ) : null
      }
    />
  )
}

/** Posts as cards: one column on phones, two on tablets, three on desktops. */
export async function PostGrid({
  posts,
  locale,
  headingLevel,
}: {
  posts: PostListItemDto[]
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}) {
  const t = await getTranslations({ locale, namespace: 'post.event' })
  return (
    <CardList>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard
            post={post}
            locale={locale}
            online={t('online')}
            heartLabel={t.raw('favouriteCard') as string}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </CardList>
  )
}
