import { imageSrcSet, sizedImage } from '@/contract/images'
import type { EventInfoDto, PostListItemDto } from '@/contract/post'
import type { PictureDto } from '@/contract/product'
import { youtubeVideoId } from '@/domain/video'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'
import { eventPlace, eventTimeRange, type EventBadge } from '@/lib/format/eventTime'
import { registrationState } from '@/lib/posts/eventInfo'
import { CardHeart } from '@/components/Post/CardHeart.lazy'

import styles from './PostList.module.css'
import { VideoPlayer } from './VideoPlayer.lazy'

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw'
const EVENT_SIZES = '(min-width: 768px) 280px, 100vw'

/** Texts the items show, in the visitor's language. */
export type ItemLabels = {
  when: string
  where: string
  online: string
  badge: Record<EventBadge, string>
  /** `Phát video: {title}` with the title filled in by the item. */
  play: (title: string) => string
  /** An event's heart: `Lưu “{title}” vào sự kiện yêu thích`, filled in by the item. */
  favourite: (title: string) => string
}

export type ItemProps = {
  post: PostListItemDto
  locale: Locale
  heading: 'h2' | 'h3'
  /** Above the fold: the picture loads at once. */
  eager: boolean
  labels: ItemLabels
}

/**
 * The registration state when the list is rendered: a cached page keeps it until posts change,
 * and the event's own page works it out again in the browser.
 */
const stateWhenRendered = (event: EventInfoDto) => registrationState(event, Date.now())

/** A post's cover, sized by the images route. */
function Cover({ picture, sizes, eager }: { picture: PictureDto; sizes: string; eager: boolean }) {
  return (
    <img
      className={styles.cover}
      src={sizedImage(picture.url, 800)}
      srcSet={imageSrcSet(picture.url, picture.width)}
      sizes={sizes}
      width={picture.width ?? 1200}
      height={picture.height ?? 675}
      alt={picture.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}

function Meta({ post }: { post: PostListItemDto }) {
  return (
    <p className={styles.meta}>
      {post.categoryName ? <span className={styles.category}>{post.categoryName}</span> : null}
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
    </p>
  )
}

function Title({ post, locale, heading: Heading }: Omit<ItemProps, 'eager' | 'labels'>) {
  return (
    <Heading className={styles.title}>
      <Link href={post.detailUrl} locale={locale} className={styles.link}>
        {post.title}
      </Link>
    </Heading>
  )
}

/** Under a card's cover: category and date, the title (the card's link), the summary clamped. */
function CardBody({ post, locale, heading }: Omit<ItemProps, 'eager' | 'labels'>) {
  return (
    <div className={styles.body}>
      <Meta post={post} />
      <Title post={post} locale={locale} heading={heading} />
      {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
    </div>
  )
}

/** A card: cover, category and date, the title (the card's link), the summary clamped. */
export function PostCard({ post, locale, heading, eager }: ItemProps) {
  return (
    <article className={styles.card}>
      {post.cover ? <Cover picture={post.cover} sizes={CARD_SIZES} eager={eager} /> : null}
      <CardBody post={post} locale={locale} heading={heading} />
    </article>
  )
}

/** A video: our cover as a play button (nothing loads from YouTube before a click), then the post. */
export function VideoCard(props: ItemProps) {
  const { post, locale, heading, eager, labels } = props
  const videoId = youtubeVideoId(post.videoUrl)
  if (!videoId) return <PostCard {...props} />
  const cover = post.cover
  return (
    <article className={`${styles.card} ${styles.videoCard}`}>
      <VideoPlayer
        videoId={videoId}
        title={post.title}
        playLabel={labels.play(post.title)}
        eager={eager}
        picture={
          cover
            ? {
                src: sizedImage(cover.url, 800),
                srcSet: imageSrcSet(cover.url, cover.width),
                sizes: CARD_SIZES,
                width: cover.width ?? 1200,
                height: cover.height ?? 675,
              }
            : null
        }
      />
      <CardBody post={post} locale={locale} heading={heading} />
    </article>
  )
}

/** An event: its registration state, when (Vietnam time) and where, and the summary. */
export function EventItem({ post, locale, heading, eager, labels }: ItemProps) {
  const { event } = post
  if (!event)
    return <PostCard post={post} locale={locale} heading={heading} eager={eager} labels={labels} />
  const time = eventTimeRange(event.startTime, event.endTime)
  const place = eventPlace(event, labels.online)
  const badge = stateWhenRendered(event)
  return (
    <article className={styles.event}>
      {post.cover ? <Cover picture={post.cover} sizes={EVENT_SIZES} eager={eager} /> : null}
      <div className={styles.body}>
        <p className={styles.badge} data-badge={badge}>
          {labels.badge[badge]}
        </p>
        <Title post={post} locale={locale} heading={heading} />
        <dl className={styles.facts}>
          {time ? (
            <>
              <dt>{labels.when}</dt>
              <dd>
                <time dateTime={event.startTime}>{time.start}</time> –{' '}
                <time dateTime={event.endTime}>{time.end}</time>
              </dd>
            </>
          ) : null}
          {place ? (
            <>
              <dt>{labels.where}</dt>
              <dd>{place}</dd>
            </>
          ) : null}
        </dl>
        {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
        <CardHeart eventId={post.id} locale={locale} label={labels.favourite(post.title)} />
      </div>
    </article>
  )
}

/** Just the title (the link) and a two-line summary: FAQ entries, long lists. */
export function CompactItem({ post, locale, heading }: ItemProps) {
  return (
    <article className={styles.entry}>
      <Title post={post} locale={locale} heading={heading} />
      {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
    </article>
  )
}
