import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { ContentLanguage } from '@/components/FallbackNotice/FallbackNotice'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { PostDetailDto } from '@/contract/post'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { orNotFound } from '@/lib/backend/errors'
import { getPostBySlug } from '@/lib/backend/posts'
import { getSetting } from '@/lib/backend/settings'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { postJsonLd } from '@/lib/posts/postJsonLd'
import { jsonLdText } from '@/lib/seo/jsonLd'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

import styles from './Post.module.css'

/** The refrigerator brand stories: static posts at their bare slug, linking to each other. */
export const REFRIGERATOR_STORIES = ['ref-history', 'ref-safe-quality'] as const
export type RefrigeratorStory = (typeof REFRIGERATOR_STORIES)[number]

const REFRIGERATORS_PATH = '/tu-lanh'

type StaticPostProps = { params: Promise<{ locale: Locale }> }

/** Title, description, cover, canonical and hreflang of a static post (same path in each language). */
async function staticPostMetadata(
  params: StaticPostProps['params'],
  slug: RefrigeratorStory,
): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const post = await orNotFound(getPostBySlug(locale, slug))
  if (!post) return {}
  return pageMetadata({
    locale,
    paths: samePathEverywhere(`/${slug}`),
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.summary,
    image: post.cover ? sizedImage(post.cover.url, 1200) : null,
  })
}

function StaticPostView({
  post,
  path,
  others,
  labels,
  share,
  jsonLd,
  locale,
}: {
  post: PostDetailDto
  /** The route the story answers at (its slug is the same in both languages). */
  path: string
  others: { path: string; title: string }[]
  labels: { learnMore: string; refrigerators: string }
  share: Awaited<ReturnType<typeof shareLabels>>
  jsonLd: string
  locale: Locale
}) {
  return (
    <article className="container">
      <Breadcrumb
        locale={locale}
        input={{
          url: path,
          name: post.title,
          kind: 'post',
          categoryType: post.categoryType,
          businessArea: 'HomeAppliances',
          categoryId: 'Refigerators',
        }}
      />
      <header className={styles.header}>
        <h1>{post.title}</h1>
        {post.summary ? <p className={styles.lead}>{post.summary}</p> : null}
      </header>
      {post.cover ? (
        <img
          className={styles.hero}
          src={sizedImage(post.cover.url, 1200)}
          srcSet={imageSrcSet(post.cover.url, post.cover.width)}
          sizes="(min-width: 1000px) 960px, 100vw"
          width={post.cover.width ?? undefined}
          height={post.cover.height ?? undefined}
          alt={post.cover.alt}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
      <div
        className={`prose ${styles.body}`}
        dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(post.body, locale) }}
      />
      <Share url={localizedPath(locale, path)} title={post.title} labels={share} />
      <nav className={styles.section} aria-labelledby="static-more">
        <h2 id="static-more">{labels.learnMore}</h2>
        <ul className={styles.more}>
          {others.map((other) => (
            <li key={other.path}>
              <Link href={other.path} locale={locale} className="button button--ghost">
                {other.title}
              </Link>
            </li>
          ))}
          <li>
            <Link href={REFRIGERATORS_PATH} locale={locale} className="button">
              {labels.refrigerators}
            </Link>
          </li>
        </ul>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  )
}

/**
 * A refrigerator brand story (`/ref-history`, `/ref-safe-quality`): the static post of that
 * slug, under Home › Home appliances › Refrigerators, with links to the other story and to the
 * refrigerators. Cached like the other pages.
 */
async function renderStaticPost(params: StaticPostProps['params'], slug: RefrigeratorStory) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const otherSlugs = REFRIGERATOR_STORIES.filter((other) => other !== slug)
  const [post, otherPosts, t, share, brandName] = await Promise.all([
    orNotFound(getPostBySlug(locale, slug)),
    Promise.all(otherSlugs.map((other) => orNotFound(getPostBySlug(locale, other)))),
    getTranslations({ locale, namespace: 'post' }),
    shareLabels(locale),
    getSetting(locale, 'BrandName'),
  ])
  if (!post) notFound()
  const others = otherSlugs.flatMap((other, index) => {
    const found = otherPosts[index]
    return found ? [{ path: `/${other}`, title: found.title }] : []
  })
  const jsonLd = postJsonLd({ ...post, detailUrl: `/${slug}` }, locale, {
    origin: getEnv().SITE_URL,
    brandName: brandName ?? 'Sora Electric',
  })
  return (
    <SiteShell locale={locale}>
      <ContentLanguage
        locale={locale}
        contentCulture={post.contentCulture}
        defaultPath={`/${slug}`}
      >
        <StaticPostView
          post={post}
          path={`/${slug}`}
          others={others}
          labels={{ learnMore: t('learnMore'), refrigerators: t('refrigerators') }}
          share={share}
          jsonLd={jsonLdText(jsonLd)}
          locale={locale}
        />
      </ContentLanguage>
    </SiteShell>
  )
}

/** A static post's route: rendered on its first request, then cached until the post changes. */
export function generateStaticParams() {
  return []
}

/** The metadata and the page of the static post `slug`, for its route to export. */
export const staticPostPage = (slug: RefrigeratorStory) => ({
  generateMetadata: ({ params }: StaticPostProps) => staticPostMetadata(params, slug),
  Page: ({ params }: StaticPostProps) => renderStaticPost(params, slug),
})
