import type { CollectionConfig } from 'payload'

import { BusinessArea, CareerLevel, EmploymentType, enumOptions } from '@/domain/enums'
import { provinceOptions } from '@/domain/provinces'
import { tags } from '@/lib/cache/tags'

import { GROUP_POSTS } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'
import { BUSINESS_AREA_LABELS } from '../fields/enumLabels'

const invalidate = invalidateOnChange(entityTags(tags.career, tags.careers))

const richText = (name: string, vi: string, en: string) =>
  ({ name, type: 'richText', localized: true, required: true, label: label(vi, en) }) as const

/**
 * Job openings (entity career, slug code `c`, post type Career 10, spec §3). Backend data read
 * through `Career/*`; pages at `/{slug}-c{id}`. Past its deadline an opening leaves the list but
 * its page stays, saying so.
 */
export const Careers: CollectionConfig = {
  slug: 'careers',
  labels: {
    singular: label('Vị trí tuyển dụng', 'Job opening'),
    plural: label('Tuyển dụng', 'Careers'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'province', 'level', 'deadline', 'isActive'],
    group: GROUP_POSTS,
    listSearchableFields: ['title'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-publishedAt',
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      label: label('Vị trí', 'Position'),
    },
    entitySlugField('c'),
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 300,
      label: label('Tóm tắt', 'Summary'),
    },
    {
      name: 'department',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 100,
      label: label('Phòng ban', 'Department'),
    },
    richText('description', 'Mô tả công việc', 'Job description'),
    richText('requirements', 'Yêu cầu', 'Requirements'),
    richText('benefits', 'Quyền lợi', 'Benefits'),
    {
      type: 'row',
      fields: [
        {
          name: 'salaryMin',
          type: 'number',
          min: 0,
          max: 1_000_000_000,
          label: label('Lương từ (VND/tháng)', 'Salary from (VND/month)'),
          admin: { description: label('Để trống: thỏa thuận', 'Empty: negotiable') },
        },
        {
          name: 'salaryMax',
          type: 'number',
          min: 0,
          max: 1_000_000_000,
          label: label('Lương đến (VND/tháng)', 'Salary up to (VND/month)'),
        },
      ],
    },
    {
      name: 'businessArea',
      type: 'select',
      options: enumOptions(BusinessArea, BUSINESS_AREA_LABELS),
      label: label('Lĩnh vực kinh doanh', 'Business area'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'province',
      type: 'select',
      required: true,
      index: true,
      options: provinceOptions(),
      label: label('Nơi làm việc', 'Location'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'FullTime',
      options: enumOptions(EmploymentType),
      label: label('Hình thức', 'Type'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'level',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(CareerLevel),
      label: label('Cấp bậc', 'Level'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'openings',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 500,
      label: label('Số lượng', 'Openings'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'deadline',
      type: 'date',
      required: true,
      index: true,
      label: label('Hạn nộp hồ sơ', 'Apply by'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      label: label('Ngày đăng', 'Published on'),
      admin: { position: 'sidebar', date: { displayFormat: 'dd/MM/yyyy' } },
    },
    isActiveField,
  ]),
}
