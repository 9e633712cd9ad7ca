import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import {
  bannerSchema,
  type BannerSeed,
  careerSeedSchema,
  type CareerSeed,
  dealerSeedSchema,
  type DealerSeed,
  trainingCourseSeedSchema,
  type TrainingCourseSeed,
  postCategorySchema,
  type PostCategorySeed,
  postSeedSchema,
  type PostSeed,
  currencySchema,
  type CurrencySeed,
  documentSeedSchema,
  type DocumentSeed,
  projectSeedSchema,
  type ProjectSeed,
  footerSchema,
  type FooterSeed,
  mediaSchema,
  type MediaSeed,
  navigationSchema,
  type NavigationSeed,
  pageSchema,
  type PageSeed,
  productBenefitSchema,
  type ProductBenefitSeed,
  productFilterSchema,
  type ProductFilterSeed,
  productSchema,
  type ProductSeed,
  redirectSchema,
  type RedirectSeed,
  synonymSchema,
  type SynonymSeed,
  settingSchema,
  type SettingSeed,
  topicSchema,
  type TopicSeed,
} from './schema'

/**
 * Reads the seed content (`content/`, described in its README): one YAML file per document and
 * language, the English one merged over the Vietnamese one, each checked against its schema.
 */

/** A document in both languages; `key` is its file name without the language. */
export type Localised<T> = { key: string; files: Record<Locale, string> } & Record<Locale, T>

/**
 * Read at run time from the repository (the seed also runs inside the built server, whose
 * working directory is the repository root), so the build must not trace it.
 */
export const contentDir = (): string =>
  path.join(/* turbopackIgnore: true */ process.cwd(), 'src', 'seed', 'content')

/** Lower-case words joined by "-": `BrandName` → `brand-name`, `a/index_old` → `a-index-old`. */
export const kebab = (value: string): string =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Fields that name a thing rather than say something: English may repeat them, not change them. */
const IDENTITY_FIELDS = new Set(['blockType', 'key', 'icon', 'kind'])

export class ContentError extends Error {
  override name = 'ContentError'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The parsed YAML of `file`; a syntax error names the file. */
export function readYaml(file: string): unknown {
  try {
    return parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new ContentError(`${file}: ${detail}`, { cause: error })
  }
}

/**
 * The English document: `en` merged over `vi` (objects by key, lists by index). English holds
 * texts only, at places the Vietnamese document has; anything else is an error at `at`.
 */
export function mergeEnglish(vi: unknown, en: unknown, at = ''): unknown {
  if (en === undefined || en === null) return vi
  const here = at || 'the document'
  if (Array.isArray(vi)) {
    if (!Array.isArray(en)) throw new ContentError(`${here}: expected a list`)
    if (en.length > vi.length) {
      throw new ContentError(`${at}[${vi.length}] has no Vietnamese counterpart`)
    }
    return vi.map((item, index) => mergeEnglish(item, en[index], `${at}[${index}]`))
  }
  if (isRecord(vi)) {
    if (!isRecord(en)) throw new ContentError(`${here}: expected a map`)
    const stray = Object.keys(en).find((key) => !(key in vi))
    if (stray !== undefined) {
      throw new ContentError(`${at ? `${at}.` : ''}${stray} has no Vietnamese counterpart`)
    }
    return Object.fromEntries(
      Object.entries(vi).map(([key, value]) => {
        const field = at ? `${at}.${key}` : key
        if (IDENTITY_FIELDS.has(key) && en[key] !== undefined && en[key] !== value) {
          throw new ContentError(`${field} must be "${String(value)}" as in Vietnamese`)
        }
        return [key, IDENTITY_FIELDS.has(key) ? value : mergeEnglish(value, en[key], field)]
      }),
    )
  }
  if (typeof vi === 'string') {
    if (typeof en !== 'string') throw new ContentError(`${here}: expected a text`)
    return en
  }
  throw new ContentError(`${here}: only texts are translated`)
}

function validate<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issues = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(document)'}: ${issue.message}`,
  )
  throw new ContentError(`${file} is not a valid document:\n${issues.join('\n')}`)
}

type Kind<T> = {
  folder: string
  schema: z.ZodType<T>
  /** The file name a document must have (its natural key, in kebab case). */
  key: (doc: T) => string
}

const LANGUAGE_FILE = /^(.+)\.(vi|en)\.yaml$/

/** Lists `folder`, failing on any file that is not `<key>.<vi|en>.yaml`. */
function localisedFiles(dir: string): Map<string, Partial<Record<Locale, string>>> {
  const byKey = new Map<string, Partial<Record<Locale, string>>>()
  for (const name of readdirSync(/* turbopackIgnore: true */ dir).sort()) {
    const match = LANGUAGE_FILE.exec(name)
    if (!match)
      throw new ContentError(`${path.join(dir, name)}: expected <key>.vi.yaml or <key>.en.yaml`)
    const [, key = '', locale = ''] = match
    byKey.set(key, { ...byKey.get(key), [locale]: path.join(dir, name) })
  }
  return byKey
}

function checkKey<T>(kind: Kind<T>, doc: T, key: string, file: string) {
  const expected = kind.key(doc)
  if (expected !== key) {
    throw new ContentError(`${file}: the file of this document must be named ${expected}`)
  }
}

/** One document from its two files. */
function loadDocument<T>(kind: Kind<T>, key: string, files: Partial<Record<Locale, string>>) {
  const { vi: viFile, en: enFile } = files
  if (!viFile || !enFile) {
    const [only = key] = Object.values(files)
    throw new ContentError(`${only}: ${key}.${viFile ? 'en' : 'vi'}.yaml is missing beside it`)
  }
  const viRaw = readYaml(viFile)
  let enRaw: unknown
  try {
    enRaw = mergeEnglish(viRaw, readYaml(enFile))
  } catch (error) {
    if (!(error instanceof ContentError) || error.message.startsWith(enFile)) throw error
    throw new ContentError(`${enFile}: ${error.message}`, { cause: error })
  }
  const vi = validate(kind.schema, viRaw, viFile)
  checkKey(kind, vi, key, viFile)
  const en = validate(kind.schema, enRaw, enFile)
  return { key, files: { vi: viFile, en: enFile }, vi, en } satisfies Localised<T>
}

/** In key order (`training-center` before `training-center-show-room`, unlike their file names). */
const loadLocalised = <T>(root: string, kind: Kind<T>): Localised<T>[] =>
  [...localisedFiles(path.join(root, kind.folder))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, files]) => loadDocument(kind, key, files))

/** Documents without texts: one `<key>.yaml` each. */
function loadPlain<T>(root: string, kind: Kind<T>): T[] {
  const dir = path.join(root, kind.folder)
  return readdirSync(/* turbopackIgnore: true */ dir)
    .sort()
    .map((name) => {
      const file = path.join(dir, name)
      if (!name.endsWith('.yaml') || LANGUAGE_FILE.test(name)) {
        throw new ContentError(`${file}: expected <key>.yaml (these documents have no texts)`)
      }
      const doc = validate(kind.schema, readYaml(file), file)
      checkKey(kind, doc, name.slice(0, -'.yaml'.length), file)
      return doc
    })
}

const kind = <T>(folder: string, schema: z.ZodType<T>, key: (doc: T) => string): Kind<T> => ({
  folder,
  schema,
  key,
})

const kinds = {
  media: kind('media', mediaSchema, (doc) => doc.key),
  pages: kind('pages', pageSchema, (doc) => kebab(doc.slug)),
  banners: kind('banners', bannerSchema, (doc) => kebab(doc.picture)),
  topics: kind('topics', topicSchema, (doc) => doc.slug),
  settings: kind('settings', settingSchema, (doc) => kebab(doc.key)),
  currencies: kind('currencies', currencySchema, (doc) => kebab(doc.currencyCode)),
  productFilters: kind('product-filters', productFilterSchema, (doc) =>
    kebab(`${doc.category}-${doc.key}`),
  ),
  products: kind('products', productSchema, (doc) => doc.key),
  productBenefits: kind('product-benefits', productBenefitSchema, (doc) => doc.slug),
  postCategories: kind('post-categories', postCategorySchema, (doc) => doc.key),
  posts: kind('posts', postSeedSchema, (doc) => doc.key),
  careers: kind('careers', careerSeedSchema, (doc) => doc.key),
  dealers: kind('dealers', dealerSeedSchema, (doc) => doc.key),
  trainingCourses: kind('training-courses', trainingCourseSeedSchema, (doc) => doc.key),
  documents: kind('documents', documentSeedSchema, (doc) => doc.key),
  projects: kind('projects', projectSeedSchema, (doc) => doc.key),
}
const redirects = kind('slug-redirects', redirectSchema, (doc) => kebab(doc.oldSlug))
const synonyms = kind('search-synonyms', synonymSchema, (doc) => doc.key)
const globals = {
  navigation: kind('globals', navigationSchema, () => 'navigation'),
  footer: kind('globals', footerSchema, () => 'footer'),
}

export type SeedContent = {
  media: Localised<MediaSeed>[]
  pages: Localised<PageSeed>[]
  banners: Localised<BannerSeed>[]
  topics: Localised<TopicSeed>[]
  settings: Localised<SettingSeed>[]
  currencies: Localised<CurrencySeed>[]
  productFilters: Localised<ProductFilterSeed>[]
  products: Localised<ProductSeed>[]
  productBenefits: Localised<ProductBenefitSeed>[]
  postCategories: Localised<PostCategorySeed>[]
  posts: Localised<PostSeed>[]
  careers: Localised<CareerSeed>[]
  dealers: Localised<DealerSeed>[]
  trainingCourses: Localised<TrainingCourseSeed>[]
  documents: Localised<DocumentSeed>[]
  projects: Localised<ProjectSeed>[]
  redirects: RedirectSeed[]
  synonyms: SynonymSeed[]
  navigation: Localised<NavigationSeed>
  footer: Localised<FooterSeed>
}

/** `globals/` holds exactly one document per global. */
function loadGlobals(root: string): Pick<SeedContent, 'navigation' | 'footer'> {
  const dir = path.join(root, 'globals')
  const files = localisedFiles(dir)
  const stray = [...files.keys()].find((key) => !(key in globals))
  if (stray !== undefined) throw new ContentError(`${path.join(dir, stray)}: no such global`)
  const filesOf = (slug: keyof typeof globals) => {
    const found = files.get(slug)
    if (!found) throw new ContentError(`${path.join(dir, `${slug}.vi.yaml`)} is missing`)
    return found
  }
  return {
    navigation: loadDocument(globals.navigation, 'navigation', filesOf('navigation')),
    footer: loadDocument(globals.footer, 'footer', filesOf('footer')),
  }
}

/** Every seed document, each collection in file-name order. */
export function loadContent(root: string = contentDir()): SeedContent {
  const folders = new Set([...Object.values(kinds), redirects, synonyms].map((kind) => kind.folder))
  folders.add('globals')
  for (const entry of readdirSync(/* turbopackIgnore: true */ root)) {
    if (!folders.has(entry) && entry !== 'README.md') {
      throw new ContentError(`${path.join(root, entry)}: not a collection of the seed`)
    }
  }
  return {
    media: loadLocalised(root, kinds.media),
    pages: loadLocalised(root, kinds.pages),
    banners: loadLocalised(root, kinds.banners),
    topics: loadLocalised(root, kinds.topics),
    settings: loadLocalised(root, kinds.settings),
    currencies: loadLocalised(root, kinds.currencies),
    productFilters: loadLocalised(root, kinds.productFilters),
    products: loadLocalised(root, kinds.products),
    productBenefits: loadLocalised(root, kinds.productBenefits),
    postCategories: loadLocalised(root, kinds.postCategories),
    posts: loadLocalised(root, kinds.posts),
    careers: loadLocalised(root, kinds.careers),
    dealers: loadLocalised(root, kinds.dealers),
    trainingCourses: loadLocalised(root, kinds.trainingCourses),
    documents: loadLocalised(root, kinds.documents),
    projects: loadLocalised(root, kinds.projects),
    redirects: loadPlain(root, redirects),
    synonyms: loadPlain(root, synonyms),
    ...loadGlobals(root),
  }
}
