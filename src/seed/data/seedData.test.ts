import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { bannerSeeds } from './banners'
import { mediaSeeds } from './media'
import { pageSeeds } from './pages'
import { catalogueMediaSeeds, cataloguePageSeeds } from './pagesCatalogue'
import { companyMediaSeeds, companyPageSeeds } from './pagesCompany'
import { topicSeeds } from './topics'

const pages = [...pageSeeds, ...cataloguePageSeeds, ...companyPageSeeds]
const media = [...mediaSeeds, ...catalogueMediaSeeds, ...companyMediaSeeds]

/** The limits the collections enforce, checked before anything reaches the database. */
describe('seed data', () => {
  it('keeps SEO titles within 70 and descriptions within 170 characters', () => {
    for (const page of pages) {
      for (const locale of locales) {
        expect(
          page.seo.title?.[locale].length ?? 0,
          `${page.slug.vi} title (${locale})`,
        ).toBeLessThanOrEqual(70)
        expect(
          page.seo.description[locale].length,
          `${page.slug.vi} description (${locale})`,
        ).toBeLessThanOrEqual(170)
      }
    }
  })

  it('uses unique slugs and media keys', () => {
    for (const locale of locales) {
      const slugs = pages.map((page) => page.slug[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
    }
    const keys = media.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('refers only to media that exist', () => {
    const keys = new Set(media.map((item) => item.key))
    const used = [
      ...pages.flatMap((page) => [
        page.seo.image,
        ...page.layout.flatMap((block) =>
          block.blockType === 'cardGrid'
            ? block.cards.map((card) => card.media)
            : 'media' in block
              ? [block.media]
              : [],
        ),
      ]),
      ...bannerSeeds.flatMap((banner) => [
        banner.picture.vi,
        banner.picture.en,
        banner.mobilePicture?.vi,
        banner.mobilePicture?.en,
      ]),
    ].filter((key): key is string => typeof key === 'string')
    for (const key of used) expect(keys.has(key), `unknown media ${key}`).toBe(true)
  })

  it('has one topic per fixed topic number', () => {
    expect(new Set(topicSeeds.map((topic) => topic.topicLink)).size).toBe(topicSeeds.length)
  })
})
