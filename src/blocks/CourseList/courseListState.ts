import {
  CourseLevel,
  CourseTopic,
  type CourseLevelName,
  type CourseTopicName,
} from '@/domain/enums'
import { PAGE_PARAM, parsePage } from '@/domain/postList'
import { firstValue } from '@/domain/query'
import type { CourseTimeFrame } from '@/domain/trainingCourse'
import type { TrainingCourseListQuery } from '@/lib/backend/trainingCourses'

/** The course list as its URL states it: `?topic=PLC&level=Basic&page=2`. */
export type CourseListState = {
  topic?: CourseTopicName
  level?: CourseLevelName
  page: number
}

type Search = Record<string, string | string[] | undefined>

export const TOPIC_NAMES = Object.keys(CourseTopic) as CourseTopicName[]
export const LEVEL_NAMES = Object.keys(CourseLevel) as CourseLevelName[]

/** `value` as one of `options`, matched without regard to case; undefined otherwise. */
function pick<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  const wanted = value?.trim().toLowerCase()
  return wanted ? options.find((option) => option.toLowerCase() === wanted) : undefined
}

/** The state a URL query asks for; unknown or malformed values are ignored. */
export function parseCourseListState(search: Search): CourseListState {
  return {
    topic: pick(TOPIC_NAMES, firstValue(search.topic)),
    level: pick(LEVEL_NAMES, firstValue(search.level)),
    page: parsePage(search[PAGE_PARAM]),
  }
}

export const hasFilters = (state: CourseListState): boolean => Boolean(state.topic || state.level)

/** The backend query of a state. */
export const courseListQuery = (
  state: CourseListState,
  pageSize: number,
  timeFrame: CourseTimeFrame,
): TrainingCourseListQuery => ({
  topic: state.topic,
  level: state.level,
  timeFrame,
  page: state.page,
  rowsPerPage: pageSize,
})

/** The address of a state on the page at `path`, its filters in a fixed order, page 1 left out. */
export function courseListHref(path: string, state: CourseListState): string {
  const query = new URLSearchParams()
  if (state.topic) query.set('topic', state.topic)
  if (state.level) query.set('level', state.level)
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
