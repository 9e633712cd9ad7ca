import type { Block } from 'payload'

import { linkField } from '../../collections/fields/link'

export const MediaText: Block = {
  slug: 'mediaText',
  interfaceName: 'MediaTextBlock',
  labels: {
    singular: { vi: 'Ảnh và chữ', en: 'Media and text' },
    plural: { vi: 'Ảnh và chữ', en: 'Media and text' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/mediaText.svg',
        alt: 'Picture beside a heading, text and a button',
      },
    },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Tiêu đề', en: 'Heading' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: { vi: 'Nội dung', en: 'Content' },
    },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { vi: 'Ảnh', en: 'Image' },
    },
    {
      name: 'mediaPosition',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: { vi: 'Ảnh bên trái', en: 'Image left' }, value: 'left' },
        { label: { vi: 'Ảnh bên phải', en: 'Image right' }, value: 'right' },
      ],
      label: { vi: 'Vị trí ảnh', en: 'Image position' },
    },
    linkField(),
  ],
}
