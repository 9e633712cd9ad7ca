import type { Locale } from '@/i18n/locales'

import {
  BusinessArea,
  ProjectCategory,
  ProjectType,
  type BusinessAreaName,
  type ProjectCategoryName,
  type ProjectTypeName,
} from './enums'

/**
 * Projects and their galleries (`/{slug}-prj{id}`, `/{slug}-bg{id}`): the names of their types
 * and categories in both languages, and the business areas they belong to. Pure, shared by the
 * admin, the backend and the renderer.
 */

/** Business areas that have projects (home appliances have none). */
export const PROJECT_AREAS = [
  'BuildingSolution',
  'FactoryAutomation',
  'InfrastructureSolution',
] as const satisfies readonly BusinessAreaName[]
export type ProjectAreaName = (typeof PROJECT_AREAS)[number]

export const PROJECT_TYPES = Object.keys(ProjectType) as [ProjectTypeName, ...ProjectTypeName[]]
export const PROJECT_CATEGORIES = Object.keys(ProjectCategory) as [
  ProjectCategoryName,
  ...ProjectCategoryName[],
]

export const PROJECT_TYPE_LABEL: Record<Locale, Record<ProjectTypeName, string>> = {
  vi: {
    Office: 'Văn phòng',
    Hotel: 'Khách sạn và khu nghỉ dưỡng',
    Hospital: 'Bệnh viện',
    Retail: 'Trung tâm thương mại',
    Residential: 'Nhà ở và căn hộ',
    Factory: 'Nhà máy',
    Infrastructure: 'Hạ tầng',
  },
  en: {
    Office: 'Office',
    Hotel: 'Hotel and resort',
    Hospital: 'Hospital',
    Retail: 'Retail',
    Residential: 'Residential',
    Factory: 'Factory',
    Infrastructure: 'Infrastructure',
  },
}

export const PROJECT_CATEGORY_LABEL: Record<Locale, Record<ProjectCategoryName, string>> = {
  vi: { Lab_Project: 'Dự án LAB', ShowRoomProject: 'Dự án phòng trưng bày' },
  en: { Lab_Project: 'LAB project', ShowRoomProject: 'Show room project' },
}

/** The `?t=` value of a business area (spec §2), as menus link to the project gallery. */
export const AREA_QUERY: Record<BusinessAreaName, string> = {
  HomeAppliances: 'homeAppliances',
  BuildingSolution: 'buildingSolution',
  FactoryAutomation: 'factoryAutomation',
  InfrastructureSolution: 'infrastructureSolution',
}

/** `{ label, value }` admin options of the areas that have projects. */
export const projectAreaOptions = () =>
  PROJECT_AREAS.map((name) => ({ label: `${name} (${BusinessArea[name]})`, value: name }))
