import type { Block } from 'payload'

import { COURSE_TIME_FRAMES } from '@/domain/trainingCourse'

const label = (vi: string, en: string) => ({ vi, en })

const TIME_FRAME_LABELS: Record<(typeof COURSE_TIME_FRAMES)[number], { vi: string; en: string }> = {
  upcoming: label('Sắp khai giảng', 'Starting soon'),
  past: label('Đã kết thúc', 'Finished'),
  all: label('Tất cả: sắp khai giảng, đang học, đã kết thúc', 'All: upcoming, running, finished'),
}

/**
 * Training courses from the backend (`TrainingCourse/GetListBoxDto`), upcoming first. With
 * filters, visitors narrow them by topic and level and page through them (`?topic=`, `?level=`,
 * `?page=`); the page then renders per request when asked with a query.
 */
export const CourseList: Block = {
  slug: 'courseList',
  interfaceName: 'CourseListBlock',
  labels: {
    singular: label('Danh sách khóa đào tạo', 'Training course list'),
    plural: label('Danh sách khóa đào tạo', 'Training course lists'),
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/courseList.svg',
        alt: 'Topic and level filters over course cards with dates, seats and fees',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: label('Tiêu đề', 'Heading') },
    { name: 'intro', type: 'textarea', localized: true, label: label('Mở đầu', 'Intro') },
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          type: 'number',
          required: true,
          defaultValue: 9,
          min: 1,
          max: 48,
          label: label('Số khóa học (mỗi trang)', 'Courses (per page)'),
        },
        {
          name: 'timeFrame',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: COURSE_TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] })),
          label: label('Khóa học', 'Courses'),
        },
        {
          name: 'filters',
          type: 'checkbox',
          defaultValue: false,
          label: label('Bộ lọc và chia trang', 'Filters and page links'),
          admin: {
            description: label(
              'Lọc theo chủ đề, trình độ (?topic=, ?level=) và chia trang (?page=).',
              'Topic and level filters (?topic=, ?level=) and page links (?page=).',
            ),
          },
        },
      ],
    },
  ],
}
