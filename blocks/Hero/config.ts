import type { Block } from 'payload'

import { linkField } from '../../collections/fields/link'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { vi: 'Ảnh bìa', en: 'Hero' }, plural: { vi: 'Ảnh bìa', en: 'Heroes' } },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/hero.svg',
        alt: 'Large heading with buttons over a full-width picture',
      },
    },
  },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      label: { vi: 'Dòng nhỏ phía trên', en: 'Eyebrow' },
    },
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Tiêu đề', en: 'Heading' },
    },
    { name: 'text', type: 'textarea', localized: true, label: { vi: 'Mô tả', en: 'Text' } },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      label: { vi: 'Ảnh nền', en: 'Background image' },
    },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      label: { vi: 'Nút bấm', en: 'Buttons' },
      fields: [linkField({ required: true })],
    },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'dark',
      options: [
        { label: { vi: 'Chữ sáng trên nền tối', en: 'Light text on dark' }, value: 'dark' },
        { label: { vi: 'Chữ tối trên nền sáng', en: 'Dark text on light' }, value: 'light' },
      ],
      label: { vi: 'Tông màu', en: 'Tone' },
    },
  ],
}
