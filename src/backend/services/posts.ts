import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import { imagePath } from '@/contract/images'
import type {
  EventInfoDto,
  PostDetailDto,
  PostLinkDto,
  PostListItemDto,
  PostSort,
} from '@/contract/post'
import type { PictureDto } from '@/contract/product'
import { entityPath } from '@/contract/topic'
import { BusinessArea, CategoryType, enumNames, PostType } from '@/domain/enums'
import { parseId } from '@/domain/ids'
import { PROVINCES } from '@/domain/provinces'
import { endOfVietnamDay, startOfVietnamDay } from '@/domain/vietnamTime'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Media, Post, PostCategory } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findAcross, type Segment } from '../findWindow'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture, withContentCulture } from './contentCulture'
import { categoryWithDescendants } from './postCategories'
import { titleOrSummaryMatches } from './textSearch'

const categoryTypeName = enumNames(CategoryType)
const businessAreaName = enumNames(BusinessArea)

/** Published rows only: drafts of a published post stay in its versions until published. */
const read = { overrideAccess: true, draft: false, fallbackLocale: defaultLocale } as const

/** Only what answers need from the documents a post refers to. */
const populate = {
  'post-categories': { name: true, slug: true },
  media: { filename: true, alt: true, width: true, height: true },
  products: { isActive: true },
  posts: { title: true },
} as const

/** Lists leave out what only the detail shows. */
const listSelect = {
  body: false,
  seo: false,
  relatedProducts: false,
  relatedPosts: false,
} as const

/** A post as lists read it. */
type ListedPost = Omit<Post, keyof typeof listSelect>

const RELATED_POSTS = 3

/** A post shows once published and its publish date has come. */
const visible = (now: Date): Where[] => [
  { _status: { equals: 'published' } },
  { publishedAt: { less_than_equal: now.toISOString() } },
]

const isStatic = (post: Pick<Post, 'categoryType'>) => post.categoryType === 'StaticPost'

/** `{slug}-p{id}`; a static post (about us, history) lives at its bare slug. */
const slugOf = (post: Pick<Post, 'id' | 'slug' | 'categoryType'>) =>
  isStatic(post) ? post.slug : `${post.slug}-p${post.id}`

/** A post's locale-less path (also where site search links to it). */
export const detailUrlOf = (post: Pick<Post, 'id' | 'slug' | 'categoryType'>) =>
  isStatic(post) ? `/${post.slug}` : entityPath(post.slug, 'p', post.id)

const mediaOf = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' && value.filename ? value : null

const pictureOf = (media: Media, fallbackAlt: string): PictureDto => ({
  url: imagePath(media.filename!),
  alt: media.alt || fallbackAlt,
  width: media.width ?? null,
  height: media.height ?? null,
})

const firstCategory = (post: ListedPost): PostCategory | null => {
  const first = post.categories?.[0]
  return first && typeof first === 'object' ? first : null
}

const idsOf = (values: (number | { id: number })[] | null | undefined): number[] =>
  (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))

const instant = (value: string | null | undefined): number | null =>
  value ? Date.parse(value) : null

/** Where and when, with the registration window and status as they are at `now`. */
function eventOf(post: ListedPost, culture: Locale, now: Date): EventInfoDto | null {
  const event = post.event
  const start = instant(event?.startTime)
  if (post.categoryType !== 'Event' || !event || start === null) return null
  const end = instant(event.endTime) ?? start
  const opens = instant(event.registrationOpensAt) ?? -Infinity
  const closes = instant(event.registrationClosesAt) ?? start
  const at = now.getTime()
  return {
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    venue: event.venue || null,
    province: event.province ?? null,
    provinceName: event.province ? PROVINCES[event.province][culture] : null,
    onlineUrl: event.onlineUrl || null,
    capacity: event.capacity ?? null,
    price: event.price ? event.price : null,
    registrationOpensAt: event.registrationOpensAt ?? null,
    registrationClosesAt: event.registrationClosesAt ?? null,
    isRegistrationOpen: at >= opens && at < closes && at < end,
    questions: (event.questions ?? []).flatMap((item) =>
      item.id && item.question
        ? [{ id: item.id, question: item.question, required: Boolean(item.required) }]
        : [],
    ),
    status: at < start ? 'upcoming' : at < end ? 'ongoing' : 'past',
  }
}

function toListItem(
  post: ListedPost,
  culture: Locale,
  now: Date,
): WithoutContentCulture<PostListItemDto> {
  const category = firstCategory(post)
  const cover = mediaOf(post.cover)
  const pictures = [cover, ...(post.gallery ?? []).map(mediaOf)].flatMap((media) =>
    media ? [imagePath(media.filename!)] : [],
  )
  return {
    id: post.id,
    title: post.title,
    slug: slugOf(post),
    detailUrl: detailUrlOf(post),
    lastModificationTime: post.updatedAt,
    summary: post.summary,
    postType: PostType.Topic,
    categoryType: CategoryType[post.categoryType ?? 'News'],
    categoryId: category?.id ?? idsOf(post.categories)[0] ?? null,
    categoryName: category?.name ?? null,
    businessArea: post.businessArea ? BusinessArea[post.businessArea] : null,
    picture: pictures.join('|'),
    cover: cover ? pictureOf(cover, post.title) : null,
    publishedAt: post.publishedAt,
    author: post.author || null,
    tags: post.tags ?? [],
    videoUrl: post.videoUrl || null,
    event: eventOf(post, culture, now),
  }
}

export type PostQuery = {
  categoryType?: number | undefined
  categoryId?: number | undefined
  businessArea?: number | undefined
  keyword?: string | undefined
  fromDate?: string | undefined
  toDate?: string | undefined
  timeFrame?: 'upcoming' | 'past' | 'all' | undefined
  sortBy?: PostSort | undefined
  /** Unset: the natural direction of the sort (newest first; start and title ascending). */
  descending?: boolean | undefined
  skip: number
  take: number
}

const SORT_FIELD: Record<PostSort, string> = {
  publishedAt: 'publishedAt',
  startTime: 'event.startTime',
  title: 'title',
}

const sortOf = (field: PostSort, descending: boolean): string[] => {
  const direction = descending ? '-' : ''
  const ties = field === 'publishedAt' ? [] : ['-publishedAt']
  return [`${direction}${SORT_FIELD[field]}`, ...ties, `${direction}id`]
}

/** An event ends at its end time, or at its start when it has none. */
const ended = (now: Date, past: boolean): Where => {
  const at = now.toISOString()
  const compare = past ? { less_than_equal: at } : { greater_than: at }
  return {
    or: [
      { 'event.endTime': compare },
      { and: [{ 'event.endTime': { exists: false } }, { 'event.startTime': compare }] },
    ],
  }
}

/** A day range: by start for events, by publish date for everything else. */
function dayRange(fromDate: string | undefined, toDate: string | undefined): Where | null {
  if (!fromDate && !toDate) return null
  const range = (field: string): Where[] => [
    ...(fromDate
      ? [{ [field]: { greater_than_equal: startOfVietnamDay(fromDate).toISOString() } }]
      : []),
    ...(toDate ? [{ [field]: { less_than: endOfVietnamDay(toDate).toISOString() } }] : []),
  ]
  return {
    or: [
      { and: [{ categoryType: { equals: 'Event' } }, ...range('event.startTime')] },
      { and: [{ categoryType: { not_equals: 'Event' } }, ...range('publishedAt')] },
    ],
  }
}

/** The conditions every listed post meets; null when nothing can match. */
async function listConditions(
  payload: Payload,
  culture: Locale,
  query: PostQuery,
  now: Date,
): Promise<Where[] | null> {
  const conditions = visible(now)
  if (query.categoryType !== undefined)
    conditions.push({ categoryType: { equals: categoryTypeName.get(query.categoryType) } })
  if (query.businessArea !== undefined)
    conditions.push({ businessArea: { equals: businessAreaName.get(query.businessArea) } })
  if (query.categoryId !== undefined)
    conditions.push({
      categories: { in: await categoryWithDescendants(payload, query.categoryId) },
    })
  if (query.keyword) {
    const ids = await titleOrSummaryMatches(payload, 'posts', culture, query.keyword)
    if (ids.length === 0) return null
    conditions.push({ id: { in: ids } })
  }
  const days = dayRange(query.fromDate, query.toDate)
  if (days) conditions.push(days)
  if (query.timeFrame)
    conditions.push({ categoryType: { equals: 'Event' } }, { 'event.startTime': { exists: true } })
  return conditions
}

/**
 * `Post/GetListBoxDto`: visible posts, newest first unless sorted otherwise. With a time frame,
 * events only: upcoming by start (soonest first), past by start (latest first), or both in that
 * order, paged across the two.
 */
export async function listPosts(
  payload: Payload,
  culture: Locale,
  query: PostQuery,
  now = new Date(),
): Promise<Paged<PostListItemDto>> {
  const conditions = await listConditions(payload, culture, query, now)
  if (!conditions) return { totalCount: 0, items: [] }
  const part = (extra: Where[], sort: string[]): Segment<ListedPost> => {
    const where: Where = { and: [...conditions, ...extra] }
    return {
      count: async () => (await payload.count({ collection: 'posts', ...read, where })).totalDocs,
      readPage: (page, limit) =>
        payload.find({
          collection: 'posts',
          ...read,
          locale: culture,
          where,
          sort,
          page,
          limit,
          depth: 1,
          select: listSelect,
          populate,
        }),
    }
  }
  const sorted = (natural: PostSort, naturalDescending: boolean) =>
    query.sortBy
      ? sortOf(query.sortBy, query.descending ?? query.sortBy === 'publishedAt')
      : sortOf(natural, query.descending ?? naturalDescending)
  const upcoming = () => part([ended(now, false)], sorted('startTime', false))
  const past = () => part([ended(now, true)], sorted('startTime', true))
  const segments =
    query.timeFrame === 'upcoming'
      ? [upcoming()]
      : query.timeFrame === 'past'
        ? [past()]
        : query.timeFrame === 'all'
          ? [upcoming(), past()]
          : [part([], sorted('publishedAt', true))]
  const { totalCount, docs } = await findAcross(segments, query.skip, query.take)
  const items = docs.map((post) => toListItem(post, culture, now))
  return { totalCount, items: await withContentCulture(payload, 'posts', culture, items) }
}

async function findVisible(
  payload: Payload,
  culture: Locale,
  conditions: Where[],
  now: Date,
  options: { sort?: string[]; limit: number },
): Promise<ListedPost[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    ...read,
    locale: culture,
    where: { and: [...visible(now), ...conditions] },
    sort: options.sort ?? ['-publishedAt', '-id'],
    limit: options.limit,
    pagination: false,
    depth: 1,
    select: listSelect,
    populate,
  })
  return docs
}

/** The post's own picks that are visible, topped up with the newest of its type. */
async function relatedOf(
  payload: Payload,
  culture: Locale,
  post: Post,
  now: Date,
): Promise<PostListItemDto[]> {
  const picked = idsOf(post.relatedPosts).filter((id) => id !== post.id)
  const found = picked.length
    ? await findVisible(payload, culture, [{ id: { in: picked } }], now, { limit: picked.length })
    : []
  const byId = new Map(found.map((doc) => [doc.id, doc]))
  const chosen = picked.flatMap((id) => byId.get(id) ?? []).slice(0, RELATED_POSTS)
  const missing = RELATED_POSTS - chosen.length
  const more =
    missing > 0 && post.categoryType
      ? await findVisible(
          payload,
          culture,
          [
            { categoryType: { equals: post.categoryType } },
            { id: { not_in: [post.id, ...chosen.map((doc) => doc.id)] } },
          ],
          now,
          { limit: missing },
        )
      : []
  const items = [...chosen, ...more].map((doc) => toListItem(doc, culture, now))
  return withContentCulture(payload, 'posts', culture, items)
}

/** The visible posts of the same type published just before and just after this one. */
async function neighboursOf(payload: Payload, culture: Locale, post: Post, now: Date) {
  if (!post.categoryType) return { previous: null, next: null }
  const sameType: Where = { categoryType: { equals: post.categoryType } }
  const link = (docs: ListedPost[]): PostLinkDto | null => {
    const doc = docs[0]
    return doc ? { id: doc.id, title: doc.title, detailUrl: detailUrlOf(doc) } : null
  }
  const beside = (older: boolean) => {
    const before = older ? 'less_than' : 'greater_than'
    return findVisible(
      payload,
      culture,
      [
        sameType,
        {
          or: [
            { publishedAt: { [before]: post.publishedAt } },
            {
              and: [{ publishedAt: { equals: post.publishedAt } }, { id: { [before]: post.id } }],
            },
          ],
        },
      ],
      now,
      { sort: older ? ['-publishedAt', '-id'] : ['publishedAt', 'id'], limit: 1 },
    )
  }
  const [older, newer] = await Promise.all([beside(true), beside(false)])
  return { previous: link(older), next: link(newer) }
}

async function toDetail(
  payload: Payload,
  culture: Locale,
  post: Post,
  now: Date,
  options: { draft?: boolean } = {},
): Promise<PostDetailDto> {
  const [relatedPosts, neighbours] = await Promise.all([
    relatedOf(payload, culture, post, now),
    neighboursOf(payload, culture, post, now),
  ])
  const category = firstCategory(post)
  return oneWithContentCulture(
    payload,
    'posts',
    culture,
    {
      ...toListItem(post, culture, now),
      body: richTextToHtml(post.body),
      gallery: (post.gallery ?? []).flatMap((value) => {
        const media = mediaOf(value)
        return media ? [pictureOf(media, post.title)] : []
      }),
      categorySlug: category ? entityPath(category.slug, 'pc', category.id) : null,
      seoTitle: post.seo?.title || null,
      seoDescription: post.seo?.description || null,
      relatedProductIds: (post.relatedProducts ?? []).flatMap((product) =>
        typeof product === 'object' && product.isActive ? [product.id] : [],
      ),
      relatedPosts,
      ...neighbours,
      lastModificationTime: post.updatedAt,
    },
    options,
  )
}

async function findOneVisible(
  payload: Payload,
  locale: Locale,
  condition: Where,
  now: Date,
): Promise<Post | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    ...read,
    locale,
    where: { and: [...visible(now), condition] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  return docs[0] ?? null
}

/** `Post/GetDetailDto`: a visible post; unknown, draft or not yet published is a 404. */
export async function getPost(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<PostDetailDto> {
  const post = await findOneVisible(payload, culture, { id: { equals: id } }, now)
  if (!post) throw notFoundFault('There is no post with the given id.')
  return toDetail(payload, culture, post, now)
}

/**
 * `Post/GetDetailBySlug`: `…-p42` names post 42; a bare slug (static posts) is looked up in the
 * request language first, then in the other (a link shared from the other language still works).
 */
export async function getPostBySlug(
  payload: Payload,
  culture: Locale,
  slug: string,
  now = new Date(),
): Promise<PostDetailDto> {
  const id = parseId(/-p(\d+)$/.exec(slug)?.[1])
  let post =
    id === null ? null : await findOneVisible(payload, culture, { id: { equals: id } }, now)
  for (const locale of [culture, ...locales.filter((code) => code !== culture)]) {
    if (post) break
    const found = await findOneVisible(payload, locale, { slug: { equals: slug } }, now)
    // Found by its slug in the other language: answered in the request language.
    post =
      found && locale !== culture
        ? await findOneVisible(payload, culture, { id: { equals: found.id } }, now)
        : found
  }
  if (!post) throw notFoundFault('There is no post with the given slug.')
  return toDetail(payload, culture, post, now)
}

/** `Post/GetPreviewDto` (staff): the latest version of any post, draft or scheduled. */
export async function previewPost(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<PostDetailDto> {
  const post = await payload.findByID({
    collection: 'posts',
    id,
    overrideAccess: true,
    draft: true,
    locale: culture,
    fallbackLocale: defaultLocale,
    depth: 1,
    populate,
    disableErrors: true,
  })
  if (!post) throw notFoundFault('There is no post with the given id.')
  return toDetail(payload, culture, post, now, { draft: true })
}

/**
 * The visible posts among `ids` as lists show them, by id (a registration's or a favourite's
 * event). Posts since unpublished are missing from the map.
 */
export async function postItemsByIds(
  payload: Payload,
  culture: Locale,
  ids: number[],
  now = new Date(),
): Promise<Map<number, PostListItemDto>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const docs = await findVisible(payload, culture, [{ id: { in: unique } }], now, {
    limit: unique.length,
  })
  const items = await withContentCulture(
    payload,
    'posts',
    culture,
    docs.map((post) => toListItem(post, culture, now)),
  )
  return new Map(items.map((item) => [item.id, item]))
}

/** An event post as registration needs it: visible now, with its window, capacity and questions. */
export async function findVisibleEvent(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<PostListItemDto | null> {
  const item = (await postItemsByIds(payload, culture, [id], now)).get(id)
  return item?.event ? item : null
}
