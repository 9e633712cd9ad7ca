import { z } from 'zod'

import { BusinessArea, ProjectCategory, ProjectType } from '@/domain/enums'
import { PROJECT_LIST_VIEWS } from '@/domain/projectList'
import { PROVINCE_KEYS } from '@/domain/provinces'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { choiceParam, entitySlugParam, enumParam, idParam } from './params'
import { pictureSchema } from './product'

/** One reference project in a list (`Project/GetListBoxDto`). */
export const projectListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  name: z.string(),
  /** `{slug}-prj{id}`. */
  slug: z.string(),
  /** Locale-less path of the project page. */
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  /** Locale-less path of its picture gallery (businessGallery, `{slug}-bg{id}`). */
  galleryUrl: z.string(),
  summary: z.string(),
  businessArea: z.number().int(),
  /** Project type (spec §3, 10–70) and its name in the request language. */
  projectType: z.number().int(),
  projectTypeName: z.string(),
  /** Factory automation only: Lab_Project 1, ShowRoomProject 2. */
  projectCategory: z.number().int().nullable(),
  projectCategoryName: z.string().nullable(),
  /** Category type (spec §3): CaseStudy 30 for case studies, otherwise Gallery 20. */
  categoryType: z.number().int(),
  isCaseStudy: z.boolean(),
  hasVideo: z.boolean(),
  client: z.string(),
  /** Province key (`src/domain/provinces.ts`) and its name in the request language. */
  province: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  /** The cover, then the gallery (spec §3: a picture field holds paths joined by `|`). */
  picture: z.string(),
  cover: pictureSchema.nullable(),
  pictureCount: z.number().int(),
  publishedAt: z.string(),
  displayOrder: z.number().int(),
})
export type ProjectListItemDto = z.infer<typeof projectListItemSchema>

/** A product the project uses, linking to its page (active products only). */
export const projectProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modelCode: z.string(),
  detailUrl: z.string(),
})

/** The whole project (`Project/GetDetailDto`): `body` and `caseStudy` are HTML. */
export const projectDetailSchema = projectListItemSchema.extend({
  body: z.string(),
  /** The case study's text (challenge, solution, results); null when it has none. */
  caseStudy: z.string().nullable(),
  /** A YouTube watch link, played only when the visitor asks. */
  videoUrl: z.string().nullable(),
  systems: z.array(z.string()),
  figures: z.array(z.object({ label: z.string(), value: z.string() })),
  products: z.array(projectProductSchema),
  /** The gallery's pictures, the cover left out (the gallery page shows both). */
  gallery: z.array(pictureSchema),
  /** Other projects of the same business area (category first), newest first. */
  related: z.array(projectListItemSchema),
  lastModificationTime: z.string(),
})
export type ProjectDetailDto = z.infer<typeof projectDetailSchema>

/** A project's picture gallery (`BusinessGallery/GetDetailDto`; its id is the project's). */
export const businessGallerySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `{slug}-bg{id}`. */
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  /** The project page the gallery belongs to. */
  projectUrl: z.string(),
  summary: z.string(),
  businessArea: z.number().int(),
  projectCategory: z.number().int().nullable(),
  categoryType: z.number().int(),
  projectTypeName: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  /** The cover first, then the gallery. */
  pictures: z.array(pictureSchema),
  lastModificationTime: z.string(),
})
export type BusinessGalleryDto = z.infer<typeof businessGallerySchema>

export const PROJECT_SORTS = ['displayOrder', 'publishedAt', 'year', 'name'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]

/**
 * Active projects, by display order (higher first) unless sorted otherwise. `view=caseStudy`
 * keeps the case studies; `gallery` and `all` list every project (each has a gallery).
 */
export const projectList = declareList({
  path: '/api/services/app/Project/GetListBoxDto',
  filters: {
    businessArea: enumParam(BusinessArea).optional(),
    view: choiceParam(PROJECT_LIST_VIEWS).optional(),
    projectType: enumParam(ProjectType).optional(),
    province: choiceParam(PROVINCE_KEYS).optional(),
    projectCategory: enumParam(ProjectCategory).optional(),
    keyword: z.string().trim().max(100).optional(),
    sortBy: choiceParam(PROJECT_SORTS).optional(),
  },
  item: projectListItemSchema,
  paging: { defaultSize: 12, maxSize: 48, defaultSort: 'displayOrder' },
})

export const projectDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Project/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: projectDetailSchema,
})

/** A project by its slug in either language (`…-prj12`, or the bare slug): the old detail addresses. */
export const projectBySlug = declareCall({
  method: 'GET',
  path: '/api/services/app/Project/GetDetailBySlug',
  audience: 'anonymous',
  input: z.object({ slug: entitySlugParam() }),
  result: projectDetailSchema,
})

export const businessGalleryDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/BusinessGallery/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: businessGallerySchema,
})
