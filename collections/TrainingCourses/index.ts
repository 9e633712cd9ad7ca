import type { CollectionConfig, Field } from 'payload'

import { BusinessArea, CourseLevel, CourseTopic, enumOptions } from '@/domain/enums'
import { provinceOptions } from '@/domain/provinces'
import { tags } from '@/lib/cache/tags'

import { GROUP_CONTENT } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'
import { spanSessions } from './hooks/spanSessions'

const invalidate = invalidateOnChange(entityTags(tags.trainingCourse, tags.trainingCourses))

const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

const richText = (name: string, vi: string, en: string): Field => ({
  name,
  type: 'richText',
  localized: true,
  required: true,
  label: label(vi, en),
})

/** Derived from the sessions by `spanSessions`; shown, never typed. */
const derivedInstant = (name: string, vi: string, en: string): Field => ({
  name,
  type: 'date',
  index: true,
  label: label(vi, en),
  admin: { readOnly: true, position: 'sidebar', date: dateTime },
})

/**
 * Training courses of the factory-automation training centre (entity trainingCenter, slug code
 * `trainc`, spec §2): one class each, with the sessions it meets at, its place, seats and fee.
 * Backend data read through `TrainingCourse/*`; pages at `/{slug}-trainc{id}`.
 */
export const TrainingCourses: CollectionConfig = {
  slug: 'training-courses',
  labels: {
    singular: label('Khóa đào tạo', 'Training course'),
    plural: label('Khóa đào tạo', 'Training courses'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'topic', 'level', 'province', 'startsAt', 'isActive'],
    group: GROUP_CONTENT,
    listSearchableFields: ['title'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope, spanSessions],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-startsAt',
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 150,
      label: label('Tên khóa học', 'Course title'),
    },
    entitySlugField('trainc'),
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 300,
      label: label('Tóm tắt', 'Summary'),
    },
    {
      name: 'audience',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      label: label('Đối tượng học viên', 'Who should attend'),
    },
    {
      name: 'instructor',
      type: 'text',
      localized: true,
      maxLength: 120,
      label: label('Giảng viên', 'Instructor'),
    },
    richText('objectives', 'Mục tiêu khóa học', 'Objectives'),
    richText('programme', 'Chương trình học', 'Programme'),
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: label('Ảnh minh họa', 'Picture'),
    },
    {
      name: 'sessions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 60,
      label: label('Các buổi học', 'Sessions'),
      labels: { singular: label('Buổi học', 'Session'), plural: label('Buổi học', 'Sessions') },
      admin: {
        description: label(
          'Mỗi lần lớp học gặp nhau: ngày giờ bắt đầu và kết thúc (giờ Việt Nam).',
          'Each time the class meets: when it starts and ends (Vietnam time).',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'startTime',
              type: 'date',
              required: true,
              label: label('Bắt đầu', 'Starts'),
              admin: { date: dateTime },
            },
            {
              name: 'endTime',
              type: 'date',
              required: true,
              label: label('Kết thúc', 'Ends'),
              admin: { date: dateTime },
              validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
                if (!value) return 'Required'
                const start = (siblingData as { startTime?: unknown } | undefined)?.startTime
                if (!start) return true
                return (
                  new Date(value as string).getTime() > new Date(start as string).getTime() ||
                  'must be after the start'
                )
              },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'venue',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 200,
          label: label('Địa điểm', 'Venue'),
        },
        {
          name: 'province',
          type: 'select',
          required: true,
          index: true,
          options: provinceOptions(),
          label: label('Tỉnh/thành phố', 'Province'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'seatsTotal',
          type: 'number',
          required: true,
          min: 1,
          max: 500,
          label: label('Tổng số chỗ', 'Seats'),
        },
        {
          name: 'seatsTaken',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          max: 500,
          label: label('Đã đăng ký', 'Seats taken'),
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
            const total = (siblingData as { seatsTotal?: unknown } | undefined)?.seatsTotal
            if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
              return 'a whole number from 0'
            return typeof total !== 'number' || value <= total || 'at most the seats'
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isFree',
          type: 'checkbox',
          defaultValue: false,
          label: label('Miễn phí', 'Free of charge'),
        },
        {
          name: 'fee',
          type: 'number',
          min: 0,
          max: 1_000_000_000,
          label: label('Học phí (VND)', 'Fee (VND)'),
          admin: { condition: (_, sibling) => !sibling?.isFree },
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
            if ((siblingData as { isFree?: unknown } | undefined)?.isFree) return true
            return (
              (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
              'a fee in VND, or tick "free"'
            )
          },
        },
      ],
    },
    {
      name: 'topic',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(CourseTopic),
      label: label('Chủ đề', 'Topic'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'level',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(CourseLevel),
      label: label('Trình độ', 'Level'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'businessArea',
      type: 'select',
      required: true,
      defaultValue: 'FactoryAutomation',
      options: enumOptions(BusinessArea),
      label: label('Lĩnh vực kinh doanh', 'Business area'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'durationDays',
      type: 'number',
      required: true,
      min: 1,
      max: 90,
      label: label('Thời lượng (ngày)', 'Duration (days)'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'durationHours',
      type: 'number',
      required: true,
      min: 1,
      max: 720,
      label: label('Thời lượng (giờ)', 'Duration (hours)'),
      admin: { position: 'sidebar' },
    },
    derivedInstant('startsAt', 'Khai giảng', 'Starts'),
    derivedInstant('endsAt', 'Kết thúc', 'Ends'),
    isActiveField,
  ]),
}
