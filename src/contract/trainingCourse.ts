import { z } from 'zod'

import { CourseLevel, CourseTopic } from '@/domain/enums'
import { PROVINCE_KEYS } from '@/domain/provinces'
import { COURSE_TIME_FRAMES } from '@/domain/trainingCourse'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { choiceParam, enumParam, idParam } from './params'
import { pictureSchema } from './product'

const courseStatusSchema = z.enum(['upcoming', 'ongoing', 'past'])

/** One meeting of a class: ISO instants, shown in Asia/Ho_Chi_Minh. */
export const courseSessionSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  status: courseStatusSchema,
})
export type CourseSessionDto = z.infer<typeof courseSessionSchema>

/** One course in a list (`TrainingCourse/GetListBoxDto`). */
export const trainingCourseListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
  title: z.string(),
  /** `{slug}-trainc{id}`. */
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  summary: z.string(),
  /** `CourseTopic` and `CourseLevel` numbers, with their names in the request language. */
  topic: z.number().int(),
  topicName: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  businessArea: z.number().int().nullable(),
  durationDays: z.number().int(),
  durationHours: z.number().int(),
  /** The first session's start and the last session's end. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The session running now or coming next; null once the class is over. */
  nextSession: courseSessionSchema.nullable(),
  sessionCount: z.number().int(),
  venue: z.string(),
  /** Province key (`src/domain/provinces.ts`) and its name in the request language. */
  province: z.string(),
  provinceName: z.string(),
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  /** Computed when answered: seats total less seats taken, never below zero. */
  seatsLeft: z.number().int(),
  isFull: z.boolean(),
  /** In VND; null when the course is free. */
  fee: z.number().int().nullable(),
  isFree: z.boolean(),
  /** Computed when answered: `upcoming` before the first session, `past` after the last. */
  status: courseStatusSchema,
  /** Not started yet and a seat left. */
  isRegistrationOpen: z.boolean(),
  cover: pictureSchema.nullable(),
})
export type TrainingCourseListItemDto = z.infer<typeof trainingCourseListItemSchema>

/** The whole course (`TrainingCourse/GetDetailDto`): `objectives` and `programme` are HTML. */
export const trainingCourseDetailSchema = trainingCourseListItemSchema.extend({
  audience: z.string().nullable(),
  instructor: z.string().nullable(),
  objectives: z.string(),
  programme: z.string(),
  /** Every session in time order. */
  sessions: z.array(courseSessionSchema),
  lastModificationTime: z.string(),
})
export type TrainingCourseDetailDto = z.infer<typeof trainingCourseDetailSchema>

/**
 * Active courses by time frame: not started yet (soonest first), ended (latest first), or `all`
 * (the default): the upcoming ones, then those running now, then the ended ones.
 */
export const trainingCourseList = declareList({
  path: '/api/services/app/TrainingCourse/GetListBoxDto',
  filters: {
    topic: enumParam(CourseTopic).optional(),
    level: enumParam(CourseLevel).optional(),
    province: choiceParam(PROVINCE_KEYS).optional(),
    timeFrame: choiceParam(COURSE_TIME_FRAMES).optional(),
    keyword: z.string().trim().max(100).optional(),
  },
  item: trainingCourseListItemSchema,
  paging: { defaultSize: 12, maxSize: 100 },
})

/** Any active course, past ones included (they say so). */
export const trainingCourseDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/TrainingCourse/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: trainingCourseDetailSchema,
})
