import { trainingCourseDetail, trainingCourseList } from '@/contract/trainingCourse'

import { implement } from '../endpoint'
import { window } from '../paging'
import { getTrainingCourse, listTrainingCourses } from '../services/trainingCourses'

export const trainingCourseListEndpoint = implement(
  trainingCourseList,
  (input, { payload, culture }) =>
    listTrainingCourses(payload, culture, {
      topic: input.topic,
      level: input.level,
      province: input.province,
      timeFrame: input.timeFrame,
      keyword: input.keyword || undefined,
      ...window(input, trainingCourseList.paging),
    }),
)

export const trainingCourseDetailEndpoint = implement(
  trainingCourseDetail,
  (input, { payload, culture }) => getTrainingCourse(payload, culture, input.id),
)
