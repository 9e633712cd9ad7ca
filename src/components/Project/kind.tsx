import { getTranslations } from 'next-intl/server'

import type { EntityKind } from '@/app/(site)/[locale]/[...slug]/entityKinds'
import { sizedImage } from '@/contract/images'
import type { BusinessGalleryDto, ProjectDetailDto } from '@/contract/project'
import { locales, type Locale } from '@/i18n/locales'
import { orNotFound } from '@/lib/backend/errors'
import { getBusinessGallery, getProject } from '@/lib/backend/projects'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

import { GalleryView } from './GalleryView'
import { ProjectView } from './ProjectView'

/** An entity's path in every language: the one at hand for `locale`, the others read in theirs. */
async function pathsOf<T extends { id: number; detailUrl: string }>(
  entity: T,
  locale: Locale,
  read: (locale: Locale, id: number) => Promise<T>,
): Promise<LocalePaths> {
  const found = await Promise.all(
    locales.map((code) => (code === locale ? entity : read(code, entity.id))),
  )
  return Object.fromEntries(
    locales.map((code, index) => [code, found[index]!.detailUrl]),
  ) as LocalePaths
}

/** Reference projects at `/{slug}-prj{id}`. */
const project: EntityKind<ProjectDetailDto> = {
  read: (locale, id) => orNotFound(getProject(locale, id)),
  slug: (item) => item.slug,
  detailUrl: (item) => item.detailUrl,
  metadata: async (item, locale) =>
    pageMetadata({
      locale,
      paths: await pathsOf(item, locale, getProject),
      title: item.name,
      description: item.summary,
      image: item.cover ? sizedImage(item.cover.url, 1200) : null,
    }),
  render: async (item, locale) => <ProjectView project={item} locale={locale} />,
}

/** Their picture galleries (entity businessGallery) at `/{slug}-bg{id}`. */
const gallery: EntityKind<BusinessGalleryDto> = {
  read: (locale, id) => orNotFound(getBusinessGallery(locale, id)),
  slug: (item) => item.slug,
  detailUrl: (item) => item.detailUrl,
  metadata: async (item, locale) => {
    const t = await getTranslations({ locale, namespace: 'projects' })
    const cover = item.pictures[0]
    return pageMetadata({
      locale,
      paths: await pathsOf(item, locale, getBusinessGallery),
      title: t('galleryTitle', { name: item.name }),
      description: item.summary,
      image: cover ? sizedImage(cover.url, 1200) : null,
    })
  },
  render: async (item, locale) => <GalleryView gallery={item} locale={locale} />,
}

/** For `entityKinds.ts`, which imports this file (so this file takes only its types: no cycle). */
export const projectKind = project as EntityKind<unknown>
export const businessGalleryKind = gallery as EntityKind<unknown>
