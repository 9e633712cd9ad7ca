import type { Block } from 'payload'

/** Open positions from the backend, with filters (location, business area, level) kept in the URL. */
export const CareerList: Block = {
  slug: 'careerList',
  interfaceName: 'CareerListBlock',
  labels: {
    singular: { vi: 'Danh sách vị trí tuyển dụng', en: 'Job openings list' },
    plural: { vi: 'Danh sách vị trí tuyển dụng', en: 'Job openings lists' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/careerList.svg',
        alt: 'Filter bar over rows of job openings with paging',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    { name: 'intro', type: 'textarea', localized: true, label: { vi: 'Mở đầu', en: 'Intro' } },
    {
      type: 'row',
      fields: [
        {
          name: 'pageSize',
          type: 'number',
          defaultValue: 10,
          min: 4,
          max: 48,
          label: { vi: 'Số vị trí mỗi trang', en: 'Openings per page' },
        },
        {
          name: 'showFilters',
          type: 'checkbox',
          defaultValue: true,
          label: { vi: 'Hiện bộ lọc', en: 'Show filters' },
        },
      ],
    },
  ],
}
