import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { defaultLocale, type Locale } from '@/i18n/locales'

import { buildProductSvg } from './images/products'
import type { Localised, SeedContent } from './load'
import type { RichText } from './richText'
import type { ColourName, ProductFilterSeed, ProductSeed } from './schema'
import { createAll, createBilingual, write } from './write'

type Product = Localised<ProductSeed>

/** Product pictures are square; the picture URL resizes them on demand. */
const PICTURE_SIZE = 1000
/** Views of the default colour (front, three-quarter, detail); other colours get the front. */
const DEFAULT_COLOUR_VIEWS = 3

/**
 * Rendered pictures are kept by the hash of their SVG, so repeated seeds (tests, fresh
 * databases) skip the rasterising; the cache lives with the installed packages. A file appears
 * whole or not at all (written aside, then renamed), and one process renders each picture once,
 * so a seed's parallel workers never read a picture another is still writing.
 */
const cacheDir = path.resolve(process.cwd(), 'node_modules/.cache/sora-seed-pictures')
const rendering = new Map<string, Promise<Buffer>>()

function renderCached(svg: string, format: 'webp' | 'jpeg'): Promise<Buffer> {
  const key = createHash('sha1').update(format).update(svg).digest('hex')
  let picture = rendering.get(key)
  if (!picture) {
    picture = readOrRender(path.join(cacheDir, `${key}.${format}`), svg, format).finally(() =>
      rendering.delete(key),
    )
    rendering.set(key, picture)
  }
  return picture
}

async function readOrRender(file: string, svg: string, format: 'webp' | 'jpeg'): Promise<Buffer> {
  try {
    return await readFile(file)
  } catch {
    const image = sharp(Buffer.from(svg))
    const data = await (
      format === 'webp' ? image.webp({ quality: 84, effort: 2 }) : image.jpeg({ quality: 80 })
    ).toBuffer()
    const aside = `${file}.${process.pid}.${randomUUID()}.tmp`
    await mkdir(cacheDir, { recursive: true })
    await writeFile(aside, data)
      .then(() => rename(aside, file))
      .catch(() => rm(aside, { force: true }))
    return data
  }
}

type FileIds = Map<string, number>

async function existingFiles(payload: Payload): Promise<FileIds> {
  const { docs } = await payload.find({
    collection: 'product-images',
    pagination: false,
    depth: 0,
    select: { filename: true },
    overrideAccess: true,
  })
  return new Map(docs.flatMap((item) => (item.filename ? [[item.filename, item.id]] : [])))
}

async function upload(
  payload: Payload,
  files: FileIds,
  name: string,
  mimetype: string,
  data: () => Promise<Buffer>,
): Promise<number> {
  const existing = files.get(name)
  if (existing !== undefined) return existing
  const bytes = await data()
  const created = await payload.create({
    collection: 'product-images',
    ...write,
    locale: defaultLocale,
    data: {},
    file: { data: bytes, mimetype, name, size: bytes.length },
  })
  files.set(name, created.id)
  return created.id
}

const pictureName = (seed: ProductSeed, colour: ColourName, view: number) =>
  `prd-${seed.key}-${colour}-${view}.webp`

async function pictures(payload: Payload, files: FileIds, seed: ProductSeed) {
  return Promise.all(
    seed.colours.map(async (colour, index) => {
      const views = index === 0 ? DEFAULT_COLOUR_VIEWS : 1
      const ids: number[] = []
      for (let view = 0; view < views; view += 1) {
        ids.push(
          await upload(payload, files, pictureName(seed, colour, view), 'image/webp', () =>
            renderCached(
              buildProductSvg({
                kind: seed.kind,
                colour,
                view,
                size: PICTURE_SIZE,
                seed: seed.key,
              }),
              'webp',
            ),
          ),
        )
      }
      return { colour, images: ids }
    }),
  )
}

/** A product's front view as a JPEG, for the documents that show it. */
export const productJpeg = (seed: ProductSeed, size: number): Promise<Buffer> =>
  renderCached(
    buildProductSvg({ kind: seed.kind, colour: seed.colours[0]!, view: 0, size, seed: seed.key }),
    'jpeg',
  )

function productData(
  product: Product,
  locale: Locale,
  colours: { colour: ColourName; images: number[] }[],
  toLexical: (markdown: string) => RichText,
) {
  const { vi: seed, [locale]: texts } = product
  return {
    name: texts.name,
    slug: texts.slug,
    group: seed.group,
    category: seed.category,
    modelCode: seed.modelCode,
    series: texts.series,
    shortDescription: texts.shortDescription,
    description: toLexical(texts.description),
    features: texts.features.map((feature) => ({
      icon: feature.icon,
      title: feature.title,
      text: feature.text,
    })),
    colours,
    capacity: seed.capacity ?? {},
    size: seed.size ?? {},
    specs: texts.specs,
    energyStars: seed.energy?.stars ?? null,
    cspf: seed.energy?.cspf ?? null,
    priceVnd: seed.priceVnd ?? null,
    filters: Object.entries(seed.filters).map(([filter, value]) => ({ filter, value })),
    displayOrder: seed.displayOrder,
    featured: seed.featured ?? false,
    isActive: seed.isActive ?? true,
  }
}

const seedFilters = (payload: Payload, filters: Localised<ProductFilterSeed>[]) =>
  createAll(filters, (filter) =>
    createBilingual(
      payload,
      'product-filters',
      { and: [{ category: { equals: filter.vi.category } }, { key: { equals: filter.vi.key } }] },
      (locale) => ({
        name: filter[locale].name,
        category: filter.vi.category,
        key: filter.vi.key,
        display: filter.vi.display,
        displayOrder: filter.vi.displayOrder,
        options: filter[locale].options,
      }),
    ),
  )

/** Parents and related products refer to each other: linked once every product exists. */
async function linkProducts(payload: Payload, products: Product[], created: Set<string>) {
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { modelCode: true },
    overrideAccess: true,
  })
  const idByCode = new Map(docs.map((item) => [item.modelCode, item.id]))
  const productSeeds = products.map((product) => product.vi)
  const idByKey = new Map(productSeeds.map((seed) => [seed.key, idByCode.get(seed.modelCode)]))
  for (const seed of productSeeds) {
    if (!created.has(seed.key)) continue
    const id = idByKey.get(seed.key)
    if (id === undefined) continue
    const related = (seed.related ?? []).flatMap((key) => idByKey.get(key) ?? [])
    const parent = seed.parentKey ? (idByKey.get(seed.parentKey) ?? null) : null
    if (related.length === 0 && parent === null) continue
    await payload.update({
      collection: 'products',
      id,
      ...write,
      locale: defaultLocale,
      data: { related, parent },
    })
  }
}

/** Runs `task` over `items`, at most `limit` at a time (uploads and writes overlap on the pool). */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Catalogue filters, products and their pictures (generated). */
export async function seedCatalogue(
  payload: Payload,
  content: SeedContent,
  toLexical: (markdown: string) => RichText,
): Promise<{ filters: number; products: number }> {
  const filters = await seedFilters(payload, content.productFilters)
  const files = await existingFiles(payload)
  const created = new Set<string>()
  await eachLimited(content.products, 4, async (product) => {
    const colours = await pictures(payload, files, product.vi)
    const made = await createBilingual(
      payload,
      'products',
      { modelCode: { equals: product.vi.modelCode } },
      (locale) => productData(product, locale, colours, toLexical),
    )
    if (made) created.add(product.key)
  })
  await linkProducts(payload, content.products, created)
  return { filters, products: created.size }
}
