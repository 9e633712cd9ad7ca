import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import { imagePath } from '@/contract/images'
import type { PictureDto } from '@/contract/product'
import type {
  BusinessGalleryDto,
  ProjectDetailDto,
  ProjectListItemDto,
  ProjectSort,
} from '@/contract/project'
import { entityPath } from '@/contract/topic'
import { BusinessArea, CategoryType, enumNames, ProjectCategory, ProjectType } from '@/domain/enums'
import { parseId } from '@/domain/ids'
import type { ProjectListView } from '@/domain/projectList'
import { PROJECT_CATEGORY_LABEL, PROJECT_TYPE_LABEL } from '@/domain/projects'
import { PROVINCES } from '@/domain/provinces'
import { youtubeVideoId } from '@/domain/video'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Media, Product, Project } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findWindow } from '../findWindow'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture, withContentCulture } from './contentCulture'
import { titleOrSummaryMatches } from './textSearch'

const businessAreaName = enumNames(BusinessArea)
const projectTypeName = enumNames(ProjectType)
const projectCategoryName = enumNames(ProjectCategory)

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const

/** Only what answers need from the documents a project refers to. */
const populate = {
  media: { filename: true, alt: true, width: true, height: true },
  products: { name: true, slug: true, modelCode: true, isActive: true },
} as const

/** Lists leave out what only the detail shows. */
const listSelect = {
  body: false,
  caseStudy: false,
  products: false,
  systems: false,
  figures: false,
} as const

type ListedProject = Omit<Project, keyof typeof listSelect>

const RELATED = 3

const mediaOf = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' && value.filename ? value : null

const pictureOf = (media: Media, fallbackAlt: string): PictureDto => ({
  url: imagePath(media.filename!),
  alt: media.alt || fallbackAlt,
  width: media.width ?? null,
  height: media.height ?? null,
})

/** The gallery's pictures (the cover left out if it is among them). */
const galleryOf = (project: ListedProject): PictureDto[] =>
  (project.gallery ?? [])
    .flatMap((value) => mediaOf(value) ?? [])
    .filter((media) => media.id !== mediaOf(project.cover)?.id)
    .map((media) => pictureOf(media, project.name))

/** The cover first, then the gallery. */
function picturesOf(project: ListedProject): PictureDto[] {
  const cover = mediaOf(project.cover)
  return [...(cover ? [pictureOf(cover, project.name)] : []), ...galleryOf(project)]
}

const videoOf = (project: Pick<Project, 'isCaseStudy' | 'videoUrl'>) =>
  project.isCaseStudy && youtubeVideoId(project.videoUrl) ? project.videoUrl! : null

function toListItem(
  project: ListedProject,
  culture: Locale,
): WithoutContentCulture<ProjectListItemDto> {
  const cover = mediaOf(project.cover)
  const pictures = picturesOf(project)
  const category = project.projectCategory ?? null
  return {
    id: project.id,
    name: project.name,
    slug: `${project.slug}-prj${project.id}`,
    detailUrl: entityPath(project.slug, 'prj', project.id),
    lastModificationTime: project.updatedAt,
    galleryUrl: entityPath(project.slug, 'bg', project.id),
    summary: project.summary,
    businessArea: BusinessArea[project.businessArea],
    projectType: ProjectType[project.projectType],
    projectTypeName: PROJECT_TYPE_LABEL[culture][project.projectType],
    projectCategory: category ? ProjectCategory[category] : null,
    projectCategoryName: category ? PROJECT_CATEGORY_LABEL[culture][category] : null,
    categoryType: project.isCaseStudy ? CategoryType.CaseStudy : CategoryType.Gallery,
    isCaseStudy: Boolean(project.isCaseStudy),
    hasVideo: videoOf(project) !== null,
    client: project.client,
    province: project.province,
    provinceName: PROVINCES[project.province][culture],
    year: project.year,
    picture: pictures.map((picture) => picture.url).join('|'),
    cover: cover ? pictureOf(cover, project.name) : null,
    pictureCount: pictures.length,
    publishedAt: project.publishedAt,
    displayOrder: project.displayOrder,
  }
}

export type ProjectQuery = {
  businessArea?: number | undefined
  view?: ProjectListView | undefined
  projectType?: number | undefined
  province?: string | undefined
  projectCategory?: number | undefined
  keyword?: string | undefined
  sortBy?: ProjectSort | undefined
  /** Unset: the sort's natural direction (name ascending, the rest descending). */
  descending?: boolean | undefined
  skip: number
  take: number
}

const SORT_TIES: Record<ProjectSort, string[]> = {
  displayOrder: ['year', 'id'],
  publishedAt: ['id'],
  year: ['displayOrder', 'id'],
  name: ['id'],
}

const sortOf = (field: ProjectSort, descending: boolean): string[] =>
  [field, ...SORT_TIES[field]].map((name) => `${descending ? '-' : ''}${name}`)

/** The conditions every listed project meets; null when nothing can match. */
async function listConditions(
  payload: Payload,
  culture: Locale,
  query: ProjectQuery,
): Promise<Where[] | null> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  const equals = (field: string, value: string | undefined) => {
    if (value !== undefined) conditions.push({ [field]: { equals: value } })
  }
  if (query.businessArea !== undefined) {
    const area = businessAreaName.get(query.businessArea)
    // Home appliances have no projects: an area that holds none matches nothing.
    if (!area || area === 'HomeAppliances') return null
    equals('businessArea', area)
  }
  if (query.projectType !== undefined) equals('projectType', projectTypeName.get(query.projectType))
  if (query.projectCategory !== undefined)
    equals('projectCategory', projectCategoryName.get(query.projectCategory))
  equals('province', query.province)
  // Every project has a gallery, so the gallery view lists them all.
  if (query.view === 'caseStudy') conditions.push({ isCaseStudy: { equals: true } })
  if (query.keyword) {
    const ids = await titleOrSummaryMatches(payload, 'projects', culture, query.keyword)
    if (ids.length === 0) return null
    conditions.push({ id: { in: ids } })
  }
  return conditions
}

/** `Project/GetListBoxDto`: active projects, by display order unless sorted otherwise. */
export async function listProjects(
  payload: Payload,
  culture: Locale,
  query: ProjectQuery,
): Promise<Paged<ProjectListItemDto>> {
  const conditions = await listConditions(payload, culture, query)
  if (!conditions) return { totalCount: 0, items: [] }
  const sortBy = query.sortBy ?? 'displayOrder'
  const sort = sortOf(sortBy, query.descending ?? sortBy !== 'name')
  const { totalCount, docs } = await findWindow(
    (page, limit) =>
      payload.find({
        collection: 'projects',
        ...read,
        locale: culture,
        where: { and: conditions },
        sort,
        page,
        limit,
        depth: 1,
        select: listSelect,
        populate,
      }),
    query.skip,
    query.take,
  )
  const items = docs.map((project) => toListItem(project, culture))
  return { totalCount, items: await withContentCulture(payload, 'projects', culture, items) }
}

async function findActive(payload: Payload, locale: Locale, condition: Where) {
  const { docs } = await payload.find({
    collection: 'projects',
    ...read,
    locale,
    where: { and: [{ isActive: { equals: true } }, condition] },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  return docs[0] ?? null
}

/** Projects of the same area (and FA category), the project itself left out. */
async function relatedOf(payload: Payload, culture: Locale, project: Project) {
  const { docs } = await payload.find({
    collection: 'projects',
    ...read,
    locale: culture,
    where: {
      and: [
        { isActive: { equals: true } },
        { businessArea: { equals: project.businessArea } },
        { id: { not_equals: project.id } },
        ...(project.projectCategory
          ? [{ projectCategory: { equals: project.projectCategory } }]
          : []),
      ],
    },
    sort: sortOf('displayOrder', true),
    limit: RELATED,
    pagination: false,
    depth: 1,
    select: listSelect,
    populate,
  })
  const items = docs.map((doc) => toListItem(doc, culture))
  return withContentCulture(payload, 'projects', culture, items)
}

const productOf = (value: number | Product | null | undefined) =>
  value && typeof value === 'object' && value.isActive !== false
    ? [
        {
          id: value.id,
          name: value.name,
          modelCode: value.modelCode,
          detailUrl: entityPath(value.slug, 'prd', value.id),
        },
      ]
    : []

async function toDetail(
  payload: Payload,
  culture: Locale,
  project: Project,
): Promise<ProjectDetailDto> {
  const caseStudy = project.isCaseStudy ? richTextToHtml(project.caseStudy) : ''
  return oneWithContentCulture(payload, 'projects', culture, {
    ...toListItem(project, culture),
    body: richTextToHtml(project.body),
    caseStudy: caseStudy || null,
    videoUrl: videoOf(project),
    systems: (project.systems ?? []).map((row) => row.name),
    figures: (project.figures ?? []).map((row) => ({ label: row.label, value: row.value })),
    products: (project.products ?? []).flatMap(productOf),
    gallery: galleryOf(project),
    related: await relatedOf(payload, culture, project),
    lastModificationTime: project.updatedAt,
  })
}

/** `Project/GetDetailDto`: an active project; unknown or inactive is a 404. */
export async function getProject(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<ProjectDetailDto> {
  const project = await findActive(payload, culture, { id: { equals: id } })
  if (!project) throw notFoundFault('There is no project with the given id.')
  return toDetail(payload, culture, project)
}

/**
 * `Project/GetDetailBySlug`: `…-prj12` names project 12; a bare slug is looked up in the request
 * language first, then in the other (an old link from the other language still works).
 */
export async function getProjectBySlug(
  payload: Payload,
  culture: Locale,
  slug: string,
): Promise<ProjectDetailDto> {
  const id = parseId(/-prj(\d+)$/.exec(slug)?.[1])
  let project = id === null ? null : await findActive(payload, culture, { id: { equals: id } })
  for (const locale of [culture, ...locales.filter((code) => code !== culture)]) {
    if (project) break
    const found = await findActive(payload, locale, { slug: { equals: slug } })
    project =
      found && locale !== culture
        ? await findActive(payload, culture, { id: { equals: found.id } })
        : found
  }
  if (!project) throw notFoundFault('There is no project with the given slug.')
  return toDetail(payload, culture, project)
}

/** `BusinessGallery/GetDetailDto`: the pictures of an active project (same id). */
export async function getBusinessGallery(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<BusinessGalleryDto> {
  const project = await findActive(payload, culture, { id: { equals: id } })
  if (!project) throw notFoundFault('There is no gallery with the given id.')
  const item = toListItem(project, culture)
  return oneWithContentCulture(payload, 'projects', culture, {
    id: project.id,
    name: project.name,
    slug: `${project.slug}-bg${project.id}`,
    detailUrl: item.galleryUrl,
    projectUrl: item.detailUrl,
    summary: project.summary,
    businessArea: item.businessArea,
    projectCategory: item.projectCategory,
    categoryType: item.categoryType,
    projectTypeName: item.projectTypeName,
    provinceName: item.provinceName,
    year: project.year,
    pictures: picturesOf(project),
    lastModificationTime: project.updatedAt,
  })
}
