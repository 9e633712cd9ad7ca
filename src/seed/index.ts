import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'

import { seedAdmin } from './admin'
import { renderSeedImage } from './images'
import { loadContent, type Localised, type SeedContent } from './load'
import { idOf, seedPostContent } from './posts'
import { seedDealers } from './dealers'
import { seedProjects } from './projects'
import { seedDocuments } from './documents'
import { seedCatalogue } from './products'
import { seedTrainingCourses } from './trainingCourses'
import { markdownConverter, type RichText } from './richText'
import type { BlockSeed, MediaSeed, PageSeed } from './schema'
import {
  countCreated,
  createAll,
  createBilingual,
  otherLocales,
  withRowIds,
  write,
  type SeedData,
} from './write'

type MediaIds = Map<string, number>
type ToLexical = (markdown: string) => RichText

async function seedMedia(
  payload: Payload,
  media: Localised<MediaSeed>[],
): Promise<{ ids: MediaIds; created: number }> {
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
  for (const item of media) {
    const existing = byName.get(`${item.vi.key}.webp`)
    if (existing !== undefined) {
      ids.set(item.vi.key, existing)
      continue
    }
    const image = await renderSeedImage(item.vi)
    const doc = await payload.create({
      collection: 'media',
      ...write,
      locale: defaultLocale,
      data: { alt: item.vi.alt },
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
        data: { alt: item[locale].alt },
      })
    }
    ids.set(item.vi.key, doc.id)
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

/** Replaces media keys in a block by ids and Markdown by Lexical (the rest is stored as written). */
function resolveBlock(
  block: BlockSeed,
  ids: MediaIds,
  toLexical: ToLexical,
  posts: Map<string, number>,
): SeedData {
  switch (block.blockType) {
    case 'eventRegistration': {
      const event = posts.get(block.event)
      if (event === undefined) throw new Error(`Seed data refers to unknown post "${block.event}"`)
      return { ...block, event }
    }
    case 'hero':
      return { ...block, media: mediaId(ids, block.media) }
    case 'mediaText': {
      const { content, ...rest } = block
      return {
        ...rest,
        media: mediaId(ids, block.media),
        ...(content === undefined ? {} : { content: toLexical(content) }),
      }
    }
    case 'cardGrid':
      return {
        ...block,
        cards: block.cards.map((card) => ({ ...card, media: mediaId(ids, card.media) })),
      }
    case 'richText':
      return { ...block, content: toLexical(block.content) }
    default:
      return block
  }
}

function pageData(page: PageSeed, ids: MediaIds, toLexical: ToLexical, posts: Map<string, number>) {
  const layout = (blocks: BlockSeed[]) =>
    blocks.map((block) => resolveBlock(block, ids, toLexical, posts))
  return {
    title: page.title,
    slug: page.slug,
    chrome: page.chrome ?? 'full',
    businessArea: page.businessArea ?? null,
    layout: layout(page.layout),
    mainViewLabel: page.mainViewLabel ?? null,
    views: (page.views ?? []).map((view) => ({
      key: view.key,
      label: view.label,
      layout: layout(view.layout),
    })),
    seo: {
      title: page.seo.title,
      description: page.seo.description,
      image: mediaId(ids, page.seo.image),
      noIndex: page.seo.noIndex ?? false,
    },
    _status: 'published' as const,
  }
}

/** The ids of the posts that page blocks name by seed key (an event's registration). */
async function pagePostIds(payload: Payload, content: SeedContent): Promise<Map<string, number>> {
  const keys = new Set(
    content.pages
      .flatMap((page) => [page.vi.layout, ...(page.vi.views ?? []).map((view) => view.layout)])
      .flat()
      .flatMap((block) => (block.blockType === 'eventRegistration' ? [block.event] : [])),
  )
  const ids = new Map<string, number>()
  for (const key of keys) {
    const post = content.posts.find((item) => item.vi.key === key)
    if (!post) throw new Error(`Seed data refers to unknown post "${key}"`)
    ids.set(key, await idOf(payload, 'posts', { slug: { equals: post.vi.slug } }))
  }
  return ids
}

/** Pages after the posts: an event landing's registration block names its event. */
async function seedPages(
  payload: Payload,
  content: SeedContent,
  ids: MediaIds,
  toLexical: ToLexical,
) {
  const posts = await pagePostIds(payload, content)
  return createAll(content.pages, (page) =>
    createBilingual(payload, 'pages', { slug: { equals: page.vi.slug } }, (locale) =>
      pageData(page[locale], ids, toLexical, posts),
    ),
  )
}

const seedBanners = (payload: Payload, content: SeedContent, ids: MediaIds) =>
  createAll(content.banners, (banner) =>
    createBilingual(
      payload,
      'banners',
      {
        and: [
          { name: { equals: banner.vi.name } },
          { bannerType: { equals: banner.vi.bannerType } },
        ],
      },
      (locale) => ({
        name: banner[locale].name,
        bannerType: banner.vi.bannerType,
        picture: mediaId(ids, banner[locale].picture),
        mobilePicture: mediaId(ids, banner[locale].mobilePicture) ?? null,
        urlRef: banner.vi.urlRef ?? null,
        caption: banner[locale].caption ?? null,
        ctaLabel: banner[locale].ctaLabel ?? null,
        displayOrder: banner.vi.displayOrder,
        isActive: banner.vi.isActive ?? true,
      }),
    ),
  )

/** Stories after the catalogue: they name the products they feature by model code. */
async function seedProductBenefits(
  payload: Payload,
  content: SeedContent,
  ids: MediaIds,
  toLexical: ToLexical,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'products',
    overrideAccess: true,
    where: { modelCode: { in: content.productBenefits.flatMap((story) => story.vi.products) } },
    pagination: false,
    depth: 0,
    select: { modelCode: true },
  })
  const productId = new Map(docs.map((doc) => [doc.modelCode, doc.id]))
  return createAll(content.productBenefits, (story) =>
    createBilingual(payload, 'product-benefits', { slug: { equals: story.vi.slug } }, (locale) => ({
      title: story[locale].title,
      slug: story[locale].slug,
      summary: story[locale].summary,
      body: toLexical(story[locale].body),
      category: story.vi.category,
      cover: mediaId(ids, story.vi.cover),
      products: story.vi.products.map((code) => {
        const id = productId.get(code)
        if (id === undefined)
          throw new Error(`Story "${story.vi.slug}" names unknown product ${code}`)
        return id
      }),
      publishedAt: new Date(`${story.vi.publishedAt}T09:00:00+07:00`).toISOString(),
      displayOrder: story.vi.displayOrder,
      isActive: true,
    })),
  )
}

const seedSettings = (payload: Payload, content: SeedContent) =>
  createAll(content.settings, (setting) =>
    createBilingual(payload, 'settings', { key: { equals: setting.vi.key } }, (locale) => ({
      key: setting.vi.key,
      value: setting[locale].value,
    })),
  )

/** DD/MM/YYYY → ISO date. */
const isoDate = (value: string) => {
  const [day, month, year] = value.split('/')
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString()
}

const seedTopics = (payload: Payload, content: SeedContent, toLexical: ToLexical) =>
  createAll(content.topics, (topic) =>
    createBilingual(payload, 'topics', { topicLink: { equals: topic.vi.topicLink } }, (locale) => ({
      title: topic[locale].title,
      slug: topic[locale].slug,
      topicLink: topic.vi.topicLink,
      isActive: true,
      updatedOn: isoDate(topic.vi.updatedOn),
      summary: topic[locale].summary,
      content: toLexical(topic[locale].content),
    })),
  )

const seedCurrencies = (payload: Payload, content: SeedContent) =>
  createAll(content.currencies, (currency) =>
    createBilingual(
      payload,
      'currencies',
      { currencyCode: { equals: currency.vi.currencyCode } },
      (locale) => ({ ...currency[locale], isActive: true }),
    ),
  )

async function seedRedirects(payload: Payload, content: SeedContent): Promise<number> {
  return countCreated(
    content.redirects.map(async ({ oldSlug, activeSlug }) => {
      const { totalDocs } = await payload.count({
        collection: 'slug-redirects',
        where: { oldSlug: { equals: oldSlug } },
        overrideAccess: true,
      })
      if (totalDocs > 0) return false
      await payload.create({
        collection: 'slug-redirects',
        ...write,
        data: { oldSlug, activeSlug },
      })
      return true
    }),
  )
}

/** Search synonyms are filled once, into an empty collection; afterwards they are the editors'. */
async function seedSynonyms(payload: Payload, content: SeedContent): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'search-synonyms', overrideAccess: true })
  if (totalDocs > 0) return 0
  for (const { language, relation, terms } of content.synonyms) {
    await payload.create({
      collection: 'search-synonyms',
      ...write,
      data: { language, relation, terms: terms.join(', ') },
    })
  }
  return content.synonyms.length
}

/** Menus and footer are filled once; afterwards they belong to the editors. */
async function seedGlobals(payload: Payload, content: SeedContent): Promise<number> {
  let created = 0
  const globals = [
    {
      slug: 'navigation' as const,
      filled: (doc: SeedData) => Array.isArray(doc.mainMenu) && doc.mainMenu.length > 0,
      seed: content.navigation,
    },
    {
      slug: 'footer' as const,
      filled: (doc: SeedData) => Array.isArray(doc.groups) && doc.groups.length > 0,
      seed: content.footer,
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
      data: global.seed[defaultLocale] as never,
    })
    for (const locale of otherLocales) {
      await payload.updateGlobal({
        slug: global.slug,
        ...write,
        locale,
        data: withRowIds(global.seed[locale], stored) as never,
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
  const timings: string[] = []
  /** Runs one step and notes how long it took, when that is long enough to matter. */
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const from = Date.now()
    const result = await run()
    const seconds = (Date.now() - from) / 1000
    if (seconds >= 1) timings.push(`${name} ${seconds.toFixed(1)} s`)
    return result
  }
  const content = loadContent()
  const toLexical = await markdownConverter(payload.config)
  const media = await step('images', () => seedMedia(payload, content.media))
  const counts = {
    settings: await step('settings', () => seedSettings(payload, content)),
    currencies: await step('currencies', () => seedCurrencies(payload, content)),
    topics: await step('topics', () => seedTopics(payload, content, toLexical)),
    banners: await step('banners', () => seedBanners(payload, content, media.ids)),
    redirects: await step('redirects', () => seedRedirects(payload, content)),
    synonyms: await step('synonyms', () => seedSynonyms(payload, content)),
    menus: await step('menus', () => seedGlobals(payload, content)),
    dealers: await step('dealers', () => seedDealers(payload, content)),
    ...(await step('catalogue', () => seedCatalogue(payload, content, toLexical))),
    documents: await step('documents', () => seedDocuments(payload, content)),
    stories: await step('stories', () =>
      seedProductBenefits(payload, content, media.ids, toLexical),
    ),
    ...(await step('posts', () =>
      seedPostContent(payload, content, (key) => mediaId(media.ids, key), toLexical),
    )),
    pages: await step('pages', () => seedPages(payload, content, media.ids, toLexical)),
    trainingCourses: await step('trainingCourses', () =>
      seedTrainingCourses(payload, content, (key) => mediaId(media.ids, key), toLexical),
    ),
    projects: await step('projects', () =>
      seedProjects(payload, content, (key) => mediaId(media.ids, key), toLexical),
    ),
  }
  const created = Object.entries(counts).filter(([, count]) => count > 0)
  payload.logger.info(
    media.created === 0 && created.length === 0
      ? 'Seed: demo content already present'
      : `Seed: ${media.created} images, ${created.map(([name, count]) => `${count} ${name}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')})`,
  )
}
