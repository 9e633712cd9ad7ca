import type { Block } from 'payload'

import { linkField } from '../../collections/fields/link'

export const CardGrid: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: {
    singular: { vi: 'Lưới thẻ', en: 'Card grid' },
    plural: { vi: 'Lưới thẻ', en: 'Card grids' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/cardGrid.svg',
        alt: 'Heading over four cards with pictures',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    { name: 'intro', type: 'textarea', localized: true, label: { vi: 'Giới thiệu', en: 'Intro' } },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '4',
      options: ['2', '3', '4'].map((value) => ({ label: value, value })),
      label: { vi: 'Số cột trên máy tính', en: 'Columns on desktop' },
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      label: { vi: 'Thẻ', en: 'Cards' },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: { vi: 'Tiêu đề', en: 'Title' },
        },
        { name: 'text', type: 'textarea', localized: true, label: { vi: 'Mô tả', en: 'Text' } },
        { name: 'media', type: 'upload', relationTo: 'media', label: { vi: 'Ảnh', en: 'Image' } },
        linkField(),
      ],
    },
  ],
}
