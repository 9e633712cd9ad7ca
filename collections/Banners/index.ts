import type { CollectionConfig } from 'payload'

import { BannerType, enumOptions } from '@/domain/enums'
import { inAllLocales, tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor, isStaff } from '../access/predicates'
import { validateHref } from '../fields/link'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange } from '../hooks/invalidateOnChange'

/** A banner shows on every page of its position: a moved banner touches the old position too. */
const invalidate = invalidateOnChange(({ doc, previousDoc }) =>
  [doc.bannerType, previousDoc?.bannerType].flatMap((position) =>
    typeof position === 'string' ? inAllLocales(tags.banners, position) : [],
  ),
)

/** Banners of the backend contract (`Banner/GetListBoxDto`), placed by numeric position. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: { vi: 'Banner', en: 'Banner' }, plural: { vi: 'Banner', en: 'Banners' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'bannerType', 'displayOrder', 'isActive'],
    group: GROUP_BACKEND,
  },
  access: { create: isEditor, read: isStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: ['bannerType', '-displayOrder'],
  fields: lockForTranslators([
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Tên', en: 'Name' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bannerType',
          type: 'select',
          required: true,
          index: true,
          options: enumOptions(BannerType),
          label: { vi: 'Vị trí', en: 'Position' },
        },
        {
          name: 'displayOrder',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: { vi: 'Thứ tự hiển thị', en: 'Display order' },
          admin: {
            description: { vi: 'Số lớn hiển thị trước.', en: 'Higher numbers show first.' },
          },
        },
        {
          name: 'isActive',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          label: { vi: 'Đang hiển thị', en: 'Active' },
        },
      ],
    },
    {
      name: 'picture',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      required: true,
      label: { vi: 'Ảnh (máy tính)', en: 'Picture (desktop)' },
    },
    {
      name: 'mobilePicture',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      label: { vi: 'Ảnh (điện thoại)', en: 'Picture (mobile)' },
    },
    {
      name: 'urlRef',
      type: 'text',
      validate: validateHref,
      label: { vi: 'Liên kết', en: 'Link' },
      admin: {
        description: {
          vi: 'Đường dẫn trong trang (/lien-he) hoặc địa chỉ ngoài (https://…).',
          en: 'A site path (/lien-he) or an external address (https://…).',
        },
      },
    },
    {
      name: 'caption',
      type: 'textarea',
      localized: true,
      label: { vi: 'Chú thích', en: 'Caption' },
    },
    {
      name: 'ctaLabel',
      type: 'text',
      localized: true,
      label: { vi: 'Nhãn nút', en: 'Button label' },
    },
  ]),
}
