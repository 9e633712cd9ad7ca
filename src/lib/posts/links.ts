import type { PostDetailDto } from '@/contract/post'
import { entityPath, parseEntityPath } from '@/contract/topic'
import { BusinessArea, enumNames } from '@/domain/enums'
import type { BreadcrumbInput } from '@/lib/breadcrumb/buildBreadcrumb'

const businessAreaName = enumNames(BusinessArea)

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

/** The breadcrumb of a post or a post category: its trail follows its category type and area. */
export const postBreadcrumb = (
  entry: { detailUrl: string; categoryType: number; businessArea: number | null },
  name: string,
): BreadcrumbInput => ({
  url: entry.detailUrl,
  name,
  categoryType: entry.categoryType,
  businessArea: businessAreaName.get(entry.businessArea ?? -1) ?? null,
})
