import type { Field, GlobalConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { GROUP_CONTENT } from '../access/groups'
import { anyone, isStaff } from '../access/predicates'
import { validateHref } from '../fields/link'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScopeGlobal } from '../hooks/enforceTranslatorScope'
import { invalidateGlobalOnChange, sharedTags } from '../hooks/invalidateOnChange'

const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'label',
        type: 'text',
        localized: true,
        required: true,
        label: { vi: 'Nhãn', en: 'Label' },
      },
      {
        name: 'href',
        type: 'text',
        required: true,
        validate: validateHref,
        label: { vi: 'Đường dẫn', en: 'Target' },
      },
    ],
  },
  {
    name: 'description',
    type: 'text',
    localized: true,
    label: { vi: 'Mô tả ngắn', en: 'Short description' },
  },
]

/** The header: main menu (desktop flyout and mobile panels), quick links, the group's other sites. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { vi: 'Menu đầu trang', en: 'Header menu' },
  admin: { group: GROUP_CONTENT },
  access: { read: anyone, update: isStaff },
  hooks: {
    beforeChange: [enforceTranslatorScopeGlobal],
    afterChange: [invalidateGlobalOnChange(sharedTags(tags.navigation))],
  },
  fields: lockForTranslators([
    {
      name: 'mainMenu',
      type: 'array',
      maxRows: 8,
      label: { vi: 'Menu chính', en: 'Main menu' },
      admin: { initCollapsed: true },
      fields: [
        ...itemFields,
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          label: { vi: 'Mục con', en: 'Sub-items' },
          admin: { initCollapsed: true },
          fields: itemFields,
        },
      ],
    },
    {
      name: 'utilityLinks',
      type: 'array',
      maxRows: 6,
      label: { vi: 'Liên kết nhanh', en: 'Quick links' },
      fields: [itemFields[0]!],
    },
    {
      name: 'regionSites',
      type: 'array',
      label: { vi: 'Trang web các quốc gia', en: 'Country sites' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              localized: true,
              required: true,
              label: { vi: 'Quốc gia', en: 'Country' },
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                !value || /^https:\/\/\S+$/.test(value) || 'An https:// address',
              label: 'URL',
            },
          ],
        },
      ],
    },
  ]),
}
