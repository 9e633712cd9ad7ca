import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  fetchFilters,
  fetchProduct,
  fetchProducts,
  fetchProductsByIds,
  fetchRelatedProducts,
} from '@/lib/backend/products'
import { inProcessTransport } from '@/lib/backend/transport'

import { testPayload } from '../helpers/payload'
import { bothTransports, raw } from '../helpers/transports'

let payload: Payload
let inactiveId: number
const transports = bothTransports()

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'products',
    where: { isActive: { equals: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  inactiveId = docs[0]!.id
})

const LIST = '/api/services/app/Product/GetListBoxDto'

describe.each(Object.keys(transports))('catalogue calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Product/GetListBoxDto', () => {
    it('lists the active products of a category by display order, paged', async () => {
      const all = await fetchProducts(
        'vi',
        { productCategory: 'AirConditioning', rowsPerPage: 100 },
        transport(),
      )
      expect(all.totalCount).toBe(16)
      expect(all.items.map((item) => item.id)).not.toContain(inactiveId)
      const orders = await payload.find({
        collection: 'products',
        where: { id: { in: all.items.map((item) => item.id) } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { displayOrder: true },
      })
      const orderOf = new Map(orders.docs.map((doc) => [doc.id, doc.displayOrder ?? 0]))
      const sequence = all.items.map((item) => orderOf.get(item.id)!)
      expect(sequence).toEqual([...sequence].sort((a, b) => b - a))

      const second = await fetchProducts(
        'vi',
        { productCategory: 'AirConditioning', page: 2, rowsPerPage: 5 },
        transport(),
      )
      expect(second.totalCount).toBe(16)
      expect(second.items.map((item) => item.id)).toEqual(
        all.items.slice(5, 10).map((item) => item.id),
      )
    })

    it('answers cards with name, detail URL, picture, colours, key specs, energy stars and price', async () => {
      const { items } = await fetchProducts(
        'en',
        { productCategory: 'AirConditioning', rowsPerPage: 3 },
        transport(),
      )
      for (const item of items) {
        expect(item.detailUrl).toMatch(/^\/[a-z0-9-]+-prd\d+$/)
        expect(item.detailUrl.endsWith(`-prd${item.id}`)).toBe(true)
        expect(item.picture?.url).toMatch(/^\/images\/prd-.+\.webp$/)
        expect(item.picture?.alt).toContain(item.name)
        expect(item.colours.length).toBeGreaterThan(0)
        expect(item.keySpecs.length).toBeGreaterThan(0)
        expect(item.energyStars).toBeGreaterThanOrEqual(1)
        expect(item.price).toBeGreaterThan(1_000_000)
        expect(item.categoryName).toBe('Air conditioners')
        expect(item.name).not.toMatch(/[ăâđêôơư]/i)
      }
    })

    it('combines filters: values of one filter are alternatives, different filters all apply', async () => {
      const count = async (filters: string[]) =>
        (
          await fetchProducts(
            'vi',
            { productCategory: 'AirConditioning', filters, rowsPerPage: 100 },
            transport(),
          )
        ).totalCount
      const small = await count(['capacity:9000'])
      const medium = await count(['capacity:12000'])
      expect(small).toBeGreaterThan(0)
      expect(medium).toBeGreaterThan(0)
      expect(await count(['capacity:9000', 'capacity:12000'])).toBe(small + medium)
      const oneWay = await count(['type:one-way'])
      const both = await count(['type:one-way', 'capacity:9000'])
      expect(both).toBeLessThanOrEqual(Math.min(oneWay, small))
      const { items } = await fetchProducts(
        'vi',
        { productCategory: 'AirConditioning', filters: ['type:one-way', 'capacity:9000'] },
        transport(),
      )
      for (const item of items) expect(item.capacity).toEqual({ value: 9000, unit: 'BTU/h' })
      expect(await count(['capacity:99999'])).toBe(0)
    })

    it('finds products accent- and case-insensitively, and by partial model code', async () => {
      const accents = await fetchProducts(
        'vi',
        { keyword: 'dieu hoa', rowsPerPage: 100 },
        transport(),
      )
      expect(accents.totalCount).toBeGreaterThanOrEqual(16)
      expect(accents.items.every((item) => /điều hòa/i.test(item.name))).toBe(true)
      const code = await fetchProducts('vi', { keyword: 'msy-jw' }, transport())
      expect(code.totalCount).toBeGreaterThanOrEqual(3)
      for (const item of code.items) expect(item.modelCode).toMatch(/^MSY-JW/)
      const squashed = await fetchProducts('vi', { keyword: 'MSYJW' }, transport())
      expect(squashed.totalCount).toBe(code.totalCount)
      const nothing = await fetchProducts('vi', { keyword: 'zzzqqq' }, transport())
      expect(nothing).toEqual({ totalCount: 0, items: [] })
    })

    it('sorts by price in either direction', async () => {
      const { items } = await fetchProducts(
        'vi',
        {
          productCategory: 'Refigerators',
          sorting: 'price',
          sortDirection: 'ascending',
          rowsPerPage: 100,
        },
        transport(),
      )
      const prices = items.map((item) => item.price ?? 0)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    })

    it('lists a group, and answers 400 with validationErrors for malformed parameters', async () => {
      const fa = await fetchProducts(
        'vi',
        { productGroup: 'FactoryAutomation', rowsPerPage: 100 },
        transport(),
      )
      expect(fa.totalCount).toBe(15)
      for (const [query, member] of [
        [{ RowsPerPage: 500 }, 'rowsPerPage'],
        [{ ProductCategory: 'Toasters' }, 'productCategory'],
        [{ Filters: 'capacity=9000' }, 'filters'],
        [{ Page: 0 }, 'page'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status, JSON.stringify(query)).toBe(400)
        const errors = (answer.body as { error: { validationErrors: { members: string[] }[] } })
          .error.validationErrors
        expect(errors.flatMap((error) => error.members).join(',')).toContain(member)
      }
    })
  })

  describe('Product/GetDetailDto', () => {
    it('answers the whole product in the request language', async () => {
      const { items } = await fetchProducts(
        'vi',
        { productCategory: 'Refigerators', rowsPerPage: 1 },
        transport(),
      )
      const vi = await fetchProduct('vi', items[0]!.id, transport())
      const en = await fetchProduct('en', items[0]!.id, transport())
      expect(vi.description).toContain('<p')
      expect(vi.features.length).toBeGreaterThanOrEqual(3)
      expect(vi.specifications.length).toBeGreaterThanOrEqual(4)
      expect(vi.colourVariations[0]!.pictures.length).toBe(3)
      expect(vi.size?.unit).toBe('mm')
      expect(en.id).toBe(vi.id)
      expect(en.name).not.toBe(vi.name)
      expect(en.detailUrl).not.toBe(vi.detailUrl)
    })

    it('links HVAC parents and children both ways', async () => {
      const { docs } = await payload.find({
        collection: 'products',
        where: { parent: { exists: true } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const child = await fetchProduct('vi', docs[0]!.id, transport())
      expect(child.productHVAChaveParent).toBe(docs[0]!.parent)
      expect(child.parent?.detailUrl).toMatch(/-prd\d+$/)
      const parent = await fetchProduct('vi', child.productHVAChaveParent!, transport())
      expect(parent.children.map((item) => item.id)).toContain(child.id)
      expect(parent.productHVAChaveParent).toBeNull()
    })

    it('answers 404 for an unknown or inactive product and 400 for a malformed id', async () => {
      for (const id of [999_999, inactiveId]) {
        const answer = await raw(transport(), {
          path: '/api/services/app/Product/GetDetailDto',
          query: { id },
        })
        expect(answer.status).toBe(404)
        expect(answer.body).toMatchObject({
          success: false,
          error: { message: expect.any(String) },
        })
      }
      const malformed = await raw(transport(), {
        path: '/api/services/app/Product/GetDetailDto',
        query: { id: 'x1' },
      })
      expect(malformed.status).toBe(400)
    })
  })

  describe('related products', () => {
    it('answers up to the requested number of other active products', async () => {
      const { items } = await fetchProducts(
        'vi',
        { productCategory: 'ElectricFans', rowsPerPage: 1 },
        transport(),
      )
      const related = await fetchRelatedProducts('vi', items[0]!.id, 4, transport())
      expect(related.items.length).toBeGreaterThan(0)
      expect(related.items.length).toBeLessThanOrEqual(4)
      expect(related.items.map((item) => item.id)).not.toContain(items[0]!.id)
      expect(related.items.map((item) => item.id)).not.toContain(inactiveId)
    })

    it('answers products by id in the order asked, leaving out inactive and unknown ones', async () => {
      const { items } = await fetchProducts(
        'vi',
        { productCategory: 'Dehumidifiers', rowsPerPage: 3 },
        transport(),
      )
      const ids = items.map((item) => item.id).reverse()
      const answer = await fetchProductsByIds('vi', [...ids, inactiveId, 999_999], transport())
      expect(answer.items.map((item) => item.id)).toEqual(ids)
    })
  })

  describe('Filter/GetListBoxDto', () => {
    it('answers the category filters with their options and product counts', async () => {
      const filters = await fetchFilters('vi', 'AirConditioning', [], transport())
      expect(filters.map((filter) => filter.key)).toEqual(['type', 'capacity', 'inverter', 'stars'])
      const capacity = filters.find((filter) => filter.key === 'capacity')!
      expect(capacity.options.map((option) => option.value)).toEqual([
        '9000',
        '12000',
        '18000',
        '24000',
      ])
      expect(capacity.options.reduce((sum, option) => sum + option.count, 0)).toBe(16)
      const type = filters.find((filter) => filter.key === 'type')!
      expect(type.display).toBe('tiles')
      const en = await fetchFilters('en', 'Refigerators', [], transport())
      expect(en.find((filter) => filter.key === 'doors')?.name).toBe('Doors')
    })

    it('counts only the products a listing can show when it always applies some values', async () => {
      const all = await fetchFilters('vi', 'FactoryAutomation', [], transport())
      const robots = await fetchFilters('vi', 'FactoryAutomation', ['type:robot'], transport())
      const countOf = (filters: typeof all, value: string) =>
        filters.find((filter) => filter.key === 'type')!.options.find((o) => o.value === value)!
          .count
      expect(countOf(all, 'plc')).toBeGreaterThan(0)
      expect(countOf(robots, 'plc')).toBe(0)
      expect(countOf(robots, 'robot')).toBe(countOf(all, 'robot'))
      const { totalCount } = await fetchProducts(
        'vi',
        { productCategory: 'FactoryAutomation', filters: ['type:robot'] },
        transport(),
      )
      expect(countOf(robots, 'robot')).toBe(totalCount)
    })

    it('refuses a malformed scope value', async () => {
      const answer = await raw(transport(), {
        path: '/api/services/app/Filter/GetListBoxDto',
        query: { productCategory: 'FactoryAutomation', filters: 'robot' },
      })
      expect(answer.status).toBe(400)
    })
  })
})

describe('remembered product lists', () => {
  it('answer a repeated list from memory and show an editor’s change at once', async () => {
    const query = { productCategory: 'Dehumidifiers', rowsPerPage: 100 } as const
    const before = await fetchProducts('vi', query, inProcessTransport)
    const first = before.items[0]!
    const started = performance.now()
    await fetchProducts('vi', query, inProcessTransport)
    // Served from memory: far quicker than populating every product again.
    expect(performance.now() - started).toBeLessThan(50)
    const renamed = `${first.name} (đổi tên)`
    await payload.update({
      collection: 'products',
      id: first.id,
      locale: 'vi',
      data: { name: renamed },
      overrideAccess: true,
    })
    try {
      const after = await fetchProducts('vi', query, inProcessTransport)
      expect(after.items.find((item) => item.id === first.id)?.name).toBe(renamed)
    } finally {
      await payload.update({
        collection: 'products',
        id: first.id,
        locale: 'vi',
        data: { name: first.name },
        overrideAccess: true,
      })
    }
    const restored = await fetchProducts('vi', query, inProcessTransport)
    expect(restored.items.find((item) => item.id === first.id)?.name).toBe(first.name)
  })
})

describe('the admin rules for products', () => {
  it('refuses a filter value the category does not offer', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { category: { equals: 'AirConditioning' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const error = await payload
      .update({
        collection: 'products',
        id: docs[0]!.id,
        data: { filters: [{ filter: 'capacity', value: '7000' }] },
        overrideAccess: true,
      })
      .then(
        () => null,
        (reason: unknown) => reason as { data?: { errors?: { path: string; message: string }[] } },
      )
    expect(error?.data?.errors).toEqual([
      { path: 'filters', message: expect.stringContaining('capacity=7000') },
    ])
  })

  it('keeps each language when a product is saved in the other one', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { category: { equals: 'Dehumidifiers' } },
      limit: 1,
      depth: 0,
      locale: 'vi',
      overrideAccess: true,
    })
    const product = docs[0]!
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { shortDescription: 'Edited in English only.', filters: product.filters },
      overrideAccess: true,
    })
    const vi = await payload.findByID({
      collection: 'products',
      id: product.id,
      locale: 'vi',
      overrideAccess: true,
    })
    const en = await payload.findByID({
      collection: 'products',
      id: product.id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(vi.shortDescription).toBe(product.shortDescription)
    expect(vi.name).toBe(product.name)
    expect(en.shortDescription).toBe('Edited in English only.')
    expect(en.name).not.toBe(product.name)
  })
})
