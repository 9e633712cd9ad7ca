import type { Block } from 'payload'

import { projectAreaOptions } from '@/domain/projects'
import { PROJECT_LIST_CATEGORIES, PROJECT_LIST_VIEWS } from '@/domain/projectList'

const label = (vi: string, en: string) => ({ vi, en })

const VIEW_LABELS: Record<(typeof PROJECT_LIST_VIEWS)[number], { vi: string; en: string }> = {
  all: label('Tất cả dự án', 'All projects'),
  gallery: label('Thư viện ảnh', 'Picture galleries'),
  caseStudy: label('Nghiên cứu điển hình', 'Case studies'),
}

const CATEGORY_LABELS: Record<
  (typeof PROJECT_LIST_CATEGORIES)[number],
  { vi: string; en: string }
> = {
  labProject: label('Dự án LAB', 'LAB projects'),
  showRoomProject: label('Dự án phòng trưng bày', 'Show room projects'),
}

/**
 * Reference projects from the backend (`Project/GetListBoxDto`). As the project gallery, with
 * filters: `?t=` picks the business area, `?c=` galleries or case studies, `?type=` and
 * `?province=` narrow, `?page=` pages. Without filters: the first `limit` projects, e.g. the
 * home page's recent projects or a LAB page's projects.
 */
export const ProjectList: Block = {
  slug: 'projectList',
  interfaceName: 'ProjectListBlock',
  labels: {
    singular: label('Danh sách dự án', 'Project list'),
    plural: label('Danh sách dự án', 'Project lists'),
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/projectList.svg',
        alt: 'Area tabs and filters over a grid of project pictures',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: label('Tiêu đề', 'Heading') },
    {
      type: 'row',
      fields: [
        {
          name: 'businessArea',
          type: 'select',
          options: projectAreaOptions(),
          label: label('Lĩnh vực kinh doanh', 'Business area'),
          admin: {
            description: label(
              'Để trống: mọi lĩnh vực (hoặc theo ?t= khi bật bộ lọc)',
              'Empty: every area (or ?t= when filters are on)',
            ),
          },
        },
        {
          name: 'projectCategory',
          type: 'select',
          options: PROJECT_LIST_CATEGORIES.map((value) => ({
            value,
            label: CATEGORY_LABELS[value],
          })),
          label: label('Nhóm dự án FA', 'FA project category'),
        },
        {
          name: 'view',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: PROJECT_LIST_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] })),
          label: label('Hiển thị', 'Show'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'filters',
          type: 'checkbox',
          defaultValue: false,
          label: label('Bộ lọc và phân trang', 'Filters and paging'),
          admin: {
            description: label(
              'Đọc ?t=, ?c=, ?type=, ?province= và ?page= từ địa chỉ trang',
              'Reads ?t=, ?c=, ?type=, ?province= and ?page= from the address',
            ),
          },
        },
        {
          name: 'limit',
          type: 'number',
          defaultValue: 9,
          min: 1,
          max: 48,
          label: label('Số dự án (mỗi trang)', 'Projects (per page)'),
        },
      ],
    },
  ],
}
