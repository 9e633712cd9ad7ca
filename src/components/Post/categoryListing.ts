import 'server-only'

import type { PostCategoryDto } from '@/contract/post'
import { CategoryType } from '@/domain/enums'
import { pageCount } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { getPostCategories, getPosts } from '@/lib/backend/posts'

/** Posts on one page of a category listing. */
export const POSTS_PER_PAGE = 12

/**
 * One page of a category's posts (its sub-categories' included; events upcoming first, then
 * past) and its sub-categories; null when the page lies beyond the last one.
 */
export async function loadCategoryListing(locale: Locale, category: PostCategoryDto, page: number) {
  const isEvents = category.categoryType === CategoryType.Event
  const [posts, children] = await Promise.all([
    getPosts(locale, {
      categoryId: category.id,
      page,
      rowsPerPage: POSTS_PER_PAGE,
      ...(isEvents ? { timeFrame: 'all' as const } : {}),
    }),
    getPostCategories(locale, { parentId: category.id }),
  ])
  const last = pageCount(posts.totalCount, POSTS_PER_PAGE)
  if (page > last) return null
  return { posts, subCategories: children.items, page, pageCount: last }
}
