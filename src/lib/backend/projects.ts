import 'server-only'

import type { CallInput } from '@/contract/call'
import {
  businessGalleryDetail,
  projectBySlug,
  projectDetail,
  projectList,
} from '@/contract/project'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type ProjectListQuery = CallInput<typeof projectList>

export const fetchProjects = (locale: Locale, query: ProjectListQuery, transport?: Transport) =>
  request(projectList, locale, query, { transport })

export const getProjects = cachedRead('projects', fetchProjects, (locale) => [
  tags.projects(locale),
])

/** A project names the products it uses and lists its neighbours: both revalidate it. */
const detailTags = (locale: Locale, id: string) => [
  tags.project(locale, id),
  tags.projects(locale),
  tags.products(locale),
]

export const fetchProject = (locale: Locale, id: number, transport?: Transport) =>
  request(projectDetail, locale, { id }, { transport })

export const getProject = cachedRead('project', fetchProject, (locale, id) =>
  detailTags(locale, String(id)),
)

/** `…-prj12`, or a bare slug in either language (the old detail addresses). */
export const fetchProjectBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  request(projectBySlug, locale, { slug }, { transport })

const idInSlug = (slug: string) => {
  const digits = /-prj(\d{1,10})$/.exec(slug)?.[1]
  return digits ? String(Number(digits)) : undefined
}

export const getProjectBySlug = cachedRead('projectBySlug', fetchProjectBySlug, (locale, slug) => {
  const id = idInSlug(slug)
  return id ? detailTags(locale, id) : [tags.projects(locale), tags.products(locale)]
})

export const fetchBusinessGallery = (locale: Locale, id: number, transport?: Transport) =>
  request(businessGalleryDetail, locale, { id }, { transport })

export const getBusinessGallery = cachedRead(
  'businessGallery',
  fetchBusinessGallery,
  (locale, id) => [tags.project(locale, String(id)), tags.projects(locale)],
)
