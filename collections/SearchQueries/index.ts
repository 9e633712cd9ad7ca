import type { CollectionConfig } from 'payload'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { LANGUAGE_OPTIONS, label } from '../fields/common'

const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

/**
 * The search report: each query visitors asked (folded: accents and case ignored), how often,
 * and how often it found nothing. Counted by the backend on each new search; who asked is never
 * stored (no address, no account, no time of a single search).
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: {
    singular: label('Từ khoá đã tìm', 'Searched query'),
    plural: label('Báo cáo tìm kiếm', 'Search report'),
  },
  admin: {
    useAsTitle: 'query',
    defaultColumns: [
      'query',
      'language',
      'asked',
      'foundNothing',
      'lastResultCount',
      'lastAskedAt',
    ],
    listSearchableFields: ['query'],
    group: GROUP_BACKEND,
    description: label(
      'Các từ khoá khách đã tìm, nhiều nhất trước. Sắp xếp theo “Không tìm thấy” để xem những gì khách cần mà trang chưa có. Không lưu ai đã tìm.',
      'What visitors searched for, most frequent first. Sort by “Found nothing” to see what visitors want that the site lacks. Who asked is never stored.',
    ),
  },
  defaultSort: '-asked',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['normalized', 'language'], unique: true }],
  fields: [
    {
      name: 'query',
      type: 'text',
      required: true,
      label: label('Từ khoá', 'Query'),
      admin: { readOnly: true, description: label('Như khách gõ lần đầu.', 'As first typed.') },
    },
    {
      name: 'normalized',
      type: 'text',
      required: true,
      label: label('Dạng không dấu', 'Folded'),
      admin: { readOnly: true },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      label: label('Ngôn ngữ', 'Language'),
      options: LANGUAGE_OPTIONS,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'asked',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          label: label('Số lần tìm', 'Times asked'),
          admin: { readOnly: true },
        },
        {
          name: 'foundNothing',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          label: label('Không tìm thấy', 'Found nothing'),
          admin: { readOnly: true },
        },
        {
          name: 'lastResultCount',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: label('Kết quả lần gần nhất', 'Results last time'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'lastAskedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Tìm gần nhất', 'Last asked'),
      admin: { readOnly: true, date: dateTime },
    },
  ],
}
