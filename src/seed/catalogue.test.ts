import { beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { loadContent } from './load'
import type { ProductCategoryName, ProductSeed } from './schema'
import { siteMarkdownConverter } from './testing'

const { products: loaded, productFilters } = loadContent()
const products = loaded.map((product) => product.vi)
const active = products.filter((product) => product.isActive !== false)
const byKey = new Map(products.map((product) => [product.key, product]))
const inCategory = (list: ProductSeed[], category: ProductCategoryName) =>
  list.filter((product) => product.category === category)

const VIETNAMESE = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const HOME_APPLIANCE_CATEGORIES: ProductCategoryName[] = [
  'AirConditioning',
  'Refigerators',
  'ElectricFans',
  'VentilationFans',
  'Dehumidifiers',
]

describe('catalogue content', () => {
  it('has the expected number of active products per category', () => {
    const expected: Record<ProductCategoryName, number> = {
      AirConditioning: 16,
      Refigerators: 14,
      ElectricFans: 10,
      VentilationFans: 8,
      Dehumidifiers: 6,
      JetTowel: 5,
      HVAC: 10,
      Elevators: 4,
      FactoryAutomation: 15,
    }
    for (const [category, count] of Object.entries(expected)) {
      expect(inCategory(active, category as ProductCategoryName), category).toHaveLength(count)
    }
    expect(active.length).toBeGreaterThanOrEqual(80)
  })

  it('keeps exactly one discontinued air conditioner and refrigerator', () => {
    const inactive = products.filter((product) => product.isActive === false)
    expect(inactive.map((product) => product.category).sort()).toEqual([
      'AirConditioning',
      'Refigerators',
    ])
  })

  it('links HVAC children to parent systems that have no parent themselves', () => {
    const hvac = inCategory(products, 'HVAC')
    expect(hvac.filter((product) => !product.parentKey).length).toBeGreaterThanOrEqual(3)
    for (const product of products) {
      if (!product.parentKey) continue
      expect(product.category, product.key).toBe('HVAC')
      const parent = byKey.get(product.parentKey)
      expect(parent?.category, `${product.key} → ${product.parentKey}`).toBe('HVAC')
      expect(parent?.parentKey, `${product.parentKey} has a parent`).toBeUndefined()
    }
  })

  it('uses unique keys, model codes and slugs per language', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length)
    unique(products.map((product) => product.key))
    unique(products.map((product) => product.modelCode))
    for (const locale of locales) {
      const slugs = loaded.map((product) => product[locale].slug)
      unique(slugs)
      for (const slug of slugs) {
        expect(slug, slug).toMatch(SLUG)
        expect(slug.length, slug).toBeLessThanOrEqual(120)
      }
    }
  })

  it('refers only to products that exist', () => {
    for (const product of products) {
      const related = product.related ?? []
      expect(related.length, product.key).toBeGreaterThanOrEqual(2)
      expect(related.length, product.key).toBeLessThanOrEqual(4)
      for (const key of related) {
        expect(byKey.has(key), `${product.key} → ${key}`).toBe(true)
        expect(key, product.key).not.toBe(product.key)
      }
    }
  })

  it('sets every filter of its category, with values the filter offers', () => {
    for (const product of products) {
      const filters = productFilters
        .map((filter) => filter.vi)
        .filter((filter) => filter.category === product.category)
      expect(Object.keys(product.filters).sort(), product.key).toEqual(
        filters.map((filter) => filter.key).sort(),
      )
      for (const filter of filters) {
        const values = filter.options.map((option) => option.value)
        expect(values, `${product.key}.${filter.key}`).toContain(product.filters[filter.key])
      }
      if ('stars' in product.filters) {
        expect(product.filters.stars, product.key).toBe(String(product.energy?.stars))
      }
    }
  })

  it('keeps short descriptions within 160 characters', () => {
    for (const product of loaded) {
      for (const locale of locales) {
        expect(product[locale].shortDescription.length, product.files[locale]).toBeLessThanOrEqual(
          160,
        )
      }
    }
  })

  it('writes Vietnamese names and descriptions with their diacritics', () => {
    for (const product of products) {
      expect(`${product.name} ${product.description}`, product.key).toMatch(VIETNAMESE)
    }
  })

  describe('descriptions', () => {
    /** The description's paragraphs, as the editor will store them. */
    let paragraphs: (markdown: string) => string[]
    beforeAll(async () => {
      const toLexical = await siteMarkdownConverter()
      paragraphs = (markdown) =>
        toLexical(markdown).root.children.map((node) => {
          const { type, children } = node as { type: string; children?: { text?: string }[] }
          expect(type, markdown).toBe('paragraph')
          return (children ?? []).map((child) => child.text ?? '').join('')
        })
    })

    it('are two to four plain paragraphs, as many in English as in Vietnamese', () => {
      for (const product of loaded) {
        const counts = locales.map((locale) => paragraphs(product[locale].description).length)
        for (const count of counts) {
          expect(count, product.key).toBeGreaterThanOrEqual(2)
          expect(count, product.key).toBeLessThanOrEqual(4)
        }
        expect(new Set(counts).size, product.key).toBe(1)
      }
    })

    it('each open differently', () => {
      for (const locale of locales) {
        const openings = loaded.map((product) => paragraphs(product[locale].description)[0])
        expect(new Set(openings).size, locale).toBe(openings.length)
      }
    })
  })

  it('stays within the shape limits of the product type', () => {
    for (const product of products) {
      expect(product.features.length, product.key).toBeGreaterThanOrEqual(3)
      expect(product.features.length, product.key).toBeLessThanOrEqual(6)
      expect(product.specs.length, product.key).toBeGreaterThanOrEqual(4)
      expect(product.specs.length, product.key).toBeLessThanOrEqual(10)
      expect(product.colours.length, product.key).toBeGreaterThanOrEqual(1)
      expect(product.colours.length, product.key).toBeLessThanOrEqual(4)
    }
  })

  it('prices home appliances and hand dryers only', () => {
    for (const product of products) {
      const priced = product.group === 'HomeAppliances' || product.category === 'JetTowel'
      if (priced) {
        expect(Number.isInteger(product.priceVnd), product.key).toBe(true)
      } else {
        expect(product.priceVnd, product.key).toBeUndefined()
      }
    }
  })

  it('orders products distinctly within a category and features two or three per appliance category', () => {
    const categories = new Set(products.map((product) => product.category))
    for (const category of categories) {
      const orders = inCategory(products, category).map((product) => product.displayOrder)
      expect(new Set(orders).size, category).toBe(orders.length)
    }
    for (const category of HOME_APPLIANCE_CATEGORIES) {
      const featured = inCategory(active, category).filter((product) => product.featured)
      expect(featured.length, category).toBeGreaterThanOrEqual(2)
      expect(featured.length, category).toBeLessThanOrEqual(3)
    }
  })

  it('uses model codes in the names and at least three JW air conditioners', () => {
    for (const product of loaded) {
      for (const locale of locales) {
        expect(product[locale].name.endsWith(product.vi.modelCode), product.files[locale]).toBe(
          true,
        )
      }
    }
    const jw = products.filter((product) => product.modelCode.startsWith('MSY-JW'))
    expect(jw.length).toBeGreaterThanOrEqual(3)
  })
})
