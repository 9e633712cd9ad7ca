import type { Block } from 'payload'

export const RichText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { vi: 'Văn bản', en: 'Rich text' },
    plural: { vi: 'Văn bản', en: 'Rich texts' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/richText.svg',
        alt: 'Heading, paragraphs and a bulleted list',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { vi: 'Nội dung', en: 'Content' },
    },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'narrow',
      options: [
        { label: { vi: 'Hẹp (dễ đọc)', en: 'Narrow (reading width)' }, value: 'narrow' },
        { label: { vi: 'Rộng', en: 'Wide' }, value: 'wide' },
      ],
      label: { vi: 'Độ rộng', en: 'Width' },
    },
  ],
}
