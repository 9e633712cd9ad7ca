import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { CompareTray } from '@/components/Compare/CompareTray.lazy'
import { ProductGrid } from '@/components/Product/ProductGrid'
import { compareTrayProps, productCardLabels } from '@/components/Product/ProductView'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import type { CurrencyDto } from '@/contract/contact'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { PostDetailDto, PostLinkDto } from '@/contract/post'
import type { ProductListItemDto } from '@/contract/product'
import { youtubeVideoId } from '@/domain/video'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { formatDate } from '@/lib/format/date'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { categoryHref, postBreadcrumb } from '@/lib/posts/links'
import { postJsonLd } from '@/lib/posts/postJsonLd'
import { jsonLdText } from '@/lib/seo/jsonLd'

import { EventPanel } from './EventPanel'
import styles from './Post.module.css'
import { PostGrid } from './PostCard'
import { VideoFacade } from './VideoFacade.lazy'

const HERO_SIZES = '(min-width: 1000px) 960px, 100vw'

/** The post's cover, above the fold: a video's play button, or the picture itself. */
function PostMedia({ post, playLabel }: { post: PostDetailDto; playLabel: string }) {
  const { cover } = post
  const videoId = youtubeVideoId(post.videoUrl)
  if (videoId)
    return (
      <div className={styles.media}>
        <VideoFacade
          videoId={videoId}
          title={post.title}
          playLabel={playLabel}
          picture={
            cover
              ? {
                  src: sizedImage(cover.url, 1200),
                  srcSet: imageSrcSet(cover.url, cover.width),
                  sizes: HERO_SIZES,
                  width: cover.width ?? undefined,
                  height: cover.height ?? undefined,
                }
              : null
          }
          eager
        />
      </div>
    )
  if (!cover) return null
  return (
    <img
      className={styles.hero}
      src={sizedImage(cover.url, 1200)}
      srcSet={imageSrcSet(cover.url, cover.width)}
      sizes={HERO_SIZES}
      width={cover.width ?? undefined}
      height={cover.height ?? undefined}
      alt={cover.alt}
      loading="eager"
      fetchPriority="high"
    />
  )
}

/** Links to the older and the newer post of the same kind. */
function Neighbours({
  previous,
  next,
  locale,
  labels,
}: {
  previous: PostLinkDto | null
  next: PostLinkDto | null
  locale: Locale
  labels: { nav: string; previous: string; next: string }
}) {
  if (!previous && !next) return null
  const link = (target: PostLinkDto, rel: 'prev' | 'next', label: string) => (
    <Link href={target.detailUrl} locale={locale} rel={rel} className={styles.neighbour}>
      <span className={styles.neighbourLabel}>{label}</span>
      <span className={styles.neighbourTitle}>{target.title}</span>
    </Link>
  )
  return (
    <nav className={styles.neighbours} aria-label={labels.nav}>
      {previous ? link(previous, 'prev', labels.previous) : null}
      {next ? link(next, 'next', labels.next) : null}
    </nav>
  )
}

/**
 * A post page (news, event, notebook article or video, blog article): breadcrumb, category,
 * title, date and author, cover or video, event facts, the text, pictures, tags, share buttons,
 * related products and posts, the neighbouring posts, and its structured data.
 */
export async function PostView({
  post,
  products,
  currencies,
  brandName,
  locale,
}: {
  post: PostDetailDto
  products: ProductListItemDto[]
  currencies: CurrencyDto[]
  brandName: string
  locale: Locale
}) {
  const [t, share, cardLabels, tray] = await Promise.all([
    getTranslations({ locale, namespace: 'post' }),
    shareLabels(locale),
    productCardLabels(locale),
    compareTrayProps(locale),
  ])
  const category = categoryHref(post)
  const jsonLd = postJsonLd(post, locale, { origin: getEnv().SITE_URL, brandName })
  return (
    <article className="container">
      <Breadcrumb locale={locale} input={postBreadcrumb(post, post.title)} />
      <header className={styles.header}>
        {post.categoryName && category ? (
          <p className={styles.category}>
            <Link href={category} locale={locale}>
              {post.categoryName}
            </Link>
          </p>
        ) : null}
        <h1>{post.title}</h1>
        <p className={styles.meta}>
          <span>
            {t('publishedOn')}{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </span>
          {post.author ? (
            <span>
              {t('author')}: {post.author}
            </span>
          ) : null}
        </p>
        {post.summary ? <p className={styles.lead}>{post.summary}</p> : null}
      </header>
      <PostMedia post={post} playLabel={t('playVideo', { title: post.title })} />
      {post.event ? (
        <EventPanel event={post.event} eventId={post.id} path={post.detailUrl} locale={locale} />
      ) : null}
      {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
      <div
        className={`prose ${styles.body}`}
        dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(post.body, locale) }}
      />
      {post.gallery.length > 0 ? (
        <section className={styles.section} aria-labelledby="post-gallery">
          <h2 id="post-gallery">{t('gallery')}</h2>
          <ul className={styles.gallery}>
            {post.gallery.map((picture, index) => (
              <li key={`${index}-${picture.url}`}>
                <img
                  src={sizedImage(picture.url, 640)}
                  srcSet={imageSrcSet(picture.url, picture.width)}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  width={picture.width ?? undefined}
                  height={picture.height ?? undefined}
                  alt={picture.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <Share url={localizedPath(locale, post.detailUrl)} title={post.title} labels={share} />
      {products.length > 0 ? (
        <section className={styles.section} aria-labelledby="post-products">
          <h2 id="post-products">{t('relatedProducts')}</h2>
          <ProductGrid
            products={products}
            locale={locale}
            currencies={currencies}
            labels={cardLabels}
          />
        </section>
      ) : null}
      {post.relatedPosts.length > 0 ? (
        <section className={styles.section} aria-labelledby="post-related">
          <h2 id="post-related">{t('relatedPosts')}</h2>
          <PostGrid posts={post.relatedPosts} locale={locale} />
        </section>
      ) : null}
      <Neighbours
        previous={post.previous}
        next={post.next}
        locale={locale}
        labels={{ nav: t('neighbours'), previous: t('previous'), next: t('next') }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      {products.length > 0 ? <CompareTray {...tray} /> : null}
    </article>
  )
}
