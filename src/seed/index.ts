import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

import { seedAdmin } from './admin'
import { pickLocale, withRowIds } from './bilingual'
import { bannerSeeds } from './data/banners'
import { currencySeeds } from './data/currencies'
import { mediaSeeds as homeMediaSeeds } from './data/media'
import { footerSeed, navigationSeed } from './data/navigation'
import { pageSeeds as homePageSeeds } from './data/pages'
import { catalogueMediaSeeds, cataloguePageSeeds } from './data/pagesCatalogue'
import { benefitMediaSeeds, productBenefitSeeds } from './data/productBenefits'
import { companyMediaSeeds, companyPageSeeds } from './data/pagesCompany'
import { redirectSeeds } from './data/redirects'
import { settingSeeds } from './data/settings'
import { topicSeeds } from './data/topics'
import { renderSeedImage } from './images'
import type { Page } from '@/payload-types'

import type { BlockSeed, PageSeed } from './types'
import {
  countCreated,
  createAll,
  createBilingual,
  otherLocales,
  write,
  type SeedData,
} from './write'
import { seedCatalogue } from './products'

const mediaSeeds = [
  ...homeMediaSeeds,
  ...catalogueMediaSeeds,
  ...companyMediaSeeds,
  ...benefitMediaSeeds,
]
const pageSeeds = [...homePageSeeds, ...cataloguePageSeeds, ...companyPageSeeds]

type MediaIds = Map<string, number>

async function seedMedia(payload: Payload): Promise<{ ids: MediaIds; created: number }> {
  const ids: MediaIds = new Map()
  let created = 0
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    select: { filename: true },
    overrideAccess: true,
  })
  const byName = new Map(docs.map((doc) => [doc.filename, doc.id]))
  for (const seed of mediaSeeds) {
    const existing = byName.get(`${seed.key}.webp`)
    if (existing !== undefined) {
      ids.set(seed.key, existing)
      continue
    }
    const image = await renderSeedImage(seed)
    const doc = await payload.create({
      collection: 'media',
      ...write,
      locale: defaultLocale,
      data: { alt: seed.alt.vi },
      file: {
        data: image.data,
        mimetype: image.mimetype,
        name: image.name,
        size: image.data.length,
      },
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'media',
        id: doc.id,
        ...write,
        locale,
        data: { alt: seed.alt[locale] },
      })
    }
    ids.set(seed.key, doc.id)
    created += 1
  }
  return { ids, created }
}

function mediaId(ids: MediaIds, key: string): number
function mediaId(ids: MediaIds, key: string | undefined): number | undefined
function mediaId(ids: MediaIds, key: string | undefined): number | undefined {
  if (key === undefined) return undefined
  const id = ids.get(key)
  if (id === undefined) throw new Error(`Seed data refers to unknown media "${key}"`)
  return id
}

/** Replaces media keys in a block by ids (the rest of the block is stored as written). */
function resolveBlock(
  block: ReturnType<typeof pickLocale<BlockSeed>>,
  ids: MediaIds,
): Page['layout'][number] {
  switch (block.blockType) {
    case 'hero':
      return { ...block, media: mediaId(ids, block.media) }
    case 'mediaText':
      return { ...block, media: mediaId(ids, block.media) }
    case 'cardGrid':
      return {
        ...block,
        cards: block.cards.map((card) => ({ ...card, media: mediaId(ids, card.media) })),
      }
    case 'richText':
      // Lexical JSON built by ./lexical is the editor's stored format.
      return {
        ...block,
        content: block.content as unknown as Extract<
          Page['layout'][number],
          { blockType: 'richText' }
        >['content'],
      }
    default:
      return block
  }
}

function pageData(seed: PageSeed, locale: Locale, ids: MediaIds) {
  const picked = pickLocale(seed, locale)
  return {
    title: picked.title,
    slug: picked.slug,
    chrome: picked.chrome ?? 'full',
    layout: picked.layout.map((block) => resolveBlock(block, ids)),
    mainViewLabel: picked.mainViewLabel ?? null,
    views: (picked.views ?? []).map((view) => ({
      key: view.key,
      label: view.label,
      layout: view.layout.map((block) => resolveBlock(block, ids)),
    })),
    seo: {
      title: picked.seo.title,
      description: picked.seo.description,
      image: mediaId(ids, picked.seo.image),
    },
    _status: 'published' as const,
  }
}

const seedPages = (payload: Payload, ids: MediaIds) =>
  createAll(pageSeeds, (seed) =>
    createBilingual(payload, 'pages', { slug: { equals: seed.slug.vi } }, (locale) =>
      pageData(seed, locale, ids),
    ),
  )

const seedBanners = (payload: Payload, ids: MediaIds) =>
  createAll(bannerSeeds, (seed) =>
    createBilingual(
      payload,
      'banners',
      { and: [{ name: { equals: seed.name.vi } }, { bannerType: { equals: seed.bannerType } }] },
      (locale) => {
        const picked = pickLocale(seed, locale)
        return {
          name: picked.name,
          bannerType: seed.bannerType,
          picture: mediaId(ids, picked.picture),
          mobilePicture: mediaId(ids, picked.mobilePicture) ?? null,
          urlRef: seed.urlRef ?? null,
          caption: picked.caption ?? null,
          ctaLabel: picked.ctaLabel ?? null,
          displayOrder: seed.displayOrder,
          isActive: seed.isActive ?? true,
        }
      },
    ),
  )

/** Stories after the catalogue: they name the products they feature by model code. */
async function seedProductBenefits(payload: Payload, ids: MediaIds): Promise<number> {
  const { docs } = await payload.find({
    collection: 'products',
    overrideAccess: true,
    where: { modelCode: { in: productBenefitSeeds.flatMap((seed) => seed.products) } },
    pagination: false,
    depth: 0,
    select: { modelCode: true },
  })
  const productId = new Map(docs.map((doc) => [doc.modelCode, doc.id]))
  return createAll(productBenefitSeeds, (seed) =>
    createBilingual(payload, 'product-benefits', { slug: { equals: seed.slug.vi } }, (locale) => {
      const picked = pickLocale(seed, locale)
      return {
        title: picked.title,
        slug: picked.slug,
        summary: picked.summary,
        body: picked.body,
        category: seed.category,
        cover: mediaId(ids, seed.cover),
        products: seed.products.map((code) => {
          const id = productId.get(code)
          if (id === undefined)
            throw new Error(`Story "${seed.slug.vi}" names unknown product ${code}`)
          return id
        }),
        publishedAt: new Date(`${seed.publishedAt}T09:00:00+07:00`).toISOString(),
        displayOrder: seed.displayOrder,
        isActive: true,
      }
    }),
  )
}

const seedSettings = (payload: Payload) =>
  createAll(settingSeeds, (seed) =>
    createBilingual(payload, 'settings', { key: { equals: seed.key } }, (locale) => ({
      key: seed.key,
      value: seed.value[locale],
    })),
  )

/** DD/MM/YYYY → ISO date. */
const isoDate = (value: string) => {
  const [day, month, year] = value.split('/')
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString()
}

const seedTopics = (payload: Payload) =>
  createAll(topicSeeds, (seed) =>
    createBilingual(payload, 'topics', { topicLink: { equals: seed.topicLink } }, (locale) => {
      const picked = pickLocale(seed, locale)
      return {
        title: picked.title,
        slug: picked.slug,
        topicLink: seed.topicLink,
        isActive: true,
        updatedOn: isoDate(seed.updatedOn),
        summary: picked.summary,
        content: picked.content,
      }
    }),
  )

const seedCurrencies = (payload: Payload) =>
  createAll(currencySeeds, (seed) =>
    createBilingual(
      payload,
      'currencies',
      { currencyCode: { equals: seed.currencyCode } },
      (locale) => ({
        ...pickLocale(seed, locale),
        isActive: true,
      }),
    ),
  )

async function seedRedirects(payload: Payload): Promise<number> {
  return countCreated(
    redirectSeeds.map(async (seed) => {
      const { totalDocs } = await payload.count({
        collection: 'slug-redirects',
        where: { oldSlug: { equals: seed.oldSlug } },
        overrideAccess: true,
      })
      if (totalDocs > 0) return false
      await payload.create({ collection: 'slug-redirects', ...write, data: seed })
      return true
    }),
  )
}

/** Menus and footer are filled once; afterwards they belong to the editors. */
async function seedGlobals(payload: Payload): Promise<number> {
  let created = 0
  const globals = [
    {
      slug: 'navigation' as const,
      filled: (doc: SeedData) => Array.isArray(doc.mainMenu) && doc.mainMenu.length > 0,
      seed: navigationSeed,
    },
    {
      slug: 'footer' as const,
      filled: (doc: SeedData) => Array.isArray(doc.groups) && doc.groups.length > 0,
      seed: footerSeed,
    },
  ]
  for (const global of globals) {
    const current = (await payload.findGlobal({
      slug: global.slug,
      depth: 0,
      overrideAccess: true,
    })) as unknown as SeedData
    if (global.filled(current)) continue
    const stored = await payload.updateGlobal({
      slug: global.slug,
      ...write,
      locale: defaultLocale,
      data: pickLocale(global.seed, defaultLocale) as never,
    })
    for (const locale of otherLocales) {
      await payload.updateGlobal({
        slug: global.slug,
        ...write,
        locale,
        data: withRowIds(pickLocale(global.seed, locale), stored) as never,
      })
    }
    created += 1
  }
  return created
}

/**
 * Idempotent demo content: creates what is missing (matched by natural keys: file name, slug,
 * position and name, setting key) and never overwrites what editors changed.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedAdmin(payload)
  const started = Date.now()
  const media = await seedMedia(payload)
  const counts = {
    settings: await seedSettings(payload),
    currencies: await seedCurrencies(payload),
    topics: await seedTopics(payload),
    banners: await seedBanners(payload, media.ids),
    pages: await seedPages(payload, media.ids),
    redirects: await seedRedirects(payload),
    menus: await seedGlobals(payload),
    ...(await seedCatalogue(payload)),
    stories: await seedProductBenefits(payload, media.ids),
  }
  const created = Object.entries(counts).filter(([, count]) => count > 0)
  payload.logger.info(
    media.created === 0 && created.length === 0
      ? 'Seed: demo content already present'
      : `Seed: ${media.created} images, ${created.map(([name, count]) => `${count} ${name}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
