import { BusinessArea, enumNames, ProjectCategory, type BusinessAreaName } from '@/domain/enums'
import type { BreadcrumbInput } from '@/lib/breadcrumb/buildBreadcrumb'

const areaName = enumNames(BusinessArea)
const categoryName = enumNames(ProjectCategory)

/** The business area's name of a project's area number (defaulting to building solutions). */
export const projectAreaName = (area: number): BusinessAreaName =>
  areaName.get(area) ?? 'BuildingSolution'

/** What the breadcrumb needs of a project or its gallery, shown at `url`. */
export const breadcrumbOf = (
  project: {
    name: string
    businessArea: number
    projectCategory: number | null
    categoryType: number
  },
  url: string,
): BreadcrumbInput => ({
  url,
  name: project.name,
  businessArea: projectAreaName(project.businessArea),
  projectCategory:
    project.projectCategory === null ? null : (categoryName.get(project.projectCategory) ?? null),
  categoryType: project.categoryType,
})
