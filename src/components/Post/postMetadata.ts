import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { sizedImage } from '@/contract/images'
import type { PostCategoryDto, PostDetailDto } from '@/contract/post'
import { listHref } from '@/domain/postList'
import { locales, type Locale } from '@/i18n/locales'
import { getPostCategory } from '@/lib/backend/posts'
import { readPostForView } from '@/lib/preview/draft'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

/** An entity's path in every language: the one at hand for `locale`, the others read in theirs. */
async function pathsOf<T extends { detailUrl: string }>(
  locale: Locale,
  current: T,
  read: (locale: Locale) => Promise<T>,
  path: (entity: T) => string = (entity) => entity.detailUrl,
): Promise<LocalePaths> {
  const found = await Promise.all(locales.map((code) => (code === locale ? current : read(code))))
  return Object.fromEntries(
    locales.map((code, index) => [code, path(found[index]!)]),
  ) as LocalePaths
}

/**
 * A post page's metadata: its SEO title and description (else its title and summary), cover,
 * canonical, hreflang to its address in the other language, and an Open Graph article.
 */
export async function postMetadata(post: PostDetailDto, locale: Locale): Promise<Metadata> {
  const metadata = pageMetadata({
    locale,
    paths: await pathsOf(locale, post, (code) => readPostForView(code, post.id)),
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.summary,
    image: post.cover ? sizedImage(post.cover.url, 1200) : null,
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.lastModificationTime,
      ...(post.author ? { authors: [post.author] } : {}),
      ...(post.tags.length > 0 ? { tags: post.tags } : {}),
    },
  }
}

/** A category page's metadata; a later page (`?page=N`) is an address of its own. */
export async function postCategoryMetadata(
  category: PostCategoryDto,
  locale: Locale,
  page: number,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'post' })
  return pageMetadata({
    locale,
    paths: await pathsOf(
      locale,
      category,
      (code) => getPostCategory(code, category.id),
      (entity) => listHref(entity.detailUrl, { page }),
    ),
    title: page > 1 ? t('pageTitle', { title: category.name, page }) : category.name,
    description: category.description,
  })
}
