import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import type { PostCategoryDto } from '@/contract/post'
import { entityPath } from '@/contract/topic'
import { BusinessArea, CategoryType, enumNames } from '@/domain/enums'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { PostCategory } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findWindow } from '../findWindow'
import { oneWithContentCulture, withContentCulture } from './contentCulture'

const categoryTypeName = enumNames(CategoryType)
const businessAreaName = enumNames(BusinessArea)

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** Parent id → child ids, over every category (the tree is small: tens of rows). */
async function childrenByParent(payload: Payload): Promise<Map<number, number[]>> {
  const { docs } = await payload.find({
    collection: 'post-categories',
    ...read,
    pagination: false,
    depth: 0,
    select: { parent: true },
  })
  const children = new Map<number, number[]>()
  for (const doc of docs) {
    const parent = idOf(doc.parent)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), doc.id])
  }
  return children
}

/** A category and all its descendants (an editor's cycle in the tree ends the walk). */
function subtree(children: Map<number, number[]>, id: number): number[] {
  const seen = new Set<number>([id])
  const queue = [id]
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    for (const child of children.get(next) ?? [])
      if (!seen.has(child)) {
        seen.add(child)
        queue.push(child)
      }
  return [...seen]
}

/** The ids of a category and its descendants, for filtering posts by category. */
export async function categoryWithDescendants(payload: Payload, id: number): Promise<number[]> {
  return subtree(await childrenByParent(payload), id)
}

/** Visible posts (published, publish date reached) per category they are filed under. */
async function visiblePostsByCategory(
  payload: Payload,
  now: Date,
): Promise<Map<number, Set<number>>> {
  const db = payload.db as unknown as PostgresAdapter
  const result = await db.drizzle.execute<{ post: number; category: number }>(sql`
    SELECT r.parent_id AS post, r.post_categories_id AS category
    FROM posts_rels r JOIN posts p ON p.id = r.parent_id
    WHERE r.path = 'categories' AND r.post_categories_id IS NOT NULL
      AND p._status = 'published' AND p.published_at <= ${now.toISOString()}`)
  const posts = new Map<number, Set<number>>()
  for (const row of result.rows) {
    const category = Number(row.category)
    posts.set(category, (posts.get(category) ?? new Set()).add(Number(row.post)))
  }
  return posts
}

type Counter = (category: number) => number

/** Counts each post once per category subtree, even when filed under a parent and its child. */
async function postCounter(payload: Payload, now: Date): Promise<Counter> {
  const [children, posts] = await Promise.all([
    childrenByParent(payload),
    visiblePostsByCategory(payload, now),
  ])
  return (category) => {
    const distinct = new Set<number>()
    for (const id of subtree(children, category))
      for (const post of posts.get(id) ?? []) distinct.add(post)
    return distinct.size
  }
}

const toDto = (
  category: PostCategory,
  postCount: number,
): WithoutContentCulture<PostCategoryDto> => ({
  id: category.id,
  name: category.name,
  slug: `${category.slug}-pc${category.id}`,
  detailUrl: entityPath(category.slug, 'pc', category.id),
  lastModificationTime: category.updatedAt,
  description: category.description || null,
  categoryType: CategoryType[category.categoryType],
  businessArea: category.businessArea ? BusinessArea[category.businessArea] : null,
  parentId: idOf(category.parent),
  displayOrder: category.displayOrder ?? 0,
  postCount,
})

export type PostCategoryQuery = {
  categoryType?: number | undefined
  businessArea?: number | undefined
  parentId?: number | undefined
  descending: boolean
  skip: number
  take: number
}

/** `PostCategory/GetListBoxDto`: active categories by display order, with their post counts. */
export async function listPostCategories(
  payload: Payload,
  culture: Locale,
  query: PostCategoryQuery,
  now = new Date(),
): Promise<Paged<PostCategoryDto>> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  if (query.categoryType !== undefined)
    conditions.push({ categoryType: { equals: categoryTypeName.get(query.categoryType) } })
  if (query.businessArea !== undefined)
    conditions.push({ businessArea: { equals: businessAreaName.get(query.businessArea) } })
  if (query.parentId !== undefined) conditions.push({ parent: { equals: query.parentId } })
  const direction = query.descending ? '-' : ''
  const [{ totalCount, docs }, count] = await Promise.all([
    findWindow(
      (page, limit) =>
        payload.find({
          collection: 'post-categories',
          ...read,
          locale: culture,
          where: { and: conditions },
          sort: [`${direction}displayOrder`, 'id'],
          page,
          limit,
          depth: 0,
        }),
      query.skip,
      query.take,
    ),
    postCounter(payload, now),
  ])
  const items = docs.map((doc) => toDto(doc, count(doc.id)))
  return { totalCount, items: await withContentCulture(payload, 'post-categories', culture, items) }
}

/** `PostCategory/GetDetailDto`: an active category; unknown or inactive is a 404. */
export async function getPostCategory(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<PostCategoryDto> {
  const [{ docs }, count] = await Promise.all([
    payload.find({
      collection: 'post-categories',
      ...read,
      locale: culture,
      where: { and: [{ id: { equals: id } }, { isActive: { equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 0,
    }),
    postCounter(payload, now),
  ])
  const category = docs[0]
  if (!category) throw notFoundFault('There is no post category with the given id.')
  return oneWithContentCulture(
    payload,
    'post-categories',
    culture,
    toDto(category, count(category.id)),
  )
}
