import type { CollectionConfig } from 'payload'

import { enumOptions, ProductCategory } from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_CATALOGUE } from '../access/groups'
import { anyone, isEditor, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/

/** The filters a category page offers (`Filter/GetListBoxDto`), with their options. */
const invalidate = invalidateOnChange(sharedTags(tags.productFilters, tags.products))

export const ProductFilters: CollectionConfig = {
  slug: 'product-filters',
  labels: {
    singular: { vi: 'Bộ lọc', en: 'Filter' },
    plural: { vi: 'Bộ lọc sản phẩm', en: 'Product filters' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'key', 'displayOrder'],
    group: GROUP_CATALOGUE,
  },
  access: { create: isEditor, read: anyone, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: ['category', '-displayOrder'],
  indexes: [{ fields: ['category', 'key'], unique: true }],
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
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: enumOptions(ProductCategory),
          label: { vi: 'Danh mục', en: 'Category' },
        },
        {
          name: 'key',
          type: 'text',
          required: true,
          label: { vi: 'Mã', en: 'Key' },
          validate: (value: unknown) =>
            (typeof value === 'string' && KEY.test(value)) ||
            'a-z, 0-9 and hyphens, at most 40 characters',
        },
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'checkboxes',
          options: [
            { label: { vi: 'Ô chọn một (tiles)', en: 'Tiles (one value)' }, value: 'tiles' },
            { label: { vi: 'Hộp kiểm (nhiều giá trị)', en: 'Checkboxes' }, value: 'checkboxes' },
          ],
          label: { vi: 'Kiểu hiển thị', en: 'Display' },
        },
        {
          name: 'displayOrder',
          type: 'number',
          defaultValue: 0,
          label: { vi: 'Thứ tự', en: 'Display order' },
        },
      ],
    },
    {
      name: 'options',
      type: 'array',
      required: true,
      minRows: 1,
      label: { vi: 'Giá trị', en: 'Options' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              label: { vi: 'Giá trị', en: 'Value' },
              validate: (value: unknown) =>
                (typeof value === 'string' && KEY.test(value)) ||
                'a-z, 0-9 and hyphens, at most 40 characters',
            },
            {
              name: 'label',
              type: 'text',
              localized: true,
              required: true,
              label: { vi: 'Nhãn', en: 'Label' },
            },
          ],
        },
      ],
    },
  ]),
}
