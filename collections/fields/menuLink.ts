import type { Field } from 'payload'

import { TopicLinkIds } from '@/domain/enums'

import { validateHref } from './link'

/** Fields of a footer link: a label and either a site path or a topic (resolved by number). */
export const footerLinkFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    localized: true,
    required: true,
    label: { vi: 'Nhãn', en: 'Label' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'href',
        type: 'text',
        validate: validateHref,
        label: { vi: 'Đường dẫn', en: 'Target' },
        admin: {
          description: {
            vi: 'Để trống khi chọn chủ đề.',
            en: 'Leave empty when a topic is chosen.',
          },
        },
      },
      {
        name: 'topic',
        type: 'select',
        options: Object.entries(TopicLinkIds).map(([name, id]) => ({
          label: `${name} (${id})`,
          value: name,
        })),
        label: { vi: 'Hoặc chủ đề', en: 'Or a topic' },
      },
    ],
  },
]
