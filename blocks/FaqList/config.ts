import type { Block } from 'payload'

/** Frequently asked questions (posts of the FAQ category type), grouped, as a searchable accordion. */
export const FaqList: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: {
    singular: { vi: 'Câu hỏi thường gặp', en: 'FAQ list' },
    plural: { vi: 'Câu hỏi thường gặp', en: 'FAQ lists' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/faqList.svg',
        alt: 'Search box over grouped questions, one opened to show its answer',
      },
    },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      label: { vi: 'Tiêu đề (tuỳ chọn)', en: 'Heading (optional)' },
      admin: {
        description: {
          vi: 'Để trống khi tiêu đề trang đã nói rõ; các nhóm câu hỏi khi đó là tiêu đề cấp 2.',
          en: 'Leave empty when the page title says it; the question groups are then level-2 headings.',
        },
      },
    },
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: true,
      label: { vi: 'Hiện ô tìm kiếm', en: 'Show the search box' },
    },
  ],
}
