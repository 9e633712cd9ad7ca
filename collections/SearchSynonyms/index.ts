import type { CollectionConfig, TextareaFieldValidation } from 'payload'

import { parseSynonymTerms } from '@/domain/siteSearch'
import { tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor } from '../access/predicates'
import { LANGUAGE_OPTIONS, label } from '../fields/common'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(sharedTags(tags.searchSynonyms))

const validateTerms: TextareaFieldValidation = (value) =>
  parseSynonymTerms(value ?? '').length >= 2
    ? true
    : 'Ít nhất hai từ, cách nhau bằng dấu phẩy hoặc xuống dòng / At least two terms, separated by commas or lines'

/**
 * Words visitors use for the same thing (`máy lạnh` = `điều hòa`) or a neighbouring one (`tủ
 * đông` near `tủ lạnh`): site search also looks for the other terms of a group whose term the
 * query holds, ranking neighbouring terms lower. Accents and case do not matter.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: {
    singular: label('Nhóm từ đồng nghĩa', 'Synonym group'),
    plural: label('Từ đồng nghĩa khi tìm kiếm', 'Search synonyms'),
  },
  admin: {
    useAsTitle: 'terms',
    defaultColumns: ['terms', 'relation', 'language', 'updatedAt'],
    listSearchableFields: ['terms'],
    group: GROUP_BACKEND,
    description: label(
      'Khi câu tìm kiếm chứa một từ của nhóm, trang cũng tìm các từ còn lại. Không phân biệt dấu và chữ hoa.',
      'When a query holds a term of a group, search also looks for the group’s other terms. Accents and case do not matter.',
    ),
  },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [invalidate.afterChange], afterDelete: [invalidate.afterDelete] },
  defaultSort: ['language', 'terms'],
  fields: [
    {
      name: 'terms',
      type: 'textarea',
      required: true,
      maxLength: 500,
      label: label('Các từ', 'Terms'),
      validate: validateTerms,
      admin: {
        description: label(
          'Cách nhau bằng dấu phẩy hoặc xuống dòng, ví dụ: máy lạnh, điều hòa, điều hoà.',
          'Separated by commas or lines, e.g.: air conditioner, aircon, AC.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'relation',
          type: 'select',
          required: true,
          defaultValue: 'same',
          label: label('Quan hệ', 'Relation'),
          options: [
            { label: label('Cùng nghĩa', 'Same meaning'), value: 'same' },
            { label: label('Gần nghĩa (xếp sau)', 'Related (ranked lower)'), value: 'near' },
          ],
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'vi',
          index: true,
          label: label('Ngôn ngữ tìm kiếm', 'Search language'),
          options: LANGUAGE_OPTIONS,
        },
      ],
    },
  ],
}
