import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { fetchProducts } from '@/lib/backend/products'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Page } from '@/payload-types'
import { onInvalidation } from '@/server/cacheState'

import { listenForInvalidations, type Heard } from '../helpers/invalidations'
import { testPayload } from '../helpers/payload'

/** Tags the hooks dropped on this instance at once. */
const expired: string[] = []
onInvalidation((invalidation) => {
  if ('tags' in invalidation) expired.push(...invalidation.tags)
})
/** Tags announced to every instance (PostgreSQL NOTIFY, as another instance receives them). */
let heard: Heard

let payload: Payload
let page: Page

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await testPayload()
  heard = await listenForInvalidations()
  page = await payload.create({
    collection: 'pages',
    ...quiet,
    locale: 'vi',
    data: {
      title: 'Trang kiểm thử',
      slug: 'trang-kiem-thu',
      layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    ...quiet,
    locale: 'en',
    data: { title: 'Test page', slug: 'test-page' },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id: page.id, ...quiet })
  await heard.close()
})

beforeEach(() => {
  expired.length = 0
  heard.tags.length = 0
})

describe('invalidation hooks', () => {
  it('expire a published page in both languages when its English text changes', async () => {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Test page, reviewed' },
      overrideAccess: true,
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        'page:vi:trang-kiem-thu',
        'page:en:trang-kiem-thu',
        'page:vi:test-page',
        'page:en:test-page',
        'pages:vi',
        'pages:en',
      ]),
    )
    expect(expired).not.toContain('page:vi:home')
    // …and every other instance hears the same, once the change is committed.
    await heard.until(['page:vi:trang-kiem-thu', 'page:en:test-page', 'pages:en'])
  })

  it('expire the old and the new slug when a page is renamed', async () => {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'vi',
      data: { slug: 'trang-da-doi-ten' },
      overrideAccess: true,
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        'page:vi:trang-kiem-thu',
        'page:vi:trang-da-doi-ten',
        'page:en:trang-da-doi-ten',
      ]),
    )
  })

  it('expire both positions of a banner that moves, in both languages', async () => {
    const { docs } = await payload.find({
      collection: 'banners',
      where: { bannerType: { equals: 'Footer' } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    const banner = docs[0]!
    await payload.update({
      collection: 'banners',
      id: banner.id,
      data: { bannerType: 'AboutBanner' },
      overrideAccess: true,
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        'banners:vi:Footer',
        'banners:en:Footer',
        'banners:vi:AboutBanner',
        'banners:en:AboutBanner',
      ]),
    )
    await heard.until(['banners:vi:Footer', 'banners:en:AboutBanner'])
    await payload.update({
      collection: 'banners',
      id: banner.id,
      data: { bannerType: 'Footer' },
      overrideAccess: true,
    })
  })

  it('expire settings and interface texts for both languages', async () => {
    const setting = (
      await payload.find({
        collection: 'settings',
        where: { key: { equals: 'Hotline' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'settings',
      id: setting.id,
      locale: 'en',
      data: { value: '1800585833' },
      overrideAccess: true,
    })
    expect(expired).toEqual(expect.arrayContaining(['settings:vi', 'settings:en']))
    expired.length = 0
    const text = await payload.create({
      collection: 'language-texts',
      locale: 'vi',
      data: { source: 'Sora', key: 'revalidation-test', value: 'Văn bản' },
      ...quiet,
    })
    await payload.update({
      collection: 'language-texts',
      id: text.id,
      locale: 'en',
      data: { value: 'Text' },
      overrideAccess: true,
    })
    expect(expired).toEqual(expect.arrayContaining(['texts:vi', 'texts:en']))
  })

  it('expire pages and banners when a media file or its alt text changes', async () => {
    const media = (
      await payload.find({ collection: 'media', limit: 1, overrideAccess: true, depth: 0 })
    ).docs[0]!
    await payload.update({
      collection: 'media',
      id: media.id,
      locale: 'en',
      data: { alt: media.alt },
      overrideAccess: true,
    })
    expect(expired).toEqual(expect.arrayContaining(['media:vi', 'media:en']))
  })

  it('expire a product and every product list, which the backend memo forgets too', async () => {
    const product = (
      await payload.find({
        collection: 'products',
        where: { isActive: { equals: true } },
        limit: 1,
        overrideAccess: true,
        depth: 0,
        locale: 'en',
      })
    ).docs[0]!
    const list = () =>
      fetchProducts(
        'en',
        { productCategory: product.category, rowsPerPage: 100 },
        inProcessTransport,
      )
    // The list is remembered by the backend now…
    await list()
    const summary = `Reviewed ${Date.now()}`
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { shortDescription: summary },
      overrideAccess: true,
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        `product:vi:${product.id}`,
        `product:en:${product.id}`,
        'products:vi',
        'products:en',
      ]),
    )
    // …and forgotten with the change.
    const item = (await list()).items.find((one) => one.id === product.id)
    expect(item?.shortDescription).toBe(summary)
    await heard.until([`product:en:${product.id}`, 'products:vi'])
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { shortDescription: product.shortDescription },
      ...quiet,
    })
  })

  it('do nothing for seeds (context.disableRevalidate)', async () => {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Quiet' },
      ...quiet,
    })
    expect(expired).toEqual([])
    // A change announced after the quiet one arrives alone: the quiet one announced nothing.
    await payload.update({
      collection: 'settings',
      id: (await payload.find({ collection: 'settings', limit: 1, overrideAccess: true })).docs[0]!
        .id,
      data: {},
      overrideAccess: true,
    })
    await heard.until(['settings:vi'])
    expect(heard.tags.filter((tag) => tag.startsWith('page'))).toEqual([])
  })
})
