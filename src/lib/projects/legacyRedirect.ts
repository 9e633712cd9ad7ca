import 'server-only'

import type { ProjectDetailDto } from '@/contract/project'
import { legacyDetailLookup } from '@/domain/legacyDetail'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { orNotFound } from '@/lib/backend/errors'
import { getProject, getProjectBySlug } from '@/lib/backend/projects'

export type LegacyContext = { params: Promise<{ locale: string }> }

const notFound = () => new Response(null, { status: 404 })

/**
 * An address of the original site naming a project (`?id=12` or `?slug=…`, bare or `…-prj12`):
 * a 301 (spec §9) to the project's one canonical page, with no query and the `anchor` the old
 * page opened at. A route handler rather than a page, since a page's `permanentRedirect`
 * answers 308. Unknown or invalid: a real 404 (the server puts the site's status page on it).
 */
export async function redirectToProject(
  request: Request,
  { params }: LegacyContext,
  anchor: (project: ProjectDetailDto) => string = () => '',
): Promise<Response> {
  const { locale } = await params
  const lookup = legacyDetailLookup(Object.fromEntries(new URL(request.url).searchParams))
  if (!isLocale(locale) || lookup === null) return notFound()
  const project = await orNotFound(
    'id' in lookup ? getProject(locale, lookup.id) : getProjectBySlug(locale, lookup.slug),
  )
  if (!project) return notFound()
  return new Response(null, {
    status: 301,
    headers: { location: `${localizedPath(locale, project.detailUrl)}${anchor(project)}` },
  })
}

/** Where a case study's old page opened: its case-study section, if it has one. */
export const caseStudyAnchor = (project: ProjectDetailDto): string =>
  project.caseStudy || project.videoUrl ? '#case-study' : ''

/** Where the old video page opened: the video (it plays on a click), else the case study. */
export const videoAnchor = (project: ProjectDetailDto): string =>
  project.videoUrl ? '#video' : caseStudyAnchor(project)
