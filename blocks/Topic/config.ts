import type { Block } from 'payload'

import { enumOptions, TopicLinkIds } from '@/domain/enums'

/**
 * A numbered topic from the backend (the company mission, 19): its title, summary and text, with
 * a link to its own page. Editors choose the topic; its texts are edited in the topic itself.
 */
export const Topic: Block = {
  slug: 'topic',
  interfaceName: 'TopicBlock',
  labels: {
    singular: { vi: 'Chủ đề', en: 'Topic' },
    plural: { vi: 'Chủ đề', en: 'Topics' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/topic.svg',
        alt: 'A topic: heading, summary, text and a read-more link',
      },
    },
  },
  fields: [
    {
      name: 'topicLink',
      type: 'select',
      required: true,
      defaultValue: 'CompanyMission',
      options: enumOptions(TopicLinkIds),
      label: { vi: 'Chủ đề', en: 'Topic' },
      admin: {
        description: {
          vi: 'Nội dung lấy từ chủ đề đã chọn (mục Chủ đề), theo ngôn ngữ của trang.',
          en: 'The texts come from the chosen topic (Topics), in the page’s language.',
        },
      },
    },
  ],
}
