import type { Payload } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'

import { seedAdmin } from './admin'
import { pickLocale, withRowIds, type Bilingual } from './bilingual'
import { bannerSeeds } from './data/banners'
import { mediaSeeds } from './data/media'
import { pageSeeds } from './data/pages'
import { settingSeeds } from './data/settings'
import { renderSeedImage } from './images'
import type { Page } from '@/payload-types'

import type { BlockSeed, PageSeed } from './types'

/** Seeds write without revalidating (nothing is cached yet) and as the system. */
const write = { overrideAccess: true, context: { disableRevalidate: true }, depth: 0 } as const

type MediaIds = Map<string, number>

const otherLocales = locales.filter((locale) => locale !== defaultLocale)

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

function pageData(seed: PageSeed, locale: (typeof locales)[number], ids: MediaIds) {
  const picked = pickLocale(seed, locale)
  return {
    title: picked.title,
    slug: picked.slug,
    chrome: picked.chrome ?? 'full',
    layout: picked.layout.map((block) => resolveBlock(block, ids)),
    seo: {
      title: picked.seo.title,
      description: picked.seo.description,
      image: mediaId(ids, picked.seo.image),
    },
    _status: 'published' as const,
  }
}

async function seedPages(payload: Payload, ids: MediaIds): Promise<number> {
  let created = 0
  for (const seed of pageSeeds) {
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { slug: { equals: seed.slug.vi } },
      locale: defaultLocale,
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const doc = await payload.create({
      collection: 'pages',
      ...write,
      locale: defaultLocale,
      data: pageData(seed, defaultLocale, ids),
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        ...write,
        locale,
        data: withRowIds(pageData(seed, locale, ids), doc),
      })
    }
    created += 1
  }
  return created
}

async function seedBanners(payload: Payload, ids: MediaIds): Promise<number> {
  let created = 0
  for (const seed of bannerSeeds) {
    const { totalDocs } = await payload.count({
      collection: 'banners',
      where: {
        and: [{ name: { equals: seed.name.vi } }, { bannerType: { equals: seed.bannerType } }],
      },
      locale: defaultLocale,
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const data = (locale: (typeof locales)[number]) => {
      const picked = pickLocale(seed, locale)
      return {
        name: picked.name,
        bannerType: seed.bannerType,
        picture: mediaId(ids, picked.picture)!,
        mobilePicture: mediaId(ids, picked.mobilePicture) ?? null,
        urlRef: seed.urlRef ?? null,
        caption: picked.caption ?? null,
        ctaLabel: picked.ctaLabel ?? null,
        displayOrder: seed.displayOrder,
        isActive: seed.isActive ?? true,
      }
    }
    const doc = await payload.create({
      collection: 'banners',
      ...write,
      locale: defaultLocale,
      data: data(defaultLocale),
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'banners',
        id: doc.id,
        ...write,
        locale,
        data: data(locale),
      })
    }
    created += 1
  }
  return created
}

async function seedSettings(payload: Payload): Promise<number> {
  let created = 0
  for (const seed of settingSeeds) {
    const { totalDocs } = await payload.count({
      collection: 'settings',
      where: { key: { equals: seed.key } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const value = seed.value as Bilingual<string>
    const doc = await payload.create({
      collection: 'settings',
      ...write,
      locale: defaultLocale,
      data: { key: seed.key, value: value.vi },
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'settings',
        id: doc.id,
        ...write,
        locale,
        data: { value: value[locale] },
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
  const settings = await seedSettings(payload)
  const banners = await seedBanners(payload, media.ids)
  const pages = await seedPages(payload, media.ids)
  const total = media.created + settings + banners + pages
  payload.logger.info(
    total === 0
      ? 'Seed: demo content already present'
      : `Seed: ${media.created} images, ${settings} settings, ${banners} banners, ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
