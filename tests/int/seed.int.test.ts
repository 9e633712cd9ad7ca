import { describe, expect, it } from 'vitest'

import { BannerType } from '@/domain/enums'
import { seed } from '@/seed'
import { loadContent } from '@/seed/load'

import { testPayload } from '../helpers/payload'

const { banners, pages } = loadContent()
const bannerSeeds = banners.map((banner) => banner.vi)

const counts = async () => {
  const payload = await testPayload()
  const collections = ['pages', 'media', 'banners', 'settings', 'users'] as const
  return Object.fromEntries(
    await Promise.all(
      collections.map(async (slug) => [
        slug,
        (await payload.count({ collection: slug, overrideAccess: true })).totalDocs,
      ]),
    ),
  )
}

describe('seed', () => {
  it('is idempotent', async () => {
    const before = await counts()
    await seed(await testPayload())
    expect(await counts()).toEqual(before)
  })

  it('has at least 20 banners across positions, 6+ of them in the footer', () => {
    expect(bannerSeeds.length).toBeGreaterThanOrEqual(20)
    expect(
      bannerSeeds.filter((banner) => banner.bannerType === 'Footer' && banner.isActive !== false)
        .length,
    ).toBeGreaterThanOrEqual(6)
    expect(
      new Set(bannerSeeds.map((banner) => BannerType[banner.bannerType])).size,
    ).toBeGreaterThanOrEqual(6)
  })

  it('stores every page in both languages', async () => {
    const payload = await testPayload()
    for (const page of pages) {
      const found = await payload.find({
        collection: 'pages',
        where: { slug: { equals: page.vi.slug } },
        locale: 'all',
        overrideAccess: true,
        depth: 0,
      })
      const doc = found.docs[0] as unknown as { title: Record<string, string> }
      expect(doc.title.vi).toBe(page.vi.title)
      expect(doc.title.en).toBe(page.en.title)
    }
  })
})
