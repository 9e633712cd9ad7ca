import { parseEntityPath, type EntityCode } from '@/contract/topic'
import {
  CategoryType,
  enumNames,
  type BusinessAreaName,
  type CategoryTypeName,
  type ProductCategoryName,
  type ProjectCategoryName,
} from '@/domain/enums'
import { AREA_QUERY } from '@/domain/projects'

/** Entity kinds a breadcrumb knows (spec §2), by the type code at the end of their path. */
const KIND_BY_CODE = {
  t: 'topic',
  p: 'post',
  ha: 'homeAppliances',
  prj: 'project',
  bg: 'businessGallery',
  c: 'career',
  prd: 'product',
  prdb: 'productBenefit',
  trainc: 'trainingCenter',
  pc: 'postCategory',
} as const satisfies Record<EntityCode, string | null>

export type EntityKind = NonNullable<(typeof KIND_BY_CODE)[EntityCode]>
/** What a breadcrumb is built for: an entity, or a CMS page within a business area. */
type CrumbKind = EntityKind | 'page'

/** Names of the fixed crumbs, in the visitor's language. */
export type BreadcrumbLabels = {
  home: string
  businessAreas: Record<BusinessAreaName, string>
  categories: Record<ProductCategoryName, string>
  news: string
  events: string
  notebook: string
  meca: string
  trainingCenterShowRoom: string
  productExperiences: string
  lab: string
  showRoom: string
  sustainability: string
  projectGallery: string
  gallery: string
  careers: string
  productBenefits: string
  trainingCenter: string
}

/** What the page knows about its item (spec §2: url, name, categoryTypes, categoryId, businessAreaId). */
export type BreadcrumbInput = {
  /** The item's locale-less path, e.g. `/dieu-hoa-msy-jw25-prd42`. */
  url: string
  name: string
  categoryType?: number | null
  categoryId?: ProductCategoryName | null
  businessArea?: BusinessAreaName | null
  /** An HVAC product's parent product. */
  parent?: { name: string; url: string } | null
  /** Factory-automation projects: LAB or training-centre show room. */
  projectCategory?: ProjectCategoryName | null
  /** The entity kind, for an item whose path carries no type code (a static post's bare slug). */
  kind?: CrumbKind | null
}

/** A crumb; the last one (the current page) has no link. */
export type Crumb = { name: string; href: string | null }

/** The landing page of each business area. */
export const AREA_PATH: Record<BusinessAreaName, string> = {
  HomeAppliances: '/thiet-bi-gia-dung',
  BuildingSolution: '/giai-phap-toa-nha',
  FactoryAutomation: '/tu-dong-hoa-cong-nghiep',
  InfrastructureSolution: '/infrastructure-solution',
}

/** The page listing each product category. */
export const CATEGORY_PATH: Record<ProductCategoryName, string> = {
  AirConditioning: '/dieu-hoa-khong-khi-dan-dung',
  Refigerators: '/tu-lanh',
  ElectricFans: '/quat-dien',
  VentilationFans: '/thong-gio',
  Dehumidifiers: '/may-hut-am',
  JetTowel: '/may-say-tay',
  HVAC: '/hvac',
  FactoryAutomation: '/fa-page',
  Elevators: '/giai-phap-toa-nha',
}

/** The business area a product category belongs to. */
const CATEGORY_AREA: Record<ProductCategoryName, BusinessAreaName> = {
  AirConditioning: 'HomeAppliances',
  Refigerators: 'HomeAppliances',
  ElectricFans: 'HomeAppliances',
  VentilationFans: 'HomeAppliances',
  Dehumidifiers: 'HomeAppliances',
  JetTowel: 'BuildingSolution',
  HVAC: 'BuildingSolution',
  FactoryAutomation: 'FactoryAutomation',
  Elevators: 'BuildingSolution',
}

const NOTEBOOK_QUERY: Partial<Record<CategoryTypeName, string>> = {
  HowToChoose: 'howToChoose',
  HowToUse: 'howToUse',
  Maintenance: 'maintenance',
  Video: 'video',
  FAQ: 'faq',
}

const categoryTypeName = enumNames(CategoryType)

/** The crumb a post's category type adds (MECA, training centre and show room, …). */
function postCategoryCrumb(
  type: CategoryTypeName | undefined,
  labels: BreadcrumbLabels,
): Crumb | null {
  switch (type) {
    case 'News':
      return { name: labels.news, href: '/tin-tuc-su-kien?t=news' }
    case 'Event':
      return { name: labels.events, href: '/tin-tuc-su-kien?t=event' }
    case 'Meca':
      return { name: labels.meca, href: '/meca-page' }
    case 'Training':
      return { name: labels.trainingCenterShowRoom, href: '/training-center-show-room' }
    case 'ProductBenefit':
      return { name: labels.productExperiences, href: '/product-benefits' }
    case 'Lab':
      return { name: labels.lab, href: '/lab-page' }
    case 'ShowRoom':
      return { name: labels.showRoom, href: '/show-room' }
    case 'Sustainable':
      return { name: labels.sustainability, href: '/phat-trien-ben-vung' }
    case undefined:
      return null
    default: {
      const notebook = NOTEBOOK_QUERY[type]
      return notebook ? { name: labels.notebook, href: `/so-tay?t=${notebook}` } : null
    }
  }
}

const areaCrumb = (
  area: BusinessAreaName | null | undefined,
  labels: BreadcrumbLabels,
): Crumb | null => (area ? { name: labels.businessAreas[area], href: AREA_PATH[area] } : null)

/** The crumbs between Home and the item, by entity kind (spec §2). */
function middle(
  kind: CrumbKind,
  input: BreadcrumbInput,
  labels: BreadcrumbLabels,
): (Crumb | null)[] {
  const area = input.businessArea ?? (input.categoryId ? CATEGORY_AREA[input.categoryId] : null)
  switch (kind) {
    case 'topic':
    case 'page':
      return [areaCrumb(input.businessArea, labels)]
    case 'post':
    case 'postCategory':
      return [
        areaCrumb(input.businessArea, labels),
        postCategoryCrumb(categoryTypeName.get(input.categoryType ?? -1), labels),
        // A post about a product category (the refrigerator brand stories) sits under it.
        input.categoryId
          ? { name: labels.categories[input.categoryId], href: CATEGORY_PATH[input.categoryId] }
          : null,
      ]
    case 'homeAppliances':
      return [
        areaCrumb('HomeAppliances', labels),
        input.categoryId
          ? { name: labels.categories[input.categoryId], href: CATEGORY_PATH[input.categoryId] }
          : null,
      ]
    case 'project':
    case 'businessGallery': {
      // Factory-automation projects of the LAB or the show room sit under those pages (spec §2).
      if (area === 'FactoryAutomation' && input.projectCategory) {
        return [
          areaCrumb('FactoryAutomation', labels),
          input.projectCategory === 'Lab_Project'
            ? { name: labels.lab, href: '/lab-page' }
            : { name: labels.trainingCenterShowRoom, href: '/training-center-show-room' },
        ]
      }
      // The gallery's own view of the project gallery; a case study's, or the area's.
      const isGallery = kind === 'businessGallery'
      const view = isGallery
        ? 'gallery'
        : input.categoryType === CategoryType.CaseStudy
          ? 'caseStudy'
          : null
      const query = [area && `t=${AREA_QUERY[area]}`, view && `c=${view}`].filter(Boolean)
      return [
        areaCrumb(area, labels),
        {
          name: isGallery ? labels.gallery : labels.projectGallery,
          href: query.length ? `/ho-so-du-an?${query.join('&')}` : '/ho-so-du-an',
        },
      ]
    }
    case 'career':
      return [{ name: labels.careers, href: '/tuyen-dung' }]
    case 'product':
      return [
        areaCrumb(area, labels),
        input.categoryId
          ? { name: labels.categories[input.categoryId], href: CATEGORY_PATH[input.categoryId] }
          : null,
        input.parent && input.parent.url !== input.url
          ? { name: input.parent.name, href: input.parent.url }
          : null,
      ]
    case 'productBenefit':
      return [
        areaCrumb('HomeAppliances', labels),
        { name: labels.productBenefits, href: '/product-benefits' },
      ]
    case 'trainingCenter':
      return [
        areaCrumb('FactoryAutomation', labels),
        { name: labels.trainingCenter, href: '/training-center' },
      ]
  }
}

/**
 * The breadcrumb of a page (spec §2): always Home first, then the crumbs its entity kind, category
 * type, category and business area call for, then the item itself (without a link). Paths are
 * locale-less; the renderer adds `/en` for English.
 */
export function buildBreadcrumb(input: BreadcrumbInput, labels: BreadcrumbLabels): Crumb[] {
  const home: Crumb = { name: labels.home, href: '/' }
  const item: Crumb = { name: input.name, href: null }
  const entity = parseEntityPath(input.url.replace(/^\//, ''))
  const kind = input.kind ?? (entity ? KIND_BY_CODE[entity.code] : null)
  if (!kind) return [home, item]
  return [
    home,
    ...middle(kind, input, labels).filter((crumb): crumb is Crumb => crumb !== null),
    item,
  ]
}
