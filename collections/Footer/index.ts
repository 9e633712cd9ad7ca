import type { GlobalConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { GROUP_CONTENT } from '../access/groups'
import { anyone, isStaff } from '../access/predicates'
import { footerLinkFields } from '../fields/menuLink'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScopeGlobal } from '../hooks/enforceTranslatorScope'
import { invalidateGlobalOnChange, sharedTags } from '../hooks/invalidateOnChange'

/** Footer link groups, customer-support links and the subscribe block. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { vi: 'Chân trang', en: 'Footer' },
  admin: { group: GROUP_CONTENT },
  access: { read: anyone, update: isStaff },
  hooks: {
    beforeChange: [enforceTranslatorScopeGlobal],
    afterChange: [invalidateGlobalOnChange(sharedTags(tags.footer))],
  },
  fields: lockForTranslators([
    {
      name: 'supportLinks',
      type: 'array',
      maxRows: 8,
      label: { vi: 'Hỗ trợ khách hàng', en: 'Customer support' },
      fields: footerLinkFields,
    },
    {
      name: 'groups',
      type: 'array',
      maxRows: 5,
      label: { vi: 'Nhóm liên kết', en: 'Link groups' },
      fields: [
        {
          name: 'heading',
          type: 'text',
          localized: true,
          required: true,
          label: { vi: 'Tiêu đề', en: 'Heading' },
        },
        {
          name: 'links',
          type: 'array',
          maxRows: 10,
          fields: footerLinkFields,
          label: { vi: 'Liên kết', en: 'Links' },
        },
      ],
    },
    {
      name: 'subscribe',
      type: 'group',
      label: { vi: 'Đăng ký nhận tin', en: 'Subscribe' },
      fields: [
        { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
        { name: 'text', type: 'textarea', localized: true, label: { vi: 'Nội dung', en: 'Text' } },
      ],
    },
  ]),
}
