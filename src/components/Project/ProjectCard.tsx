import { getTranslations } from 'next-intl/server'

import { Card, CardList } from '@/components/Card/Card'
import type { ProjectListItemDto } from '@/contract/project'
import type { Locale } from '@/i18n/locales'

import styles from './Project.module.css'

/** Where every project is listed (the project gallery). */
export const PROJECTS_PATH = '/ho-so-du-an'

export type ProjectCardLabels = {
  caseStudy: string
  video: string
  pictures: (count: number) => string
}

/** The texts of a project card in `locale`. */
export async function projectCardLabels(locale: Locale): Promise<ProjectCardLabels> {
  const t = await getTranslations({ locale, namespace: 'projects' })
  return {
    caseStudy: t('caseStudyBadge'),
    video: t('videoBadge'),
    pictures: (count) => t('pictures', { count }),
  }
}

/**
 * A project as a card: cover, type, place and year, name and summary. In a gallery list the
 * card leads to the project's pictures and says how many there are.
 */
export function ProjectCard({
  project,
  locale,
  labels,
  asGallery = false,
  headingLevel = 'h3',
}: {
  project: ProjectListItemDto
  locale: Locale
  labels: ProjectCardLabels
  asGallery?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const meta = (
    <>
      <span>{project.projectTypeName}</span>
      <span>
        {project.provinceName} · {project.year}
      </span>
      {asGallery ? <span>{labels.pictures(project.pictureCount)}</span> : null}
      {!asGallery && project.isCaseStudy ? (
        <span className={styles.badge}>{project.hasVideo ? labels.video : labels.caseStudy}</span>
      ) : null}
    </>
  )
  return (
    <Card
      entry={{
        title: project.name,
        detailUrl: asGallery ? project.galleryUrl : project.detailUrl,
        summary: project.summary,
        cover: project.cover,
        contentCulture: project.contentCulture,
      }}
      meta={meta}
      locale={locale}
      headingLevel={headingLevel}
    />
  )
}

/** Project cards in the shared card grid. */
export function ProjectGrid({
  projects,
  locale,
  labels,
  asGallery,
}: {
  projects: ProjectListItemDto[]
  locale: Locale
  labels: ProjectCardLabels
  asGallery?: boolean
}) {
  return (
    <CardList>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} locale={locale} labels={labels} asGallery={asGallery} />
        </li>
      ))}
    </CardList>
  )
}
