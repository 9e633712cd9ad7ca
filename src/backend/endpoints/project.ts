import {
  businessGalleryDetail,
  projectBySlug,
  projectDetail,
  projectList,
} from '@/contract/project'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import {
  getBusinessGallery,
  getProject,
  getProjectBySlug,
  listProjects,
} from '../services/projects'

export const projectListEndpoint = implement(projectList, (input, { payload, culture }) =>
  listProjects(payload, culture, {
    businessArea: input.businessArea,
    view: input.view,
    projectType: input.projectType,
    province: input.province,
    projectCategory: input.projectCategory,
    keyword: input.keyword || undefined,
    sortBy: input.sortBy,
    descending: input.sortDirection ? isDescending(input.sortDirection) : undefined,
    ...window(input, projectList.paging),
  }),
)

export const projectDetailEndpoint = implement(projectDetail, (input, { payload, culture }) =>
  getProject(payload, culture, input.id),
)

export const projectBySlugEndpoint = implement(projectBySlug, (input, { payload, culture }) =>
  getProjectBySlug(payload, culture, input.slug),
)

export const businessGalleryDetailEndpoint = implement(
  businessGalleryDetail,
  (input, { payload, culture }) => getBusinessGallery(payload, culture, input.id),
)
