import { describe, expect, it } from 'vitest'

import { VIEW_KEY } from '@/domain/pageViews'
import { locales } from '@/i18n/locales'

import { bannerSeeds } from './banners'
import { mediaSeeds } from './media'
import { pageSeeds } from './pages'
import { catalogueMediaSeeds, cataloguePageSeeds } from './pagesCatalogue'
import { companyMediaSeeds, companyPageSeeds } from './pagesCompany'
import { benefitMediaSeeds, productBenefitSeeds } from './productBenefits'
import { productSeeds } from './products'
import { topicSeeds } from './topics'

const pages = [...pageSeeds, ...cataloguePageSeeds, ...companyPageSeeds]
const media = [...mediaSeeds, ...catalogueMediaSeeds, ...companyMediaSeeds, ...benefitMediaSeeds]
const layoutsOf = (page: (typeof pages)[number]) => [
  page.layout,
  ...(page.views ?? []).map((view) => view.layout),
]

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
        ...layoutsOf(page)
          .flat()
          .flatMap((block) =>
            block.blockType === 'cardGrid'
              ? block.cards.map((card) => card.media)
              : 'media' in block
                ? [block.media]
                : [],
          ),
      ]),
      ...productBenefitSeeds.map((story) => story.cover),
      ...bannerSeeds.flatMap((banner) => [
        banner.picture.vi,
        banner.picture.en,
        banner.mobilePicture?.vi,
        banner.mobilePicture?.en,
      ]),
    ].filter((key): key is string => typeof key === 'string')
    for (const key of used) expect(keys.has(key), `unknown media ${key}`).toBe(true)
  })

  it('gives every alternative page view a distinct key that can travel in a URL', () => {
    for (const page of pages) {
      const keys = (page.views ?? []).map((view) => view.key)
      expect(new Set(keys).size, page.slug.vi).toBe(keys.length)
      for (const key of keys) expect(key, page.slug.vi).toMatch(VIEW_KEY)
      if (keys.length > 0) expect(page.mainViewLabel, page.slug.vi).toBeDefined()
    }
  })

  it('writes product-benefit stories with distinct slugs that name active products of their category', () => {
    const products = new Map(productSeeds.map((product) => [product.modelCode, product]))
    for (const locale of locales) {
      const slugs = productBenefitSeeds.map((story) => story.slug[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
    for (const story of productBenefitSeeds) {
      expect(story.products.length, story.slug.en).toBeGreaterThan(0)
      for (const code of story.products) {
        const product = products.get(code)
        expect(product, `${story.slug.en}: ${code}`).toBeDefined()
        expect(product!.category, `${story.slug.en}: ${code}`).toBe(story.category)
        expect(product!.isActive ?? true, `${story.slug.en}: ${code}`).toBe(true)
      }
    }
  })

  it('has one topic per fixed topic number', () => {
    expect(new Set(topicSeeds.map((topic) => topic.topicLink)).size).toBe(topicSeeds.length)
  })
})
