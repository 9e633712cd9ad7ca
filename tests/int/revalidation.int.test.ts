import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'

import { testPayload } from '../helpers/payload'

// Observe which cache tags the admin hooks expire (the database stays real).
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
  unstable_cache: <T>(read: () => Promise<T>) => read,
}))

let payload: Payload
let page: Page

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await testPayload()
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
})

beforeEach(() => {
  expired.length = 0
})

describe('revalidation hooks', () => {
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

  it('do nothing for seeds (context.disableRevalidate)', async () => {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Quiet' },
      ...quiet,
    })
    expect(expired).toEqual([])
  })
})
