import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invalidateTimedContent } from '@/backend/services/timedContent'
import { CategoryType, PostType } from '@/domain/enums'
import { vietnamDay } from '@/domain/vietnamTime'
import type { Locale } from '@/i18n/locales'
import {
  fetchPost,
  fetchPostBySlug,
  fetchPostCategories,
  fetchPostCategory,
  fetchPostPreview,
  fetchPosts,
} from '@/lib/backend/posts'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Post, PostCategory } from '@/payload-types'
import { seed } from '@/seed'
import { markdownConverter } from '@/seed/richText'
import { onInvalidation } from '@/server/cacheState'

import { listenForInvalidations, type Heard } from '../helpers/invalidations'
import { staffUser, testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'
import { newVisitor } from '../helpers/visitors'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const LIST = '/api/services/app/Post/GetListBoxDto'
const DETAIL = '/api/services/app/Post/GetDetailDto'
const BY_SLUG = '/api/services/app/Post/GetDetailBySlug'
const PREVIEW = '/api/services/app/Post/GetPreviewDto'
const CATEGORIES = '/api/services/app/PostCategory/GetListBoxDto'
const CATEGORY = '/api/services/app/PostCategory/GetDetailDto'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** Test documents' slugs and words no seeded document has. */
const tag = Math.random().toString(36).slice(2, 8)

let payload: Payload
let toLexical: (markdown: string) => unknown
let coverId: number
let galleryId: number
const started = Date.now()
const at = (offsetMs: number) => new Date(started + offsetMs).toISOString()

type Texts = { title: string; slug: string; summary?: string }
type PostData = Record<string, unknown> & { categories: number[] }

async function category(
  vi: { name: string; slug: string },
  en: { name: string; slug: string },
  data: Record<string, unknown>,
): Promise<PostCategory> {
  const doc = await payload.create({
    collection: 'post-categories',
    ...quiet,
    locale: 'vi',
    data: { ...vi, ...data } as never,
  })
  await payload.update({
    collection: 'post-categories',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: en,
  })
  return doc
}

/** A post in both languages; published unless `draft`. */
async function post(vi: Texts, en: Texts, data: PostData, draft = false): Promise<Post> {
  const status = draft ? ('draft' as const) : ('published' as const)
  const texts = (texts: Texts, locale: Locale) => ({
    title: texts.title,
    slug: texts.slug,
    summary: texts.summary ?? `${texts.title} (${locale})`,
    body: toLexical(`${texts.title}\n\nBody text in ${locale}.`),
  })
  const doc = await payload.create({
    collection: 'posts',
    ...quiet,
    draft,
    locale: 'vi',
    data: {
      cover: coverId,
      publishedAt: at(-DAY),
      ...texts(vi, 'vi'),
      ...data,
      _status: status,
    } as never,
  })
  await payload.update({
    collection: 'posts',
    id: doc.id,
    ...quiet,
    draft,
    locale: 'en',
    data: { ...texts(en, 'en'), _status: status } as never,
  })
  return doc
}

const fixture = {} as {
  root: PostCategory
  child: PostCategory
  hidden: PostCategory
  events: PostCategory
  statics: PostCategory
  timed: PostCategory
  older: Post
  middle: Post
  newer: Post
  draft: Post
  future: Post
  edited: Post
  ongoing: Post
  soon: Post
  later: Post
  ended: Post
  endedLongAgo: Post
  history: Post
  products: [number, number]
}

beforeAll(async () => {
  payload = await testPayload()
  toLexical = await markdownConverter(payload.config)
  const media = await payload.find({
    collection: 'media',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  coverId = media.docs[0]!.id
  galleryId = media.docs[1]!.id
  const products = await payload.find({
    collection: 'products',
    where: { isActive: { equals: true } },
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  fixture.products = [products.docs[0]!.id, products.docs[1]!.id]
  // The second related product is withdrawn for this file: detail answers name active ones only.
  await payload.update({
    collection: 'products',
    id: fixture.products[1],
    ...quiet,
    data: { isActive: false },
  })

  // A category type no seeded post uses, so lists, neighbours and related posts are ours alone.
  fixture.root = await category(
    { name: `Giải thưởng ${tag}`, slug: `giai-thuong-${tag}` },
    { name: `Awards ${tag}`, slug: `awards-${tag}` },
    { categoryType: 'Winners', businessArea: 'HomeAppliances', displayOrder: 5 },
  )
  fixture.child = await category(
    { name: `Giải thưởng thiết kế ${tag}`, slug: `thiet-ke-${tag}` },
    { name: `Design awards ${tag}`, slug: `design-${tag}` },
    { categoryType: 'Winners', parent: fixture.root.id, displayOrder: 6 },
  )
  fixture.hidden = await category(
    { name: `Ẩn ${tag}`, slug: `an-${tag}` },
    { name: `Hidden ${tag}`, slug: `hidden-${tag}` },
    { categoryType: 'Winners', displayOrder: 1, isActive: false },
  )
  fixture.events = await category(
    { name: `Sự kiện thử ${tag}`, slug: `su-kien-thu-${tag}` },
    { name: `Test events ${tag}`, slug: `test-events-${tag}` },
    { categoryType: 'Event', displayOrder: 99 },
  )
  fixture.statics = await category(
    { name: `Trang tĩnh ${tag}`, slug: `trang-tinh-${tag}` },
    { name: `Static ${tag}`, slug: `static-${tag}` },
    { categoryType: 'StaticPost', displayOrder: 99 },
  )
  fixture.timed = await category(
    { name: `Hẹn giờ ${tag}`, slug: `hen-gio-${tag}` },
    { name: `Scheduled ${tag}`, slug: `scheduled-${tag}` },
    { categoryType: 'Lab', displayOrder: 99 },
  )

  const winners = (
    categories: number[],
    publishedAt: string,
    extra: Record<string, unknown> = {},
  ) => ({
    categories,
    publishedAt,
    ...extra,
  })
  fixture.older = await post(
    { title: `Giải Vàng Xylophon điều hòa ${tag}`, slug: `giai-vang-${tag}` },
    { title: `Gold Xylophon award ${tag}`, slug: `gold-award-${tag}` },
    winners([fixture.root.id], at(-3 * DAY), {
      businessArea: 'HomeAppliances',
      gallery: [galleryId],
      tags: ['tiết kiệm'],
      relatedProducts: fixture.products,
      seo: { title: 'Tiêu đề SEO', description: 'Mô tả SEO' },
    }),
  )
  // Filed under the child and the root: counted once in the root's total.
  fixture.middle = await post(
    { title: `Giải Bạc ${tag}`, slug: `giai-bac-${tag}` },
    { title: `Silver award ${tag}`, slug: `silver-award-${tag}` },
    winners([fixture.child.id, fixture.root.id], at(-2 * DAY), {
      businessArea: 'BuildingSolution',
    }),
  )
  fixture.draft = await post(
    { title: `Bản nháp ${tag}`, slug: `ban-nhap-${tag}` },
    { title: `Draft ${tag}`, slug: `draft-${tag}` },
    winners([fixture.root.id], at(-DAY / 2)),
    true,
  )
  fixture.future = await post(
    { title: `Sắp đăng ${tag}`, slug: `sap-dang-${tag}` },
    { title: `Coming ${tag}`, slug: `coming-${tag}` },
    winners([fixture.root.id], at(DAY)),
  )
  fixture.newer = await post(
    { title: `Giải Đồng ${tag}`, slug: `giai-dong-${tag}` },
    { title: `Bronze award ${tag}`, slug: `bronze-award-${tag}` },
    winners([fixture.root.id], at(-DAY), {
      relatedPosts: [fixture.draft.id, fixture.older.id, fixture.future.id],
    }),
  )
  fixture.edited = await post(
    { title: `Đã đăng ${tag}`, slug: `da-dang-${tag}` },
    { title: `Published ${tag}`, slug: `published-${tag}` },
    winners([fixture.timed.id], at(-5 * DAY)),
  )
  await payload.update({
    collection: 'posts',
    id: fixture.edited.id,
    ...quiet,
    draft: true,
    locale: 'vi',
    data: { title: `Bản sửa chưa đăng ${tag}`, _status: 'draft' },
  })

  const event = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
    categories: [fixture.events.id],
    publishedAt: at(-40 * DAY),
    event: {
      startTime: at(start),
      endTime: at(end),
      province: 'da-nang',
      capacity: 120,
      ...extra,
    },
  })
  fixture.ongoing = await post(
    { title: `Hội thảo đang diễn ra ${tag}`, slug: `dang-dien-ra-${tag}` },
    { title: `Ongoing seminar ${tag}`, slug: `ongoing-${tag}` },
    event(-HOUR, 2 * HOUR, { registrationOpensAt: at(-10 * DAY) }),
  )
  fixture.soon = await post(
    { title: `Hội thảo sắp tới ${tag}`, slug: `sap-toi-${tag}` },
    { title: `Upcoming seminar ${tag}`, slug: `upcoming-${tag}` },
    event(5 * DAY, 5 * DAY + 3 * HOUR, { registrationOpensAt: at(-DAY) }),
  )
  fixture.later = await post(
    { title: `Triển lãm sau này ${tag}`, slug: `sau-nay-${tag}` },
    { title: `Later fair ${tag}`, slug: `later-${tag}` },
    event(10 * DAY, 11 * DAY, { registrationOpensAt: at(2 * DAY) }),
  )
  fixture.ended = await post(
    { title: `Hội thảo đã qua ${tag}`, slug: `da-qua-${tag}` },
    { title: `Past seminar ${tag}`, slug: `past-${tag}` },
    event(-10 * DAY, -10 * DAY + 2 * HOUR),
  )
  fixture.endedLongAgo = await post(
    { title: `Hội thảo năm ngoái ${tag}`, slug: `nam-ngoai-${tag}` },
    { title: `Last year's seminar ${tag}`, slug: `last-year-${tag}` },
    event(-20 * DAY, -20 * DAY + 2 * HOUR),
  )
  fixture.history = await post(
    { title: `Lịch sử ${tag}`, slug: `lich-su-${tag}` },
    { title: `History ${tag}`, slug: `history-${tag}` },
    { categories: [fixture.statics.id], publishedAt: at(-30 * DAY) },
  )
})

afterAll(async () => {
  await payload.update({
    collection: 'products',
    id: fixture.products[1],
    ...quiet,
    data: { isActive: true },
  })
})

const transports = bothTransports()

describe.each(Object.keys(transports))('post calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Post/GetListBoxDto', () => {
    it('lists visible posts of a category and its descendants, newest first', async () => {
      const list = await fetchPosts('vi', { categoryId: fixture.root.id }, transport())
      // The draft and the post scheduled for tomorrow stay hidden.
      expect(ids(list)).toEqual([fixture.newer.id, fixture.middle.id, fixture.older.id])
      expect(list.totalCount).toBe(3)
      const child = await fetchPosts('vi', { categoryId: fixture.child.id }, transport())
      expect(ids(child)).toEqual([fixture.middle.id])
      const byType = await fetchPosts(
        'vi',
        { categoryType: 'Winners', rowsPerPage: 100 },
        transport(),
      )
      expect(ids(byType)).toEqual(expect.arrayContaining(ids(list)))
      expect(new Set(byType.items.map((item) => item.categoryType))).toEqual(
        new Set([CategoryType.Winners]),
      )
      const byNumber = await raw(transport(), {
        path: LIST,
        query: { CategoryType: 115, CategoryId: fixture.root.id },
      })
      expect(byNumber.body).toMatchObject({ result: { totalCount: 3 } })
    })

    it('maps a post to its list item in the request language', async () => {
      const query = { categoryId: fixture.root.id, sortBy: 'publishedAt' } as const
      const vi = await fetchPosts('vi', query, transport())
      const en = await fetchPosts('en', query, transport())
      const item = vi.items.find((one) => one.id === fixture.older.id)!
      const english = en.items.find((one) => one.id === fixture.older.id)!
      expect(item).toMatchObject({
        slug: `giai-vang-${tag}-p${fixture.older.id}`,
        detailUrl: `/giai-vang-${tag}-p${fixture.older.id}`,
        postType: PostType.Topic,
        categoryType: CategoryType.Winners,
        categoryId: fixture.root.id,
        categoryName: `Giải thưởng ${tag}`,
        businessArea: 1,
        tags: ['tiết kiệm'],
        videoUrl: null,
        event: null,
      })
      expect(item.cover?.url).toMatch(/^\/images\//)
      const pictures = item.picture.split('|')
      expect(pictures).toHaveLength(2)
      expect(pictures[0]).toBe(item.cover?.url)
      expect(english).toMatchObject({
        slug: `gold-award-${tag}-p${fixture.older.id}`,
        categoryName: `Awards ${tag}`,
        title: `Gold Xylophon award ${tag}`,
      })
    })

    it('narrows by business area, keyword (any accents) and publish day', async () => {
      const area = await fetchPosts(
        'vi',
        { categoryId: fixture.root.id, businessArea: 'BuildingSolution' },
        transport(),
      )
      expect(ids(area)).toEqual([fixture.middle.id])
      const keyword = await fetchPosts('vi', { keyword: `xylophon dieu hoa ${tag}` }, transport())
      expect(ids(keyword)).toEqual([fixture.older.id])
      const upper = await fetchPosts('en', { keyword: `GOLD XYLOPHON` }, transport())
      expect(ids(upper)).toContain(fixture.older.id)
      const none = await fetchPosts('vi', { keyword: `khong-co-${tag}-%_` }, transport())
      expect(none).toEqual({ totalCount: 0, items: [] })
      const day = vietnamDay(at(-2 * DAY))
      const oneDay = await fetchPosts(
        'vi',
        { categoryId: fixture.root.id, fromDate: day, toDate: day },
        transport(),
      )
      expect(ids(oneDay)).toEqual([fixture.middle.id])
      const since = await fetchPosts(
        'vi',
        { categoryId: fixture.root.id, fromDate: day },
        transport(),
      )
      expect(ids(since)).toEqual([fixture.newer.id, fixture.middle.id])
    })

    it('filters events by their start day rather than their publish day', async () => {
      const day = vietnamDay(at(5 * DAY))
      const list = await fetchPosts(
        'vi',
        { categoryId: fixture.events.id, fromDate: day, toDate: day },
        transport(),
      )
      expect(ids(list)).toEqual([fixture.soon.id])
    })

    it('sorts by title or start, either way', async () => {
      const query = { categoryId: fixture.root.id, sortBy: 'title' } as const
      const ascending = await fetchPosts('en', query, transport())
      const titles = ascending.items.map((item) => item.title)
      expect(titles).toEqual([
        `Bronze award ${tag}`,
        `Gold Xylophon award ${tag}`,
        `Silver award ${tag}`,
      ])
      const descending = await fetchPosts(
        'en',
        { ...query, sortDirection: 'descending' },
        transport(),
      )
      expect(descending.items.map((item) => item.title)).toEqual([...titles].reverse())
      const byStart = await fetchPosts(
        'vi',
        { categoryId: fixture.events.id, sortBy: 'startTime', sortDirection: 'desc' },
        transport(),
      )
      expect(ids(byStart)).toEqual([
        fixture.later.id,
        fixture.soon.id,
        fixture.ongoing.id,
        fixture.ended.id,
        fixture.endedLongAgo.id,
      ])
    })

    it('lists events by time frame with their registration state as of now', async () => {
      const query = { categoryId: fixture.events.id }
      const upcoming = await fetchPosts('vi', { ...query, timeFrame: 'upcoming' }, transport())
      expect(ids(upcoming)).toEqual([fixture.ongoing.id, fixture.soon.id, fixture.later.id])
      expect(upcoming.items.map((item) => item.event?.status)).toEqual([
        'ongoing',
        'upcoming',
        'upcoming',
      ])
      // Registration closes when the event starts; the later one has not opened yet.
      expect(upcoming.items.map((item) => item.event?.isRegistrationOpen)).toEqual([
        false,
        true,
        false,
      ])
      expect(upcoming.items[1]!.event).toMatchObject({
        province: 'da-nang',
        provinceName: 'Đà Nẵng',
        capacity: 120,
        startTime: at(5 * DAY),
        registrationClosesAt: null,
      })
      const past = await fetchPosts('en', { ...query, timeFrame: 'past' }, transport())
      expect(ids(past)).toEqual([fixture.ended.id, fixture.endedLongAgo.id])
      expect(past.items[0]!.event).toMatchObject({
        status: 'past',
        isRegistrationOpen: false,
        provinceName: 'Da Nang',
      })
      const all = await fetchPosts('vi', { ...query, timeFrame: 'all' }, transport())
      expect(ids(all)).toEqual([...ids(upcoming), ...ids(past)])
      const seam = await fetchPosts(
        'vi',
        { ...query, timeFrame: 'all', rowsPerPage: 2, page: 2 },
        transport(),
      )
      expect(ids(seam)).toEqual([fixture.later.id, fixture.ended.id])
      expect(seam.totalCount).toBe(5)
      const skipped = await fetchPosts(
        'vi',
        { ...query, timeFrame: 'all', skipCount: 1, maxResultCount: 3 },
        transport(),
      )
      expect(ids(skipped)).toEqual(ids(all).slice(1, 4))
      // A time frame lists events only, whatever else is asked.
      const framed = await fetchPosts('vi', { timeFrame: 'past', rowsPerPage: 100 }, transport())
      expect(new Set(framed.items.map((item) => item.categoryType))).toEqual(
        new Set([CategoryType.Event]),
      )
    })

    it('pages within the contract bounds', async () => {
      const second = await fetchPosts(
        'vi',
        { categoryId: fixture.root.id, rowsPerPage: 2, page: 2 },
        transport(),
      )
      expect(ids(second)).toEqual([fixture.older.id])
      expect(second.totalCount).toBe(3)
      const skipped = await fetchPosts(
        'vi',
        { categoryId: fixture.root.id, skipCount: 1, maxResultCount: 1 },
        transport(),
      )
      expect(ids(skipped)).toEqual([fixture.middle.id])
      const defaults = await fetchPosts('vi', {}, transport())
      expect(defaults.items.length).toBeLessThanOrEqual(12)
      for (const query of [{ rowsPerPage: 101 }, { maxResultCount: 1000 }, { page: 0 }]) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status).toBe(400)
      }
    })

    it.each([
      ['an unknown category type', { categoryType: 'Nope' }, 'categoryType'],
      ['a number outside the enum', { categoryType: 999 }, 'categoryType'],
      ['a malformed category id', { categoryId: 'abc' }, 'categoryId'],
      ['an impossible date', { fromDate: '2026-02-30' }, 'fromDate'],
      ['a date in another format', { toDate: '26/11/2026' }, 'toDate'],
      ['an unknown time frame', { timeFrame: 'sometime' }, 'timeFrame'],
      ['an unknown sort', { sortBy: 'views' }, 'sortBy'],
      ['a NUL byte', { keyword: 'a\u0000b' }, 'keyword'],
    ])('answers 400 for %s', async (_label, query, member) => {
      const answer = await raw(transport(), { path: LIST, query })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        success: false,
        error: { validationErrors: [expect.objectContaining({ members: [member] })] },
      })
    })
  })

  describe('Post/GetDetailDto', () => {
    it('answers the whole post with its picks, products and neighbours', async () => {
      const detail = await fetchPost('vi', fixture.older.id, transport())
      expect(detail.body).toMatch(/<p>/)
      expect(detail.gallery).toHaveLength(1)
      expect(detail.categorySlug).toBe(`/giai-thuong-${tag}-pc${fixture.root.id}`)
      expect(detail.seoTitle).toBe('Tiêu đề SEO')
      expect(detail.seoDescription).toBe('Mô tả SEO')
      expect(detail.relatedProductIds).toEqual([fixture.products[0]])
      // No picks of its own: the newest of its type.
      expect(ids({ items: detail.relatedPosts })).toEqual([fixture.newer.id, fixture.middle.id])
      expect(detail.previous).toBeNull()
      expect(detail.next).toEqual({
        id: fixture.middle.id,
        title: `Giải Bạc ${tag}`,
        detailUrl: `/giai-bac-${tag}-p${fixture.middle.id}`,
      })
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
      const english = await fetchPost('en', fixture.older.id, transport())
      expect(english.body).toMatch(/Body text in en/)
      expect(english.next?.title).toBe(`Silver award ${tag}`)
    })

    it('keeps the visible picks in order, tops them up, and skips hidden neighbours', async () => {
      const detail = await fetchPost('vi', fixture.newer.id, transport())
      // Picks: the draft and the scheduled post are hidden; the older one stays first.
      expect(ids({ items: detail.relatedPosts })).toEqual([fixture.older.id, fixture.middle.id])
      expect(detail.previous?.id).toBe(fixture.middle.id)
      expect(detail.next).toBeNull()
      const middle = await fetchPost('vi', fixture.middle.id, transport())
      expect([middle.previous?.id, middle.next?.id]).toEqual([fixture.older.id, fixture.newer.id])
    })

    it('answers 404 for unknown, draft and scheduled posts, 400 for malformed ids', async () => {
      for (const id of [999_999, fixture.draft.id, fixture.future.id])
        expect(await status(fetchPost('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', '1\u0000', '99999999999', '-1']) {
        const answer = await raw(transport(), { path: DETAIL, query: { id } })
        expect(answer.status).toBe(400)
      }
    })
  })

  describe('Post/GetDetailBySlug', () => {
    it('finds a post by its suffixed slug and a static post by its bare slug', async () => {
      const suffixed = await fetchPostBySlug(
        'vi',
        `giai-vang-${tag}-p${fixture.older.id}`,
        transport(),
      )
      expect(suffixed.id).toBe(fixture.older.id)
      const otherWords = await fetchPostBySlug('en', `whatever-p${fixture.older.id}`, transport())
      expect(otherWords.title).toBe(`Gold Xylophon award ${tag}`)
      const history = await fetchPostBySlug('vi', `lich-su-${tag}`, transport())
      expect(history).toMatchObject({
        id: fixture.history.id,
        slug: `lich-su-${tag}`,
        detailUrl: `/lich-su-${tag}`,
        categoryType: CategoryType.StaticPost,
      })
      // The English slug, asked for in Vietnamese, answers in Vietnamese.
      const crossed = await fetchPostBySlug('vi', `history-${tag}`, transport())
      expect(crossed.title).toBe(`Lịch sử ${tag}`)
    })

    it('answers 404 for unknown and hidden posts and 400 for a malformed slug', async () => {
      for (const slug of [`khong-co-${tag}`, `ban-nhap-${tag}`, `x-p${fixture.draft.id}`])
        expect(await status(fetchPostBySlug('vi', slug, transport()))).toBe(404)
      for (const slug of ['../etc/passwd', 'Chu-Hoa', 'a\u0000b', '']) {
        const answer = await raw(transport(), { path: BY_SLUG, query: { slug } })
        expect(answer.status).toBe(400)
      }
    })
  })

  describe('Post/GetPreviewDto', () => {
    it('is for staff only', async () => {
      const anonymous = await raw(transport(), { path: PREVIEW, query: { id: fixture.draft.id } })
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toMatchObject({ success: false, unAuthorizedRequest: true })
      const stranger = await raw(transport(), {
        path: PREVIEW,
        query: { id: fixture.draft.id },
        auth: { token: 'not-a-token' },
      })
      expect(stranger.status).toBe(401)
      const visitor = await newVisitor(transport())
      const signedIn = await raw(transport(), {
        path: PREVIEW,
        query: { id: fixture.draft.id },
        auth: { token: visitor.token },
      })
      expect(signedIn.status).toBe(403)
    })

    it('answers the latest version, drafts and scheduled posts included, to staff', async () => {
      const draft = await fetchPostPreview('vi', fixture.draft.id, transport())
      expect(draft.title).toBe(`Bản nháp ${tag}`)
      const scheduled = await fetchPostPreview('en', fixture.future.id, transport())
      expect(scheduled.title).toBe(`Coming ${tag}`)
      // A published post with newer unpublished changes: the preview shows them, the site not yet.
      expect((await fetchPostPreview('vi', fixture.edited.id, transport())).title).toBe(
        `Bản sửa chưa đăng ${tag}`,
      )
      expect((await fetchPost('vi', fixture.edited.id, transport())).title).toBe(`Đã đăng ${tag}`)
      expect(await status(fetchPostPreview('vi', 999_999, transport()))).toBe(404)
    })

    it('accepts an editor signed in to the admin', async () => {
      const editor = await staffUser(payload, ['editor'])
      const password = `Pw-${Math.random().toString(36)}-Aa1!`
      await payload.update({
        collection: 'users',
        id: editor.id,
        data: { password },
        overrideAccess: true,
      })
      const { token } = await payload.login({
        collection: 'users',
        data: { email: editor.email, password },
      })
      const answer = await raw(transport(), {
        path: PREVIEW,
        query: { id: fixture.draft.id },
        headers: { authorization: `JWT ${token}` },
      })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ result: { id: fixture.draft.id } })
    })
  })

  describe('PostCategory/*', () => {
    it('lists active categories by display order with their visible posts counted once', async () => {
      const list = await fetchPostCategories('vi', { categoryType: 'Winners' }, transport())
      const ours = list.items.filter((item) =>
        [fixture.root.id, fixture.child.id, fixture.hidden.id].includes(item.id),
      )
      expect(ours.map((item) => [item.id, item.postCount])).toEqual([
        [fixture.root.id, 3],
        [fixture.child.id, 1],
      ])
      const orders = list.items.map((item) => item.displayOrder)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
      expect(ours[1]).toMatchObject({
        parentId: fixture.root.id,
        slug: `thiet-ke-${tag}-pc${fixture.child.id}`,
        detailUrl: `/thiet-ke-${tag}-pc${fixture.child.id}`,
        categoryType: CategoryType.Winners,
        businessArea: null,
      })
      const children = await fetchPostCategories('en', { parentId: fixture.root.id }, transport())
      expect(children.items.map((item) => [item.id, item.name])).toEqual([
        [fixture.child.id, `Design awards ${tag}`],
      ])
      const area = await fetchPostCategories(
        'vi',
        { categoryType: 'Winners', businessArea: 'HomeAppliances' },
        transport(),
      )
      expect(ids(area)).toContain(fixture.root.id)
      expect(ids(area)).not.toContain(fixture.child.id)
      const paged = await fetchPostCategories(
        'vi',
        { categoryType: 'Winners', rowsPerPage: 1, page: 2 },
        transport(),
      )
      expect(paged.items).toHaveLength(1)
      expect(paged.items[0]!.id).toBe(list.items[1]!.id)
    })

    it('answers one active category, 404 otherwise', async () => {
      const root = await fetchPostCategory('en', fixture.root.id, transport())
      expect(root).toMatchObject({ name: `Awards ${tag}`, postCount: 3, businessArea: 1 })
      const events = await fetchPostCategory('vi', fixture.events.id, transport())
      expect(events.postCount).toBe(5)
      for (const id of [fixture.hidden.id, 999_999])
        expect(await status(fetchPostCategory('vi', id, transport()))).toBe(404)
      expect((await raw(transport(), { path: CATEGORY, query: { id: 'x' } })).status).toBe(400)
      for (const query of [{ categoryType: 'Nope' }, { parentId: -1 }, { rowsPerPage: 101 }])
        expect((await raw(transport(), { path: CATEGORIES, query })).status).toBe(400)
    })
  })
})

describe('time-based transitions', () => {
  let heard: Heard
  const expired: string[] = []
  let stop: () => void

  beforeAll(async () => {
    heard = await listenForInvalidations()
    stop = onInvalidation((invalidation) => {
      if ('tags' in invalidation) expired.push(...invalidation.tags)
    })
  })

  afterAll(async () => {
    stop()
    await heard.close()
  })

  const listed = async () =>
    ids(await fetchPosts('vi', { categoryId: fixture.timed.id }, inProcessTransport))

  it('shows a scheduled post when its time comes, and revalidates the lists then', async () => {
    const since = new Date()
    const publishAt = Date.now() + 2_000
    const scheduled = await post(
      { title: `Đăng hẹn giờ ${tag}`, slug: `dang-hen-gio-${tag}` },
      { title: `Scheduled post ${tag}`, slug: `scheduled-post-${tag}` },
      { categories: [fixture.timed.id], publishedAt: new Date(publishAt).toISOString() },
    )
    expect(await listed()).not.toContain(scheduled.id)
    // A window that ends before the publish time names nothing of ours.
    const early = await invalidateTimedContent(payload, since, new Date(publishAt - 1))
    expect(early).not.toContain(`post:vi:${scheduled.id}`)

    await expect.poll(listed, { timeout: 10_000, interval: 100 }).toContain(scheduled.id)
    heard.tags.length = 0
    expired.length = 0
    const changed = await invalidateTimedContent(payload, since, new Date())
    const expected = [
      `post:vi:${scheduled.id}`,
      `post:en:${scheduled.id}`,
      'posts:vi',
      'posts:en',
      'post-categories:vi',
      'post-categories:en',
    ]
    expect(changed).toEqual(expect.arrayContaining(expected))
    expect(expired).toEqual(expect.arrayContaining(expected))
    await heard.until(expected)
    // The next minute's window no longer names it.
    const later = await invalidateTimedContent(payload, new Date(), new Date(Date.now() + 1))
    expect(later).not.toContain(`post:vi:${scheduled.id}`)
  })

  it('revalidates an event when it starts and ends and when registration opens or closes', async () => {
    const base = Date.now() + 10 * DAY
    const event = await post(
      { title: `Sự kiện hẹn giờ ${tag}`, slug: `su-kien-hen-gio-${tag}` },
      { title: `Timed event ${tag}`, slug: `timed-event-${tag}` },
      {
        categories: [fixture.events.id],
        publishedAt: at(-DAY),
        event: {
          registrationOpensAt: new Date(base - 5 * DAY).toISOString(),
          registrationClosesAt: new Date(base - DAY).toISOString(),
          startTime: new Date(base).toISOString(),
          endTime: new Date(base + 2 * HOUR).toISOString(),
        },
      },
    )
    const around = (instant: number) =>
      invalidateTimedContent(payload, new Date(instant - 1_000), new Date(instant))
    for (const instant of [base - 5 * DAY, base - DAY, base, base + 2 * HOUR])
      expect(await around(instant)).toContain(`post:en:${event.id}`)
    expect(await around(base + HOUR)).not.toContain(`post:en:${event.id}`)
  })

  it("publishes a draft through Payload's scheduled publishing job", async () => {
    const draft = await post(
      { title: `Nháp hẹn đăng ${tag}`, slug: `nhap-hen-dang-${tag}` },
      { title: `Draft to publish ${tag}`, slug: `draft-to-publish-${tag}` },
      { categories: [fixture.timed.id], publishedAt: at(-HOUR) },
      true,
    )
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
      waitUntil: new Date(Date.now() + 3_000),
    })
    heard.tags.length = 0
    await payload.jobs.run({ queue: 'default' })
    // Not yet due.
    expect(await listed()).not.toContain(draft.id)
    await expect
      .poll(
        async () => {
          await payload.jobs.run({ queue: 'default' })
          return listed()
        },
        { timeout: 15_000, interval: 250 },
      )
      .toContain(draft.id)
    // Publishing went through the collection's hooks, which revalidated the post and its lists.
    await heard.until([`post:vi:${draft.id}`, 'posts:vi', 'post-categories:en'])
  })
})

describe('the seeded posts', () => {
  const count = async (query: Parameters<typeof fetchPosts>[1]) =>
    (await fetchPosts('vi', { ...query, rowsPerPage: 1 }, inProcessTransport)).totalCount

  it('meet the minimum counts of each kind', async () => {
    const counts = {
      news: await count({ categoryType: 'News' }),
      events: await count({ categoryType: 'Event' }),
      upcomingEvents: await count({ timeFrame: 'upcoming' }),
      blog: await count({ categoryType: 'Blog' }),
      howToChoose: await count({ categoryType: 'HowToChoose' }),
      howToUse: await count({ categoryType: 'HowToUse' }),
      maintenance: await count({ categoryType: 'Maintenance' }),
      videos: await count({ categoryType: 'Video' }),
      faq: await count({ categoryType: 'FAQ' }),
    }
    // Our own fixtures add events: count the seeded ones only.
    const ours = (
      await fetchPosts(
        'vi',
        { categoryId: fixture.events.id, rowsPerPage: 100 },
        inProcessTransport,
      )
    ).items
    counts.events -= ours.length
    counts.upcomingEvents -= ours.filter((item) => item.event?.status !== 'past').length
    const faq = await fetchPosts(
      'vi',
      { categoryType: 'FAQ', rowsPerPage: 100 },
      inProcessTransport,
    )
    const faqGroups = new Set(faq.items.map((item) => item.categoryId)).size
    const minimum: Record<keyof typeof counts, number> = {
      news: 24,
      events: 10,
      upcomingEvents: 4,
      blog: 12,
      howToChoose: 5,
      howToUse: 5,
      maintenance: 5,
      videos: 5,
      faq: 30,
    }
    // Every shortfall at once, so a report names all the kinds that are missing content.
    const shortfalls = [
      ...(Object.keys(minimum) as (keyof typeof counts)[]).flatMap((kind) =>
        counts[kind] < minimum[kind] ? [`${kind}: ${counts[kind]} < ${minimum[kind]}`] : [],
      ),
      ...(faqGroups < 5 ? [`faq groups: ${faqGroups} < 5`] : []),
    ]
    expect(shortfalls).toEqual([])
    const videos = await fetchPosts(
      'vi',
      { categoryType: 'Video', rowsPerPage: 100 },
      inProcessTransport,
    )
    for (const video of videos.items)
      expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\//)
  })

  it('are not seeded twice', async () => {
    const total = async () =>
      Object.fromEntries(
        await Promise.all(
          (['posts', 'post-categories', 'careers'] as const).map(async (collection) => [
            collection,
            (await payload.count({ collection, overrideAccess: true })).totalDocs,
          ]),
        ),
      )
    const before = await total()
    await seed(payload)
    expect(await total()).toEqual(before)
  })
})
