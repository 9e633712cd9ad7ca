import { getTranslations } from 'next-intl/server'

import { imageSrcSet, sizedImage } from '@/contract/images'
import type { PostListItemDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'
import { eventPlace, eventTimeRange } from '@/lib/format/eventTime'

import styles from './Post.module.css'

const SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw'

/** What the card says under its picture: an event's start and place, else category and date. */
function CardMeta({ post, online }: { post: PostListItemDto; online: string }) {
  const range = post.event ? eventTimeRange(post.event.startTime, post.event.endTime) : null
  if (post.event && range) {
    const place = eventPlace(post.event, online)
    return (
      <p className={styles.meta}>
        <time dateTime={post.event.startTime}>{range.start}</time>
        {place ? <span>{place}</span> : null}
      </p>
    )
  }
  return (
    <p className={styles.meta}>
      {post.categoryName ? <span>{post.categoryName}</span> : null}
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
    </p>
  )
}

/** A post as a card: cover, meta, title (the link) and summary. */
export function PostCard({
  post,
  locale,
  online,
  headingLevel = 'h3',
}: {
  post: PostListItemDto
  locale: Locale
  /** "Online", for events that stream. */
  online: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className={styles.card}>
      {post.cover ? (
        <img
          className={styles.cover}
          src={sizedImage(post.cover.url, 800)}
          srcSet={imageSrcSet(post.cover.url, post.cover.width)}
          sizes={SIZES}
          width={post.cover.width ?? undefined}
          height={post.cover.height ?? undefined}
          alt={post.cover.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <CardMeta post={post} online={online} />
        <Heading className={styles.cardTitle}>
          <Link href={post.detailUrl} locale={locale} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{post.summary}</p>
      </div>
    </article>
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
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} online={t('online')} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
