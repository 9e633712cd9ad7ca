import type { Block } from 'payload'

/**
 * Where to buy: dealers, showrooms and service centres from the backend, with filters kept in the
 * URL (`?t=` business area, `?province=`, `?kind=`, `?q=`, `?page=`) and "near me" sorting.
 */
export const DealerFinder: Block = {
  slug: 'dealerFinder',
  interfaceName: 'DealerFinderBlock',
  labels: {
    singular: { vi: 'Tìm đại lý', en: 'Dealer finder' },
    plural: { vi: 'Tìm đại lý', en: 'Dealer finders' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/dealerFinder.svg',
        alt: 'Business-area tabs and a filter bar over cards of dealers with phone and directions',
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
          defaultValue: 12,
          min: 6,
          max: 48,
          label: { vi: 'Số điểm mỗi trang', en: 'Places per page' },
        },
        {
          name: 'showFilters',
          type: 'checkbox',
          defaultValue: true,
          label: { vi: 'Hiện bộ lọc và tìm kiếm', en: 'Show filters and search' },
        },
      ],
    },
  ],
}
