import type { Block } from 'payload'

import { BannerType, enumOptions } from '../../src/domain/enums'

export const BannerSlider: Block = {
  slug: 'bannerSlider',
  interfaceName: 'BannerSliderBlock',
  labels: {
    singular: { vi: 'Trình chiếu banner', en: 'Banner slider' },
    plural: { vi: 'Trình chiếu banner', en: 'Banner sliders' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/bannerSlider.svg',
        alt: 'Wide picture with a caption, arrows and slide dots',
      },
    },
  },
  fields: [
    {
      name: 'position',
      type: 'select',
      required: true,
      defaultValue: 'HomeBanner',
      options: enumOptions(BannerType),
      label: { vi: 'Vị trí banner', en: 'Banner position' },
      admin: {
        description: {
          vi: 'Hiển thị các banner đang bật ở vị trí này, theo thứ tự hiển thị.',
          en: 'Shows the active banners of this position, in display order.',
        },
      },
    },
    {
      name: 'heading',
      type: 'text',
      localized: true,
      label: { vi: 'Tiêu đề (tuỳ chọn)', en: 'Heading (optional)' },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 8,
      min: 1,
      max: 15,
      label: { vi: 'Số banner tối đa', en: 'Maximum banners' },
    },
    {
      name: 'autoplaySeconds',
      type: 'number',
      defaultValue: 6,
      min: 0,
      max: 30,
      label: { vi: 'Tự chuyển sau (giây, 0 = tắt)', en: 'Autoplay every (seconds, 0 = off)' },
    },
  ],
}
