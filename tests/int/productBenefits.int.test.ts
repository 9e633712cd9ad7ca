import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fetchProductBenefit, fetchProductBenefits } from '@/lib/backend/productBenefits'
import { fetchProductBySlug } from '@/lib/backend/products'
import { ProductCategory } from '@/domain/enums'

import { testPayload } from '../helpers/payload'
import { bothTransports, raw, status } from '../helpers/transports'

let payload: Payload
const transports = bothTransports()

beforeAll(async () => {
  payload = await testPayload()
})

const LIST = '/api/services/app/ProductBenefit/GetListBoxDto'
const DETAIL = '/api/services/app/ProductBenefit/GetDetailDto'

describe.each(Object.keys(transports))('product-benefit calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('ProductBenefit/GetListBoxDto', () => {
    it('answers the active stories in display order, in the request language', async () => {
      const vi = await fetchProductBenefits('vi', { rowsPerPage: 50 }, transport())
      const en = await fetchProductBenefits('en', { rowsPerPage: 50 }, transport())
      expect(vi.totalCount).toBeGreaterThanOrEqual(8)
      expect(vi.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id))
      for (const [index, story] of vi.items.entries()) {
        expect(story.detailUrl).toBe(`/${story.slug}`)
        expect(story.slug).toMatch(new RegExp(`-prdb${story.id}$`))
        expect(story.cover?.url).toMatch(/^\/images\//)
        expect(story.title).not.toBe(en.items[index]!.title)
        expect(story.slug).not.toBe(en.items[index]!.slug)
      }
      expect(vi.items[0]!.categoryName).not.toBe(en.items[0]!.categoryName)
    })

    it('pages within bounds and narrows by product category', async () => {
      const first = await fetchProductBenefits('vi', { rowsPerPage: 3 }, transport())
      const second = await fetchProductBenefits('vi', { rowsPerPage: 3, page: 2 }, transport())
      expect(first.items).toHaveLength(3)
      expect(second.items[0]!.id).not.toBe(first.items[0]!.id)
      expect(first.totalCount).toBe(second.totalCount)
      const fridges = await fetchProductBenefits(
        'vi',
        { productCategory: 'Refigerators', rowsPerPage: 50 },
        transport(),
      )
      expect(fridges.totalCount).toBeGreaterThan(0)
      expect(fridges.totalCount).toBeLessThan(first.totalCount)
      expect(new Set(fridges.items.map((item) => item.productCategory))).toEqual(
        new Set([ProductCategory.Refigerators]),
      )
      const tooMany = await raw(transport(), { path: LIST, query: { rowsPerPage: 1000 } })
      expect(tooMany.status).toBe(400)
      expect(tooMany.body).toMatchObject({
        success: false,
        error: { validationErrors: [expect.objectContaining({ members: ['rowsPerPage'] })] },
      })
    })
  })

  describe('ProductBenefit/GetDetailDto', () => {
    it('answers the whole story with its HTML and the products it features', async () => {
      const { items } = await fetchProductBenefits('vi', { rowsPerPage: 1 }, transport())
      const vi = await fetchProductBenefit('vi', items[0]!.id, transport())
      const en = await fetchProductBenefit('en', items[0]!.id, transport())
      expect(vi.body).toMatch(/<p>/)
      expect(vi.body).not.toBe(en.body)
      expect(vi.productIds.length).toBeGreaterThanOrEqual(2)
      expect(en.productIds).toEqual(vi.productIds)
    })

    it('hides an inactive story (404) and refuses a malformed id (400)', async () => {
      const { items } = await fetchProductBenefits('vi', { rowsPerPage: 1 }, transport())
      const id = items[0]!.id
      await payload.update({
        collection: 'product-benefits',
        id,
        data: { isActive: false },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      try {
        expect(await status(fetchProductBenefit('vi', id, transport()))).toBe(404)
        const list = await fetchProductBenefits('vi', { rowsPerPage: 50 }, transport())
        expect(list.items.map((item) => item.id)).not.toContain(id)
      } finally {
        await payload.update({
          collection: 'product-benefits',
          id,
          data: { isActive: true },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      }
      expect(await status(fetchProductBenefit('vi', 999_999, transport()))).toBe(404)
      const malformed = await raw(transport(), { path: DETAIL, query: { id: 'abc' } })
      expect(malformed.status).toBe(400)
    })
  })

  describe('Product/GetDetailBySlug', () => {
    it('finds a product by its suffixed slug or its bare slug in either language', async () => {
      const { docs } = await payload.find({
        collection: 'products',
        where: { and: [{ category: { equals: 'HVAC' } }, { isActive: { equals: true } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        locale: 'en',
      })
      const product = docs[0]!
      const bySuffix = await fetchProductBySlug('vi', `anything-prd${product.id}`, transport())
      expect(bySuffix.id).toBe(product.id)
      // The English slug asked for in Vietnamese still finds the product, answered in Vietnamese.
      const byEnglish = await fetchProductBySlug('vi', product.slug, transport())
      expect(byEnglish.id).toBe(product.id)
      expect(byEnglish.slug).not.toBe(product.slug)
      const byVietnamese = await fetchProductBySlug('vi', byEnglish.slug, transport())
      expect(byVietnamese.id).toBe(product.id)
    })

    it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
      expect(await status(fetchProductBySlug('vi', 'khong-co-san-pham-nay', transport()))).toBe(404)
      const malformed = await raw(transport(), {
        path: '/api/services/app/Product/GetDetailBySlug',
        query: { slug: '../etc/passwd' },
      })
      expect(malformed.status).toBe(400)
    })
  })
})

describe('the admin rules for product-benefit stories', () => {
  it('lets anyone read but only staff write', async () => {
    const { docs } = await payload.find({
      collection: 'product-benefits',
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    expect(docs).toHaveLength(1)
    const refused = await payload
      .update({
        collection: 'product-benefits',
        id: docs[0]!.id,
        data: { displayOrder: 1 },
        overrideAccess: false,
      })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(refused).toBeInstanceOf(Error)
  })
})
