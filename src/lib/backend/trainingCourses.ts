import 'server-only'

import type { CallInput } from '@/contract/call'
import { trainingCourseDetail, trainingCourseList } from '@/contract/trainingCourse'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type TrainingCourseListQuery = CallInput<typeof trainingCourseList>

export const fetchTrainingCourses = (
  locale: Locale,
  query: TrainingCourseListQuery,
  transport?: Transport,
) => request(trainingCourseList, locale, query, { transport })

/**
 * Cached until a course changes, or until time moves one on (a session starts or ends): the
 * timed-content clock (`src/backend/services/timedContent.ts`) revalidates these tags then.
 */
export const getTrainingCourses = cachedRead('trainingCourses', fetchTrainingCourses, (locale) => [
  tags.trainingCourses(locale),
])

export const fetchTrainingCourse = (locale: Locale, id: number, transport?: Transport) =>
  request(trainingCourseDetail, locale, { id }, { transport })

export const getTrainingCourse = cachedRead('trainingCourse', fetchTrainingCourse, (locale, id) => [
  tags.trainingCourse(locale, String(id)),
  tags.trainingCourses(locale),
])
