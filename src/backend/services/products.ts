import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import { imagePath } from '@/contract/images'
import type { Paged } from '@/contract/envelope'
import type {
  FilterDto,
  PictureDto,
  ProductDetailDto,
  ProductListItemDto,
  ProductSort,
} from '@/contract/product'
import { entityPath } from '@/contract/topic'
import { enumNames, ProductCategory, ProductGroup, type ProductCategoryName } from '@/domain/enums'
import { colourLabel } from '@/domain/colours'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { inAllLocales, tags as cacheTags } from '@/lib/cache/tags'
import { escapeLike } from '@/lib/db/like'
import { processWide } from '@/lib/processWide'
import type { Product, ProductFilter, ProductImage } from '@/payload-types'

import { notFoundFault } from '../errors'
import { richTextToHtml } from '../richText'
import { createReadCache } from '../readCache'
import { oneWithContentCulture, withContentCulture } from './contentCulture'

const groupName = enumNames(ProductGroup)
const categoryName = enumNames(ProductCategory)

/** Category names as visitors read them (the list DTO carries it for cards and breadcrumbs). */
export const CATEGORY_LABEL: Record<Locale, Record<ProductCategoryName, string>> = {
  vi: {
    AirConditioning: 'Điều hòa không khí',
    Refigerators: 'Tủ lạnh',
    ElectricFans: 'Quạt điện',
    VentilationFans: 'Quạt thông gió',
    Dehumidifiers: 'Máy hút ẩm',
    JetTowel: 'Máy sấy tay',
    HVAC: 'Điều hòa trung tâm HVAC',
    FactoryAutomation: 'Tự động hóa công nghiệp',
    Elevators: 'Thang máy và thang cuốn',
  },
  en: {
    AirConditioning: 'Air conditioners',
    Refigerators: 'Refrigerators',
    ElectricFans: 'Electric fans',
    VentilationFans: 'Ventilation fans',
    Dehumidifiers: 'Dehumidifiers',
    JetTowel: 'Hand dryers',
    HVAC: 'HVAC systems',
    FactoryAutomation: 'Factory automation',
    Elevators: 'Elevators and escalators',
  },
}

const read = { overrideAccess: true } as const

/** Only what lists need from related and parent products when they are populated. */
const populate = {
  products: { name: true, slug: true, isActive: true },
  'product-images': { filename: true, alt: true, width: true, height: true, filesize: true },
} as const

const pictureOf = (
  image: number | ProductImage | null | undefined,
  fallbackAlt = '',
): PictureDto | null =>
  image && typeof image === 'object' && image.filename
    ? {
        url: imagePath(image.filename),
        alt: image.alt || fallbackAlt,
        width: image.width ?? null,
        height: image.height ?? null,
      }
    : null

/** A picture without its own alt text is described by the product and its colour. */
const altOf = (product: Product, colour: string | undefined, culture: Locale) =>
  colour ? `${product.name} – ${colourLabel(colour, culture)}` : product.name

const detailUrlOf = (product: Pick<Product, 'slug' | 'id'>) =>
  entityPath(product.slug, 'prd', product.id)

function toListItem(product: Product, culture: Locale): WithoutContentCulture<ProductListItemDto> {
  const colours = product.colours ?? []
  const first = colours[0]?.images?.[0]
  return {
    id: product.id,
    name: product.name,
    slug: `${product.slug}-prd${product.id}`,
    detailUrl: detailUrlOf(product),
    lastModificationTime: product.updatedAt,
    modelCode: product.modelCode,
    series: product.series ?? null,
    shortDescription: product.shortDescription,
    productGroup: ProductGroup[product.group],
    productCategory: ProductCategory[product.category],
    categoryName: CATEGORY_LABEL[culture][product.category],
    picture: pictureOf(first, altOf(product, colours[0]?.colour, culture)),
    colours: colours.map((variant) => ({
      colour: variant.colour,
      picture: pictureOf(variant.images?.[0], altOf(product, variant.colour, culture)),
    })),
    capacity:
      product.capacity?.value != null && product.capacity.unit
        ? { value: product.capacity.value, unit: product.capacity.unit }
        : null,
    keySpecs: (product.specs ?? [])
      .slice(0, 3)
      .map((row) => ({ label: row.label, value: row.value })),
    energyStars: product.energyStars ?? null,
    cspf: product.cspf ?? null,
    price: product.priceVnd ?? null,
    isFeatured: product.featured ?? false,
  }
}

export type ProductQuery = {
  group?: number | undefined
  category?: number | undefined
  /** `key:value` pairs: values of one key are alternatives, different keys all apply. */
  filters: string[]
  keyword?: string | undefined
  parentId?: number | undefined
  ids?: number[] | undefined
  featured?: boolean | undefined
  sort: ProductSort
  descending: boolean
  skip: number
  take: number
}

const SORT_FIELD: Record<ProductSort, string> = {
  displayOrder: 'displayOrder',
  price: 'priceVnd',
  name: 'name',
  newest: 'createdAt',
}

/**
 * Products matching a keyword, accent- and case-insensitively (`dieu hoa` finds `Điều hòa`), by
 * name in the request language or by model code, including partial codes (`msy-jw`).
 */
async function keywordMatches(
  payload: Payload,
  culture: Locale,
  keyword: string,
): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const words = keyword.trim().toLowerCase().slice(0, 100)
  const pattern = escapeLike(words)
  const code = words.replace(/[^a-z0-9]/g, '')
  const result = await db.drizzle.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    LEFT JOIN products_locales l ON l._parent_id = p.id AND l._locale = ${culture}
    WHERE unaccent(lower(coalesce(l.name, ''))) LIKE '%' || unaccent(${pattern}) || '%'
       OR (${code} <> '' AND regexp_replace(lower(p.model_code), '[^a-z0-9]', '', 'g') LIKE '%' || ${code} || '%')
       OR word_similarity(unaccent(${words}), unaccent(lower(coalesce(l.name, '')))) >= 0.6`)
  return result.rows.map((row) => Number(row.id))
}

/** Ids having at least one of `tags` (one filter key's chosen values). */
async function taggedIds(payload: Payload, tags: string[]): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'products',
    ...read,
    where: { filterTags: { in: tags } },
    pagination: false,
    depth: 0,
    select: {},
  })
  return new Set(docs.map((doc) => doc.id))
}

async function matchingIds(
  payload: Payload,
  culture: Locale,
  query: Pick<ProductQuery, 'filters' | 'keyword' | 'ids'>,
) {
  let ids: Set<number> | null = query.ids ? new Set(query.ids) : null
  const intersect = (next: Iterable<number>) => {
    const incoming = new Set(next)
    ids = ids ? new Set([...ids].filter((id) => incoming.has(id))) : incoming
  }
  const byKey = new Map<string, string[]>()
  for (const pair of query.filters) {
    const key = pair.slice(0, pair.indexOf(':'))
    byKey.set(key, [...(byKey.get(key) ?? []), pair])
  }
  for (const tags of byKey.values()) intersect(await taggedIds(payload, tags))
  if (query.keyword) intersect(await keywordMatches(payload, culture, query.keyword))
  return ids as Set<number> | null
}

/**
 * Lists as visitors' browsers ask for them, kept in memory: a list populates every product's
 * localised arrays and pictures, which is slow to repeat. Any invalidation of the product tags
 * (a product or picture saved, here or on another instance) clears it.
 */
const productListReads = processWide('sora.productListReads', () =>
  createReadCache<Paged<ProductListItemDto>>({ tags: inAllLocales(cacheTags.products) }),
)

/** `Product/GetListBoxDto`: active products by group, category, filters and keyword. */
export function listProducts(
  payload: Payload,
  culture: Locale,
  query: ProductQuery,
): Promise<Paged<ProductListItemDto>> {
  return productListReads.read(JSON.stringify([culture, query]), () =>
    readProducts(payload, culture, query),
  )
}

async function readProducts(
  payload: Payload,
  culture: Locale,
  query: ProductQuery,
): Promise<Paged<ProductListItemDto>> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  if (query.group !== undefined) conditions.push({ group: { equals: groupName.get(query.group) } })
  if (query.category !== undefined)
    conditions.push({ category: { equals: categoryName.get(query.category) } })
  if (query.parentId !== undefined) conditions.push({ parent: { equals: query.parentId } })
  if (query.featured !== undefined) conditions.push({ featured: { equals: query.featured } })
  const ids = await matchingIds(payload, culture, query)
  if (ids) {
    if (ids.size === 0) return { totalCount: 0, items: [] }
    conditions.push({ id: { in: [...ids] } })
  }
  const direction = query.descending ? '-' : ''
  const field = SORT_FIELD[query.sort]
  const result = await payload.find({
    collection: 'products',
    ...read,
    locale: culture,
    fallbackLocale: defaultLocale,
    where: { and: conditions },
    sort: [`${direction}${field}`, 'id'],
    limit: query.take,
    page: Math.floor(query.skip / query.take) + 1,
    depth: 1,
    populate,
  })
  return {
    totalCount: result.totalDocs,
    items: await withContentCulture(
      payload,
      'products',
      culture,
      result.docs.map((doc) => toListItem(doc, culture)),
    ),
  }
}

async function findActive(payload: Payload, culture: Locale, id: number): Promise<Product> {
  const { docs } = await payload.find({
    collection: 'products',
    ...read,
    locale: culture,
    fallbackLocale: defaultLocale,
    where: { and: [{ id: { equals: id } }, { isActive: { equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  const product = docs[0]
  if (!product) throw notFoundFault('There is no product with the given id.')
  return product
}

/**
 * The id of the active product a slug names: `slug-prd{id}` by its suffix, a bare slug in the
 * request language first, then in any language (links shared from the other language still work).
 */
export async function productIdBySlug(
  payload: Payload,
  culture: Locale,
  slug: string,
): Promise<number> {
  const suffixed = /-prd(\d+)$/.exec(slug)
  if (suffixed) return (await findActive(payload, culture, Number(suffixed[1]))).id
  for (const locale of [culture, ...locales.filter((code) => code !== culture)]) {
    const { docs } = await payload.find({
      collection: 'products',
      ...read,
      locale,
      where: { and: [{ slug: { equals: slug } }, { isActive: { equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      select: {},
    })
    if (docs[0]) return docs[0].id
  }
  throw notFoundFault('There is no product with the given slug.')
}

const linkOf = (value: number | Product | null | undefined) =>
  value && typeof value === 'object' && value.isActive !== false
    ? { id: value.id, name: value.name, detailUrl: detailUrlOf(value) }
    : null

/** `Product/GetDetailDto`: the whole product in the request language. */
export async function getProduct(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<ProductDetailDto> {
  const product = await findActive(payload, culture, id)
  const children =
    product.category === 'HVAC' && !product.parent
      ? (
          await listProducts(payload, culture, {
            parentId: product.id,
            filters: [],
            sort: 'displayOrder',
            descending: true,
            skip: 0,
            take: 50,
          })
        ).items
      : []
  const parent = linkOf(product.parent)
  return oneWithContentCulture(payload, 'products', culture, {
    ...toListItem(product, culture),
    description: richTextToHtml(product.description),
    features: (product.features ?? []).map((feature) => ({
      icon: feature.icon,
      title: feature.title,
      text: feature.text ?? null,
    })),
    colourVariations: (product.colours ?? []).map((variant) => ({
      colour: variant.colour,
      pictures: (variant.images ?? []).flatMap(
        (image) => pictureOf(image, altOf(product, variant.colour, culture)) ?? [],
      ),
    })),
    size:
      product.size?.width || product.size?.height
        ? {
            kind: product.size.kind ?? null,
            width: product.size.width ?? null,
            height: product.size.height ?? null,
            depth: product.size.depth ?? null,
            unit: product.size.unit ?? 'mm',
          }
        : null,
    specifications: (product.specs ?? []).map((row) => ({ label: row.label, value: row.value })),
    productHVAChaveParent: parent?.id ?? null,
    parent,
    children,
    filters: (product.filters ?? []).map((row) => ({ filter: row.filter, value: row.value })),
    lastModificationTime: product.updatedAt ?? null,
  })
}

/** `Product/GetRelatedProductsDto`: the product's own picks, topped up from its category. */
export async function relatedProducts(
  payload: Payload,
  culture: Locale,
  id: number,
  take: number,
): Promise<Paged<ProductListItemDto>> {
  const product = await findActive(payload, culture, id)
  const picked = (product.related ?? []).flatMap((item) =>
    typeof item === 'object' && item.isActive !== false
      ? [item.id]
      : typeof item === 'number'
        ? [item]
        : [],
  )
  const chosen = picked.length ? (await productsByIds(payload, culture, picked)).items : []
  const missing = take - chosen.length
  let more: ProductListItemDto[] = []
  if (missing > 0) {
    const exclude = new Set([id, ...chosen.map((item) => item.id)])
    const sameCategory = await listProducts(payload, culture, {
      category: ProductCategory[product.category],
      filters: [],
      sort: 'displayOrder',
      descending: true,
      skip: 0,
      take: take + exclude.size,
    })
    more = sameCategory.items.filter((item) => !exclude.has(item.id)).slice(0, missing)
  }
  const items = [...chosen, ...more].slice(0, take)
  return { totalCount: items.length, items }
}

/** `Product/GetRelatedProductByIds`: active products by id, in the order asked (compare, recently viewed). */
export async function productsByIds(
  payload: Payload,
  culture: Locale,
  ids: number[],
): Promise<Paged<ProductListItemDto>> {
  const unique = [...new Set(ids)]
  const { items } = await listProducts(payload, culture, {
    ids: unique,
    filters: [],
    sort: 'displayOrder',
    descending: true,
    skip: 0,
    take: Math.max(unique.length, 1),
  })
  const byId = new Map(items.map((item) => [item.id, item]))
  const ordered = unique.flatMap((productId) => byId.get(productId) ?? [])
  return { totalCount: ordered.length, items: ordered }
}

/** `Filter/GetListBoxDto`: a category's filters, each option with its count of active products. */
/**
 * `Filter/GetListBoxDto`: a category's filters with, per option, how many active products carry
 * it. `scope` (filter values a listing always applies, such as robots only) narrows the counts to
 * the products that listing can show.
 */
export async function listFilters(
  payload: Payload,
  culture: Locale,
  category: number | undefined,
  scope: string[] = [],
): Promise<Paged<FilterDto>> {
  const { docs } = await payload.find({
    collection: 'product-filters',
    ...read,
    locale: culture,
    fallbackLocale: defaultLocale,
    where: category === undefined ? {} : { category: { equals: categoryName.get(category) } },
    sort: ['category', '-displayOrder'],
    pagination: false,
    depth: 0,
  })
  const scopeIds = await matchingIds(payload, culture, { filters: scope })
  const counts = await tagCounts(payload, scopeIds)
  const items = docs.map((filter: ProductFilter) => ({
    id: filter.id,
    key: filter.key,
    name: filter.name,
    productCategory: ProductCategory[filter.category],
    display: filter.display ?? 'checkboxes',
    options: (filter.options ?? []).map((option) => ({
      value: option.value,
      label: option.label,
      count: counts.get(`${filter.category}|${filter.key}:${option.value}`) ?? 0,
    })),
  }))
  return { totalCount: items.length, items }
}

/** Active products per `category|filter:value`, in one query; only `within` when given. */
async function tagCounts(
  payload: Payload,
  within: Set<number> | null,
): Promise<Map<string, number>> {
  if (within?.size === 0) return new Map()
  const db = payload.db as unknown as PostgresAdapter
  const scope = within
    ? sql`AND p.id IN (${sql.join(
        [...within].map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  const result = await db.drizzle.execute<{ category: string; tag: string; count: number }>(sql`
    SELECT p.category, t.text AS tag, count(DISTINCT p.id)::int AS count
    FROM products p JOIN products_texts t ON t.parent_id = p.id AND t.path = 'filterTags'
    WHERE p.is_active ${scope} GROUP BY p.category, t.text`)
  return new Map(result.rows.map((row) => [`${row.category}|${row.tag}`, Number(row.count)]))
}
