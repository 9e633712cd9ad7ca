import type { CollectionConfig, Field } from 'payload'

import { enumOptions, ProjectCategory, ProjectType } from '@/domain/enums'
import { projectAreaOptions } from '@/domain/projects'
import { provinceOptions } from '@/domain/provinces'
import { youtubeVideoId } from '@/domain/video'
import { tags } from '@/lib/cache/tags'

import { GROUP_PROJECTS } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(entityTags(tags.project, tags.projects))

type Sibling = { businessArea?: string | null; isCaseStudy?: boolean | null }

const isCaseStudy = (_: unknown, sibling: Sibling) => Boolean(sibling?.isCaseStudy)

/** A localised line of text in an array row (a system, a figure's label or value). */
const line = (name: string, vi: string, en: string, maxLength: number): Field => ({
  name,
  type: 'text',
  localized: true,
  required: true,
  maxLength,
  label: label(vi, en),
})

/**
 * Reference projects (entity project, slug code `prj`, spec §3) with their picture gallery
 * (entity businessGallery, `bg`): what was built where, for whom, with which products and
 * systems, its figures, and, for case studies (category type 30), the story as text or video.
 * Backend data read through `Project/*` and `BusinessGallery/*`; pages at `/{slug}-prj{id}` and
 * `/{slug}-bg{id}`.
 */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: {
    singular: label('Dự án', 'Project'),
    plural: label('Dự án tiêu biểu', 'Reference projects'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'businessArea', 'projectType', 'province', 'year', 'isActive'],
    group: GROUP_PROJECTS,
    listSearchableFields: ['name', 'client'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-displayOrder',
  fields: lockForTranslators([
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      label: label('Tên dự án', 'Project name'),
    },
    entitySlugField('prj'),
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Nội dung', 'Content'),
          fields: [
            {
              name: 'summary',
              type: 'textarea',
              localized: true,
              required: true,
              maxLength: 400,
              label: label('Tóm tắt', 'Summary'),
            },
            {
              name: 'body',
              type: 'richText',
              localized: true,
              required: true,
              label: label('Giới thiệu dự án', 'About the project'),
            },
          ],
        },
        {
          label: label('Thông tin dự án', 'Facts'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'businessArea',
                  type: 'select',
                  required: true,
                  index: true,
                  options: projectAreaOptions(),
                  label: label('Lĩnh vực kinh doanh', 'Business area'),
                },
                {
                  name: 'projectType',
                  type: 'select',
                  required: true,
                  index: true,
                  options: enumOptions(ProjectType),
                  label: label('Loại công trình', 'Project type'),
                },
                {
                  name: 'projectCategory',
                  type: 'select',
                  index: true,
                  options: enumOptions(ProjectCategory),
                  label: label('Nhóm dự án FA', 'FA project category'),
                  admin: {
                    condition: (_, sibling: Sibling) =>
                      sibling?.businessArea === 'FactoryAutomation',
                    description: label(
                      'LAB hoặc phòng trưng bày của trung tâm đào tạo',
                      'LAB, or the training centre’s show room',
                    ),
                  },
                  validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
                    !value ||
                    siblingData?.businessArea === 'FactoryAutomation' ||
                    'Chỉ dành cho dự án tự động hóa / Factory-automation projects only',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'client',
                  type: 'text',
                  localized: true,
                  required: true,
                  maxLength: 160,
                  label: label('Chủ đầu tư / khách hàng', 'Client'),
                },
                {
                  name: 'province',
                  type: 'select',
                  required: true,
                  index: true,
                  options: provinceOptions(),
                  label: label('Tỉnh, thành phố', 'Province or city'),
                },
                {
                  name: 'year',
                  type: 'number',
                  required: true,
                  min: 1980,
                  max: 2100,
                  label: label('Năm hoàn thành', 'Year completed'),
                },
              ],
            },
            {
              name: 'products',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              maxRows: 12,
              label: label('Sản phẩm sử dụng', 'Products used'),
            },
            {
              name: 'systems',
              type: 'array',
              maxRows: 12,
              label: label('Hệ thống và giải pháp', 'Systems and solutions'),
              labels: {
                singular: label('Hệ thống', 'System'),
                plural: label('Hệ thống', 'Systems'),
              },
              fields: [line('name', 'Tên hệ thống', 'System', 160)],
            },
            {
              name: 'figures',
              type: 'array',
              maxRows: 8,
              label: label('Số liệu nổi bật', 'Key figures'),
              labels: { singular: label('Số liệu', 'Figure'), plural: label('Số liệu', 'Figures') },
              admin: {
                description: label(
                  'Ví dụ: Công suất lạnh – 2.400 HP; Điện năng tiết kiệm – 28%',
                  'E.g. Cooling capacity – 2,400 HP; Energy saved – 28%',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    line('label', 'Tên số liệu', 'Label', 80),
                    line('value', 'Giá trị', 'Value', 40),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('Hình ảnh', 'Pictures'),
          fields: [
            {
              name: 'cover',
              type: 'upload',
              relationTo: 'media',
              required: true,
              label: label('Ảnh đại diện', 'Cover picture'),
            },
            {
              name: 'gallery',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              required: true,
              minRows: 1,
              maxRows: 24,
              label: label('Thư viện ảnh', 'Picture gallery'),
              admin: {
                description: label(
                  'Trang thư viện ảnh của dự án: /{slug}-bg{id}',
                  'The project’s gallery page: /{slug}-bg{id}',
                ),
              },
            },
          ],
        },
        {
          label: label('Nghiên cứu điển hình', 'Case study'),
          fields: [
            {
              name: 'isCaseStudy',
              type: 'checkbox',
              defaultValue: false,
              index: true,
              label: label('Là nghiên cứu điển hình', 'This is a case study'),
            },
            {
              name: 'caseStudy',
              type: 'richText',
              localized: true,
              label: label('Bài nghiên cứu điển hình', 'Case study text'),
              admin: {
                condition: isCaseStudy,
                description: label(
                  'Thách thức, giải pháp và kết quả',
                  'The challenge, the solution and the results',
                ),
              },
            },
            {
              name: 'videoUrl',
              type: 'text',
              maxLength: 300,
              label: label('Video (YouTube)', 'Video (YouTube)'),
              admin: { condition: isCaseStudy },
              validate: (value: unknown) =>
                value === null ||
                value === undefined ||
                value === '' ||
                (typeof value === 'string' && youtubeVideoId(value) !== null) ||
                'https://www.youtube.com/watch?v=… or https://youtu.be/…',
            },
          ],
        },
      ],
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: label('Ngày đăng', 'Published on'),
      admin: { position: 'sidebar', date: { displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: label('Thứ tự hiển thị', 'Display order'),
      admin: {
        position: 'sidebar',
        description: label('Số lớn hiển thị trước', 'Higher shows first'),
      },
    },
    isActiveField,
  ]),
}
