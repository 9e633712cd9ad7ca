import { z } from 'zod'

import { BusinessArea, CategoryType } from '@/domain/enums'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { choiceParam, entitySlugParam, enumParam, idParam } from './params'
import { pictureSchema } from './product'

/** A date parameter, `YYYY-MM-DD` (a day in Asia/Ho_Chi_Minh). */
export const dateParam = () => z.iso.date()

/** Where and when an event takes place, and whether visitors may still register. */
/** One of an event's own registration questions (added by its editor). */
export const eventQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  required: z.boolean(),
})
export type EventQuestion = z.infer<typeof eventQuestionSchema>

export const eventInfoSchema = z.object({
  /** ISO instants; the site shows them in Asia/Ho_Chi_Minh. */
  startTime: z.string(),
  endTime: z.string(),
  venue: z.string().nullable(),
  /** Province key (`src/domain/provinces.ts`) and its name in the request language. */
  province: z.string().nullable(),
  provinceName: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** The fee in whole dong, paid by bank transfer (VietQR); null for a free event. */
  price: z.number().int().nullable(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  /** Computed when answered: now within the registration window, before the event ends. */
  isRegistrationOpen: z.boolean(),
  /** Asked when registering, besides company, company size and job title. */
  questions: z.array(eventQuestionSchema),
  /** `upcoming` before it starts, `ongoing` while it runs, `past` after it ends. */
  status: z.enum(['upcoming', 'ongoing', 'past']),
})
export type EventInfoDto = z.infer<typeof eventInfoSchema>

/** One post in a list (`Post/GetListBoxDto`). */
export const postListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  title: z.string(),
  /** `{slug}-p{id}` (static posts: their bare slug). */
  slug: z.string(),
  /** Locale-less path of the detail page. */
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  summary: z.string(),
  /** Post type (spec §3): Topic 0. */
  postType: z.number().int(),
  categoryType: z.number().int(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  businessArea: z.number().int().nullable(),
  /** The cover first, then any further pictures (spec §3: a picture field holds paths joined by `|`). */
  picture: z.string(),
  cover: pictureSchema.nullable(),
  publishedAt: z.string(),
  author: z.string().nullable(),
  tags: z.array(z.string()),
  videoUrl: z.string().nullable(),
  event: eventInfoSchema.nullable(),
})
export type PostListItemDto = z.infer<typeof postListItemSchema>

export const postLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  detailUrl: z.string(),
})
export type PostLinkDto = z.infer<typeof postLinkSchema>

/** The whole post (`Post/GetDetailDto`): `body` is HTML. */
export const postDetailSchema = postListItemSchema.extend({
  body: z.string(),
  gallery: z.array(pictureSchema),
  categorySlug: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  relatedProductIds: z.array(z.number().int()),
  relatedPosts: z.array(postListItemSchema),
  /** The neighbours in its category type by publish date (older, newer). */
  previous: postLinkSchema.nullable(),
  next: postLinkSchema.nullable(),
  lastModificationTime: z.string(),
})
export type PostDetailDto = z.infer<typeof postDetailSchema>

export const POST_SORTS = ['publishedAt', 'startTime', 'title'] as const
export type PostSort = (typeof POST_SORTS)[number]

/** Events only: those not yet ended, those ended; `all` lists upcoming first, then past. */
export const EVENT_TIME_FRAMES = ['upcoming', 'past', 'all'] as const

/**
 * Published posts, newest first unless sorted otherwise; events by `timeFrame`. A day range
 * (`fromDate`, `toDate`, inclusive) filters by publish date, or by start for events.
 */
export const postList = declareList({
  path: '/api/services/app/Post/GetListBoxDto',
  filters: {
    categoryType: enumParam(CategoryType).optional(),
    categoryId: idParam().optional(),
    businessArea: enumParam(BusinessArea).optional(),
    keyword: z.string().trim().max(100).optional(),
    fromDate: dateParam().optional(),
    toDate: dateParam().optional(),
    timeFrame: choiceParam(EVENT_TIME_FRAMES).optional(),
    sortBy: choiceParam(POST_SORTS).optional(),
  },
  item: postListItemSchema,
  paging: { defaultSize: 12, maxSize: 100, defaultSort: 'publishedAt' },
})

export const postDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Post/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: postDetailSchema,
})

/** A post by its slug in the request language (`…-p42`, or the bare slug of a static post). */
export const postBySlug = declareCall({
  method: 'GET',
  path: '/api/services/app/Post/GetDetailBySlug',
  audience: 'anonymous',
  input: z.object({ slug: entitySlugParam() }),
  result: postDetailSchema,
})

/**
 * Staff only (editors' draft preview): the latest version of a post, draft or scheduled included,
 * whatever its publish date.
 */
export const postPreview = declareCall({
  method: 'GET',
  path: '/api/services/app/Post/GetPreviewDto',
  audience: 'staff',
  input: z.object({ id: idParam() }),
  result: postDetailSchema,
})

/** A post category (`PostCategory/*`). */
export const postCategorySchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  name: z.string(),
  /** `{slug}-pc{id}`. */
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  description: z.string().nullable(),
  categoryType: z.number().int(),
  businessArea: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  displayOrder: z.number().int(),
  /** Published posts in it. */
  postCount: z.number().int(),
})
export type PostCategoryDto = z.infer<typeof postCategorySchema>

/** Active categories by display order (lower first), optionally of one type, area or parent. */
export const postCategoryList = declareList({
  path: '/api/services/app/PostCategory/GetListBoxDto',
  filters: {
    categoryType: enumParam(CategoryType).optional(),
    businessArea: enumParam(BusinessArea).optional(),
    parentId: idParam().optional(),
  },
  item: postCategorySchema,
  paging: { defaultSize: 50, maxSize: 100, defaultSort: 'displayOrder' },
})

export const postCategoryDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/PostCategory/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: postCategorySchema,
})
