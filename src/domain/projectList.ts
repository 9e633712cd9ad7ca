import {
  ProjectType,
  type BusinessAreaName,
  type ProjectCategoryName,
  type ProjectTypeName,
} from './enums'
import { parsePage, PAGE_PARAM } from './postList'
import { AREA_QUERY, PROJECT_AREAS, type ProjectAreaName } from './projects'
import { PROVINCE_KEYS, type ProvinceKey } from './provinces'
import { firstValue } from './query'

/**
 * The project gallery (`/ho-so-du-an`, the `projectList` block) and the state its URL holds
 * (spec §2): `?t=` the business area, `?c=` galleries or case studies, `?type=` and `?province=`
 * narrow the list, `?page=` pages it. Pure, shared by the admin, the seed and the renderer.
 */

/** What a list shows: every project, each as its picture gallery, or the case studies only. */
export const PROJECT_LIST_VIEWS = ['all', 'gallery', 'caseStudy'] as const
export type ProjectListView = (typeof PROJECT_LIST_VIEWS)[number]

/** The block's spelling of the factory-automation project categories. */
export const PROJECT_LIST_CATEGORIES = ['labProject', 'showRoomProject'] as const
export type ProjectListCategory = (typeof PROJECT_LIST_CATEGORIES)[number]

export const CATEGORY_OF_LIST: Record<ProjectListCategory, ProjectCategoryName> = {
  labProject: 'Lab_Project',
  showRoomProject: 'ShowRoomProject',
}

export const AREA_PARAM = 't'
export const VIEW_PARAM = 'c'
export const TYPE_PARAM = 'type'
export const PROVINCE_PARAM = 'province'

/** The list as its URL states it; unknown or malformed values are left out. */
export type ProjectListState = {
  area?: ProjectAreaName
  view?: Exclude<ProjectListView, 'all'>
  type?: ProjectTypeName
  province?: ProvinceKey
  page: number
}

type Search = Record<string, string | string[] | undefined>

const TYPE_NAMES = Object.keys(ProjectType) as ProjectTypeName[]

/** `raw` as one of `options`, matched without regard to case. */
function pick<T extends string>(options: readonly T[], raw: string | string[] | undefined) {
  const wanted = firstValue(raw)?.trim().toLowerCase()
  return wanted ? options.find((option) => option.toLowerCase() === wanted) : undefined
}

const areaByQuery = (raw: string | string[] | undefined): ProjectAreaName | undefined => {
  const query = pick(
    PROJECT_AREAS.map((area) => AREA_QUERY[area]),
    raw,
  )
  return PROJECT_AREAS.find((area) => AREA_QUERY[area] === query)
}

/** The state a URL query asks for. */
export function parseProjectListState(search: Search): ProjectListState {
  const view = pick(['gallery', 'caseStudy'] as const, search[VIEW_PARAM])
  return {
    area: areaByQuery(search[AREA_PARAM]),
    view,
    type: pick(TYPE_NAMES, search[TYPE_PARAM]),
    province: pick(PROVINCE_KEYS, search[PROVINCE_PARAM]),
    page: parsePage(search[PAGE_PARAM]),
  }
}

/** Whether the list is narrowed beyond its area and view (by type or province). */
export const isNarrowed = (state: ProjectListState): boolean =>
  Boolean(state.type || state.province)

/**
 * The address of a state on the page at `path`: only what is set, in a fixed order
 * (`?t=buildingSolution&c=caseStudy&type=Office&province=ha-noi&page=2`), page 1 without a number.
 */
export function projectListHref(path: string, state: ProjectListState): string {
  const query = new URLSearchParams()
  if (state.area) query.set(AREA_PARAM, AREA_QUERY[state.area])
  if (state.view) query.set(VIEW_PARAM, state.view)
  if (state.type) query.set(TYPE_PARAM, state.type)
  if (state.province) query.set(PROVINCE_PARAM, state.province)
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The canonical state of a list: its area and view are addresses of their own (menus link to
 * them), and so is a later page; a list narrowed by type or province counts as its first page.
 */
export const canonicalProjectState = (state: ProjectListState): ProjectListState => ({
  area: state.area,
  view: state.view,
  page: isNarrowed(state) ? 1 : state.page,
})

/** What the block asks of the backend: fixed by the editor, or read from the URL. */
export type ProjectListBlockSettings = {
  businessArea?: BusinessAreaName | null
  projectCategory?: ProjectListCategory | null
  view?: ProjectListView | null
  filters?: boolean | null
  limit?: number | null
}

export type ProjectListQueryOf = {
  businessArea?: BusinessAreaName
  view?: ProjectListView
  projectCategory?: ProjectCategoryName
  projectType?: ProjectTypeName
  province?: ProvinceKey
  page: number
  rowsPerPage: number
}

export const DEFAULT_PROJECT_LIMIT = 9

/**
 * The backend query of a block in a URL state. The editor's choices win; the URL fills in what
 * they leave open, and only on a block with filters (a teaser ignores the query).
 */
export function projectListQuery(
  block: ProjectListBlockSettings,
  state: ProjectListState,
): ProjectListQueryOf {
  const fromUrl = block.filters ? state : ({ page: 1 } satisfies ProjectListState)
  const view = block.view && block.view !== 'all' ? block.view : (fromUrl.view ?? 'all')
  return {
    businessArea: block.businessArea ?? fromUrl.area,
    view,
    projectCategory: block.projectCategory ? CATEGORY_OF_LIST[block.projectCategory] : undefined,
    projectType: fromUrl.type,
    province: fromUrl.province,
    page: fromUrl.page,
    rowsPerPage: block.limit ?? DEFAULT_PROJECT_LIMIT,
  }
}
