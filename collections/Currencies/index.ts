import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

/** Display currencies (spec §3): prices are stored in VND and converted with `rate`. */
const invalidate = invalidateOnChange(sharedTags(tags.currencies))

export const Currencies: CollectionConfig = {
  slug: 'currencies',
  labels: {
    singular: { vi: 'Tiền tệ', en: 'Currency' },
    plural: { vi: 'Tiền tệ', en: 'Currencies' },
  },
  admin: {
    useAsTitle: 'currencyCode',
    defaultColumns: ['currencyCode', 'name', 'rate', 'isActive'],
    group: GROUP_BACKEND,
  },
  defaultSort: 'displayOrder',
  access: { create: isAdmin, read: isStaff, update: isStaff, delete: isAdmin },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  fields: lockForTranslators([
    {
      type: 'row',
      fields: [
        {
          name: 'currencyCode',
          type: 'text',
          required: true,
          unique: true,
          validate: (value: string | null | undefined) =>
            !value || /^[A-Z]{3}$/.test(value) || 'Three capital letters, e.g. USD',
        },
        {
          name: 'name',
          type: 'text',
          localized: true,
          required: true,
          label: { vi: 'Tên', en: 'Name' },
        },
        { name: 'symbol', type: 'text', required: true, label: { vi: 'Ký hiệu', en: 'Symbol' } },
      ],
    },
    {
      name: 'rate',
      type: 'number',
      required: true,
      min: 0,
      label: { vi: 'Tỷ giá (1 VND = ?)', en: 'Rate (1 VND = ?)' },
      admin: {
        step: 0.0000001,
        description: {
          vi: 'Giá VND nhân với tỷ giá này.',
          en: 'VND prices are multiplied by this rate.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayPrecision',
          type: 'number',
          required: true,
          defaultValue: 2,
          min: 0,
          max: 4,
          label: { vi: 'Số chữ số thập phân', en: 'Decimals' },
        },
        {
          name: 'thousandsSeparator',
          type: 'text',
          defaultValue: ',',
          maxLength: 1,
          label: { vi: 'Dấu phân cách nghìn', en: 'Thousands separator' },
        },
        {
          name: 'decimalSeparator',
          type: 'text',
          defaultValue: '.',
          maxLength: 1,
          label: { vi: 'Dấu thập phân', en: 'Decimal separator' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'symbolOnLeft',
          type: 'checkbox',
          defaultValue: true,
          label: { vi: 'Ký hiệu bên trái', en: 'Symbol on the left' },
        },
        {
          name: 'spaceBetweenAmountAndSymbol',
          type: 'checkbox',
          defaultValue: false,
          label: { vi: 'Có khoảng trắng', en: 'Space between amount and symbol' },
        },
      ],
    },
    {
      name: 'customFormatting',
      type: 'text',
      label: { vi: 'Định dạng riêng', en: 'Custom format' },
      admin: {
        description: {
          vi: 'Tuỳ chọn, ví dụ "{amount} {symbol}".',
          en: 'Optional, e.g. "{amount} {symbol}".',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayOrder',
          type: 'number',
          defaultValue: 0,
          label: { vi: 'Thứ tự', en: 'Order' },
        },
        {
          name: 'isActive',
          type: 'checkbox',
          defaultValue: true,
          label: { vi: 'Đang dùng', en: 'Active' },
        },
      ],
    },
  ]),
}
