import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { SettingKeys } from '@/domain/enums'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

/** Key/value site settings served by `Setting/GetSettingKey` (brand, hotline, social links, legal). */
const invalidate = invalidateOnChange(sharedTags(tags.settings))

export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: {
    singular: { vi: 'Thiết lập', en: 'Setting' },
    plural: { vi: 'Thiết lập', en: 'Settings' },
  },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value'], group: GROUP_BACKEND },
  access: { create: isEditor, read: isStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  fields: lockForTranslators([
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { vi: 'Khoá', en: 'Key' },
      validate: (value: string | null | undefined) =>
        !value ||
        /^[A-Za-z][A-Za-z0-9]*$/.test(value) ||
        'Letters and digits only, e.g. FacebookPageUrl',
      admin: { description: `${SettingKeys.join(', ')}` },
    },
    {
      name: 'value',
      type: 'textarea',
      localized: true,
      required: true,
      label: { vi: 'Giá trị', en: 'Value' },
    },
  ]),
}
