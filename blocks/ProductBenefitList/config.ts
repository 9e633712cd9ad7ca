import type { Block } from 'payload'

import { enumOptions, ProductCategory } from '@/domain/enums'

/** Product-benefit stories from the backend, newest first, as cards linking to their pages. */
export const ProductBenefitList: Block = {
  slug: 'productBenefitList',
  interfaceName: 'ProductBenefitListBlock',
  labels: {
    singular: { vi: 'Danh sách lợi ích sản phẩm', en: 'Product benefit list' },
    plural: { vi: 'Danh sách lợi ích sản phẩm', en: 'Product benefit lists' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/productBenefitList.svg',
        alt: 'Heading over story cards with pictures',
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
          name: 'category',
          type: 'select',
          options: enumOptions(ProductCategory),
          label: { vi: 'Chỉ danh mục', en: 'Only category' },
          admin: {
            description: {
              vi: 'Để trống để hiện mọi câu chuyện.',
              en: 'Leave empty to show every story.',
            },
          },
        },
        {
          name: 'limit',
          type: 'number',
          required: true,
          defaultValue: 12,
          min: 1,
          max: 48,
          label: { vi: 'Số câu chuyện tối đa', en: 'Most stories shown' },
        },
      ],
    },
  ],
}
