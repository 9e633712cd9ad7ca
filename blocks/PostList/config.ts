import type { Block, GroupField } from 'payload'

import { linkField } from '../../collections/fields/link'
import { EVENT_TIME_FRAMES } from '@/contract/post'
import { BusinessArea, CategoryType, enumOptions } from '@/domain/enums'
import { POST_LIST_DISPLAYS } from '@/domain/postList'

const label = (vi: string, en: string) => ({ vi, en })

const DISPLAY_LABELS: Record<(typeof POST_LIST_DISPLAYS)[number], { vi: string; en: string }> = {
  cards: label('Thẻ có ảnh', 'Cards with pictures'),
  events: label('Lịch sự kiện', 'Event agenda'),
  videos: label('Video (phát khi bấm)', 'Videos (play on click)'),
  compact: label('Danh sách tiêu đề', 'List of titles'),
}

const TIME_FRAME_LABELS: Record<(typeof EVENT_TIME_FRAMES)[number], { vi: string; en: string }> = {
  upcoming: label('Sắp diễn ra', 'Upcoming'),
  past: label('Đã diễn ra', 'Past'),
  all: label('Tất cả (sắp diễn ra trước)', 'All (upcoming first)'),
}

/**
 * Published posts of one category type from the backend (`Post/GetListBoxDto`): news, events,
 * blog articles, notebook entries, videos. A list may page (`?page=2`) and offer its type's
 * categories as a filter (`?c=12`); the page then renders per request when asked with a query.
 */
export const PostList: Block = {
  slug: 'postList',
  interfaceName: 'PostListBlock',
  labels: {
    singular: label('Danh sách bài viết', 'Post list'),
    plural: label('Danh sách bài viết', 'Post lists'),
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/postList.svg',
        alt: 'Category chips over three post cards and page links',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: label('Tiêu đề', 'Heading') },
    { name: 'intro', type: 'textarea', localized: true, label: label('Mở đầu', 'Intro') },
    {
      type: 'row',
      fields: [
        {
          name: 'categoryType',
          type: 'select',
          required: true,
          defaultValue: 'News',
          options: enumOptions(CategoryType),
          label: label('Loại chuyên mục', 'Category type'),
        },
        {
          name: 'businessArea',
          type: 'select',
          options: enumOptions(BusinessArea),
          label: label('Chỉ lĩnh vực', 'Only business area'),
          admin: {
            description: label('Để trống để hiện mọi lĩnh vực.', 'Leave empty for every area.'),
          },
        },
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'cards',
          options: POST_LIST_DISPLAYS.map((value) => ({ value, label: DISPLAY_LABELS[value] })),
          label: label('Cách hiển thị', 'Display'),
        },
        {
          name: 'timeFrame',
          type: 'select',
          defaultValue: 'upcoming',
          options: EVENT_TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] })),
          label: label('Sự kiện', 'Events'),
          admin: { condition: (_, sibling) => sibling?.categoryType === 'Event' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pageSize',
          type: 'number',
          required: true,
          defaultValue: 6,
          min: 1,
          max: 48,
          label: label('Số bài mỗi trang', 'Posts per page'),
        },
        {
          name: 'paging',
          type: 'checkbox',
          defaultValue: false,
          label: label('Chia trang (?page=2)', 'Page links (?page=2)'),
        },
        {
          name: 'categoryFilter',
          type: 'checkbox',
          defaultValue: false,
          label: label('Lọc theo chuyên mục (?c=)', 'Category filter (?c=)'),
          admin: {
            description: label(
              'Hiện các chuyên mục con của loại này để người xem chọn.',
              'Offers the sub-categories of this type to choose from.',
            ),
          },
        },
      ],
    },
    {
      ...(linkField({ name: 'seeAll' }) as GroupField),
      label: label('Liên kết "Xem tất cả"', '"See all" link'),
    },
  ],
}
