import type { EntityKind } from '@/app/(site)/[locale]/[...slug]/entityKinds'
import { sizedImage } from '@/contract/images'
import type { TrainingCourseDetailDto } from '@/contract/trainingCourse'
import { locales, type Locale } from '@/i18n/locales'
import { orNotFound } from '@/lib/backend/errors'
import { getTrainingCourse } from '@/lib/backend/trainingCourses'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

import { TrainingCourseView } from './TrainingCourseView'

/** A course's path in every language: the one at hand for `locale`, the others read in theirs. */
async function coursePaths(course: TrainingCourseDetailDto, locale: Locale): Promise<LocalePaths> {
  const found = await Promise.all(
    locales.map((code) => (code === locale ? course : getTrainingCourse(code, course.id))),
  )
  return Object.fromEntries(
    locales.map((code, index) => [code, found[index]!.detailUrl]),
  ) as LocalePaths
}

/** Training courses at `/{slug}-trainc{id}`. */
const kind: EntityKind<TrainingCourseDetailDto> = {
  read: (locale, id) => orNotFound(getTrainingCourse(locale, id)),
  slug: (course) => course.slug,
  detailUrl: (course) => course.detailUrl,
  metadata: async (course, locale) =>
    pageMetadata({
      locale,
      paths: await coursePaths(course, locale),
      title: course.title,
      description: course.summary,
      image: course.cover ? sizedImage(course.cover.url, 1200) : null,
    }),
  render: async (course, locale) => <TrainingCourseView course={course} locale={locale} />,
}

/** For `entityKinds.ts`, which imports this file (so this file takes only its types: no cycle). */
export const trainingCourseKind = kind as EntityKind<unknown>
