import type { PostDetailDto } from '@/contract/post'
import { entityPath, parseEntityPath } from '@/contract/topic'

/**
 * The locale-less path of a post's category page (`/tin-cong-ty-pc3`), whether the backend gives
 * the category's slug with its `-pc{id}` suffix or without; null when the post has no category.
 */
export function categoryHref(post: Pick<PostDetailDto, 'categorySlug' | 'categoryId'>) {
  const slug = post.categorySlug?.replace(/^\//, '')
  if (!slug) return null
  if (parseEntityPath(slug)?.code === 'pc') return `/${slug}`
  return post.categoryId === null ? null : entityPath(slug, 'pc', post.categoryId)
}
