import type { Payload } from 'payload'

import { vietnamTime } from '@/domain/vietnamTime'
import type { Locale } from '@/i18n/locales'

import type { Localised, SeedContent } from './load'
import type { RichText } from './richText'
import type { ProjectSeed } from './schema'
import { createAll, createBilingual } from './write'

type MediaId = (key: string) => number
type ToLexical = (markdown: string) => RichText

/** Product ids by the keys projects name them by (the catalogue is seeded before). */
async function productIds(payload: Payload, content: SeedContent): Promise<Map<string, number>> {
  const codeByKey = new Map(
    content.products.map((product) => [product.vi.key, product.vi.modelCode]),
  )
  const { docs } = await payload.find({
    collection: 'products',
    overrideAccess: true,
    where: { modelCode: { in: [...codeByKey.values()] } },
    pagination: false,
    depth: 0,
    select: { modelCode: true },
  })
  const idByCode = new Map(docs.map((doc) => [doc.modelCode, doc.id]))
  return new Map(
    [...codeByKey].flatMap(([key, code]) => {
      const id = idByCode.get(code)
      return id === undefined ? [] : [[key, id] as const]
    }),
  )
}

/** Reference projects and their galleries, after the catalogue and the pictures. */
export async function seedProjects(
  payload: Payload,
  content: SeedContent,
  mediaId: MediaId,
  toLexical: ToLexical,
): Promise<number> {
  const products = await productIds(payload, content)
  const productId = (project: ProjectSeed) => (key: string) => {
    const id = products.get(key)
    if (id === undefined) throw new Error(`Project "${project.key}" names unknown product "${key}"`)
    return id
  }
  const data = (project: Localised<ProjectSeed>) => (locale: Locale) => {
    const { vi } = project
    const doc = project[locale]
    return {
      name: doc.name,
      slug: doc.slug,
      summary: doc.summary,
      body: toLexical(doc.body),
      businessArea: vi.businessArea,
      projectType: vi.projectType,
      projectCategory: vi.projectCategory ?? null,
      client: doc.client,
      province: vi.province,
      year: vi.year,
      products: (vi.products ?? []).map(productId(vi)),
      systems: (doc.systems ?? []).map((name) => ({ name })),
      figures: (doc.figures ?? []).map(({ label, value }) => ({ label, value })),
      cover: mediaId(vi.cover),
      gallery: vi.gallery.map(mediaId),
      isCaseStudy: vi.caseStudy !== undefined,
      caseStudy: doc.caseStudy?.text ? toLexical(doc.caseStudy.text) : null,
      videoUrl: vi.caseStudy?.videoUrl ?? null,
      publishedAt: vietnamTime(vi.publishedAt, '08:00').toISOString(),
      displayOrder: vi.displayOrder,
      isActive: true,
    }
  }
  return createAll(content.projects, (project) =>
    createBilingual(payload, 'projects', { slug: { equals: project.vi.slug } }, data(project)),
  )
}
