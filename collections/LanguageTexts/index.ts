import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

/**
 * Interface texts served by the user configuration call (`getAll`, localization.values). One document
 * per key, one value per language. Keys are hashes; `name` says where the text is used.
 */
const invalidate = invalidateOnChange(sharedTags(tags.texts))

export const LanguageTexts: CollectionConfig = {
  slug: 'language-texts',
  labels: {
    singular: { vi: 'Văn bản giao diện', en: 'Interface text' },
    plural: { vi: 'Văn bản giao diện', en: 'Interface texts' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'value', 'key', 'updatedAt'],
    listSearchableFields: ['name', 'value', 'key'],
    group: GROUP_BACKEND,
    pagination: { defaultLimit: 50 },
  },
  access: { create: isEditor, read: isStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  indexes: [{ fields: ['source', 'key'], unique: true }],
  fields: lockForTranslators([
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'text',
          required: true,
          defaultValue: 'Sora',
          label: { vi: 'Nguồn', en: 'Source' },
        },
        {
          name: 'key',
          type: 'text',
          required: true,
          index: true,
          label: { vi: 'Khoá', en: 'Key' },
        },
      ],
    },
    {
      name: 'name',
      type: 'text',
      label: { vi: 'Vị trí trong giao diện', en: 'Where it is used' },
      admin: { description: { vi: 'Ví dụ: notFound.title', en: 'e.g. notFound.title' } },
    },
    { name: 'value', type: 'textarea', localized: true, label: { vi: 'Nội dung', en: 'Text' } },
  ]),
}
