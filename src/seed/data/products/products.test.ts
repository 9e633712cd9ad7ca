import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import type { ProductCategoryName, ProductSeed } from '../../productTypes'
import { productFilterSeeds } from '../productFilters'
import { productSeeds } from './index'

const active = productSeeds.filter((product) => product.isActive !== false)
const byKey = new Map(productSeeds.map((product) => [product.key, product]))
const inCategory = (products: ProductSeed[], category: ProductCategoryName) =>
  products.filter((product) => product.category === category)

const VIETNAMESE = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const HOME_APPLIANCE_CATEGORIES: ProductCategoryName[] = [
  'AirConditioning',
  'Refigerators',
  'ElectricFans',
  'VentilationFans',
  'Dehumidifiers',
]

describe('product seeds', () => {
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
    const inactive = productSeeds.filter((product) => product.isActive === false)
    expect(inactive.map((product) => product.category).sort()).toEqual([
      'AirConditioning',
      'Refigerators',
    ])
  })

  it('links HVAC children to parent systems that have no parent themselves', () => {
    const hvac = inCategory(productSeeds, 'HVAC')
    expect(hvac.filter((product) => !product.parentKey).length).toBeGreaterThanOrEqual(3)
    for (const product of productSeeds) {
      if (!product.parentKey) continue
      expect(product.category, product.key).toBe('HVAC')
      const parent = byKey.get(product.parentKey)
      expect(parent?.category, `${product.key} → ${product.parentKey}`).toBe('HVAC')
      expect(parent?.parentKey, `${product.parentKey} has a parent`).toBeUndefined()
    }
  })

  it('uses unique keys, model codes and slugs per language', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length)
    unique(productSeeds.map((product) => product.key))
    unique(productSeeds.map((product) => product.modelCode))
    for (const locale of locales) {
      const slugs = productSeeds.map((product) => product.slug[locale])
      unique(slugs)
      for (const slug of slugs) {
        expect(slug, slug).toMatch(SLUG)
        expect(slug.length, slug).toBeLessThanOrEqual(120)
      }
    }
  })

  it('refers only to products that exist', () => {
    for (const product of productSeeds) {
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
    for (const product of productSeeds) {
      const filters = productFilterSeeds.filter((filter) => filter.category === product.category)
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
    for (const product of productSeeds) {
      for (const locale of locales) {
        expect(
          product.shortDescription[locale].length,
          `${product.key} (${locale})`,
        ).toBeLessThanOrEqual(160)
      }
    }
  })

  it('writes Vietnamese with its diacritics', () => {
    for (const product of productSeeds) {
      const text = [product.name.vi, ...product.description.vi].join(' ')
      expect(text, product.key).toMatch(VIETNAMESE)
    }
  })

  it('opens every description differently', () => {
    for (const locale of locales) {
      const openings = productSeeds.map((product) => product.description[locale][0])
      expect(new Set(openings).size, locale).toBe(openings.length)
    }
  })

  it('stays within the shape limits of the product type', () => {
    for (const product of productSeeds) {
      for (const locale of locales) {
        const paragraphs = product.description[locale].length
        expect(paragraphs, product.key).toBeGreaterThanOrEqual(2)
        expect(paragraphs, product.key).toBeLessThanOrEqual(4)
      }
      expect(product.description.vi.length, product.key).toBe(product.description.en.length)
      expect(product.features.length, product.key).toBeGreaterThanOrEqual(3)
      expect(product.features.length, product.key).toBeLessThanOrEqual(6)
      expect(product.specs.length, product.key).toBeGreaterThanOrEqual(4)
      expect(product.specs.length, product.key).toBeLessThanOrEqual(10)
      expect(product.documents.length, product.key).toBeGreaterThanOrEqual(1)
      expect(product.documents.length, product.key).toBeLessThanOrEqual(3)
      expect(product.colours.length, product.key).toBeGreaterThanOrEqual(1)
      expect(product.colours.length, product.key).toBeLessThanOrEqual(4)
      for (const row of product.specs) {
        expect(
          row.label.vi && row.label.en && row.value.vi && row.value.en,
          product.key,
        ).toBeTruthy()
      }
    }
  })

  it('prices home appliances and hand dryers only', () => {
    for (const product of productSeeds) {
      const priced = product.group === 'HomeAppliances' || product.category === 'JetTowel'
      if (priced) {
        expect(Number.isInteger(product.priceVnd), product.key).toBe(true)
      } else {
        expect(product.priceVnd, product.key).toBeUndefined()
      }
    }
  })

  it('orders products distinctly within a category and features two or three per appliance category', () => {
    const categories = new Set(productSeeds.map((product) => product.category))
    for (const category of categories) {
      const orders = inCategory(productSeeds, category).map((product) => product.displayOrder)
      expect(new Set(orders).size, category).toBe(orders.length)
    }
    for (const category of HOME_APPLIANCE_CATEGORIES) {
      const featured = inCategory(active, category).filter((product) => product.featured)
      expect(featured.length, category).toBeGreaterThanOrEqual(2)
      expect(featured.length, category).toBeLessThanOrEqual(3)
    }
  })

  it('uses model codes in the names and at least three JW air conditioners', () => {
    for (const product of productSeeds) {
      expect(product.name.vi.endsWith(product.modelCode), product.key).toBe(true)
      expect(product.name.en.endsWith(product.modelCode), product.key).toBe(true)
    }
    const jw = productSeeds.filter((product) => product.modelCode.startsWith('MSY-JW'))
    expect(jw.length).toBeGreaterThanOrEqual(3)
  })
})
