import type { CollectionConfig, Field, Where } from 'payload'

import {
  CAPACITY_UNITS,
  enumOptions,
  FEATURE_ICONS,
  ProductCategory,
  ProductColours,
  ProductGroup,
} from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_CATALOGUE } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'
import { checkFilterValues, deriveFilterTags } from './hooks/filterTags'

const dimension = (name: string, vi: string, en: string): Field => ({
  name,
  type: 'number',
  min: 1,
  max: 100_000,
  label: label(vi, en),
})

const invalidate = invalidateOnChange(entityTags(tags.product, tags.products))

/**
 * Catalogue products (spec §3): backend data edited by staff, read by the renderer only through
 * `Product/*` calls. Filter values are checked against the category's filters.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: label('Sản phẩm', 'Product'), plural: label('Sản phẩm', 'Products') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'modelCode', 'category', 'displayOrder', 'isActive'],
    group: GROUP_CATALOGUE,
    listSearchableFields: ['name', 'modelCode'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeValidate: [deriveFilterTags],
    beforeChange: [enforceTranslatorScope, checkFilterValues],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: ['category', '-displayOrder'],
  fields: lockForTranslators([
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      label: label('Tên sản phẩm', 'Name'),
    },
    entitySlugField('prd'),

    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'select',
          required: true,
          index: true,
          options: enumOptions(ProductGroup),
          label: label('Nhóm sản phẩm', 'Product group'),
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: enumOptions(ProductCategory),
          label: label('Danh mục', 'Category'),
        },
        {
          name: 'modelCode',
          type: 'text',
          required: true,
          unique: true,
          label: label('Mã model', 'Model code'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'parent',
          type: 'relationship',
          relationTo: 'products',
          index: true,
          label: label('Hệ thống HVAC cha', 'Parent HVAC system'),
          filterOptions: ({ id }): Where =>
            id
              ? { category: { equals: 'HVAC' }, id: { not_equals: id } }
              : { category: { equals: 'HVAC' } },
          admin: { description: label('productHVAChaveParent', 'productHVAChaveParent') },
        },
        {
          name: 'series',
          type: 'text',
          localized: true,
          label: label('Dòng sản phẩm', 'Series'),
        },
      ],
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 200,
      label: label('Mô tả ngắn', 'Short description'),
    },
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: label('Mô tả chi tiết', 'Description'),
    },
    {
      name: 'features',
      type: 'array',
      label: label('Tính năng', 'Features'),
      fields: [
        {
          name: 'icon',
          type: 'select',
          required: true,
          options: [...FEATURE_ICONS],
          label: label('Biểu tượng', 'Icon'),
        },
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: label('Tiêu đề', 'Title'),
        },
        { name: 'text', type: 'textarea', localized: true, label: label('Nội dung', 'Text') },
      ],
    },
    {
      name: 'colours',
      type: 'array',
      minRows: 1,
      required: true,
      label: label('Màu sắc và ảnh', 'Colours and pictures'),
      admin: {
        description: label(
          'Màu đầu tiên là ảnh mặc định.',
          'The first colour is the default picture.',
        ),
      },
      fields: [
        {
          name: 'colour',
          type: 'select',
          required: true,
          options: [...ProductColours],
          label: label('Màu', 'Colour'),
        },
        {
          name: 'images',
          type: 'upload',
          relationTo: 'product-images',
          hasMany: true,
          required: true,
          label: label('Ảnh', 'Pictures'),
        },
      ],
    },
    {
      name: 'capacity',
      type: 'group',
      label: label('Công suất / dung tích', 'Capacity'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', min: 0, label: label('Giá trị', 'Value') },
            {
              name: 'unit',
              type: 'select',
              options: [...CAPACITY_UNITS],
              label: label('Đơn vị', 'Unit'),
            },
          ],
        },
      ],
    },
    {
      name: 'size',
      type: 'group',
      label: label('Kích thước', 'Size'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              options: [
                { label: label('Thân máy', 'Body'), value: 'body' },
                { label: label('Dàn lạnh', 'Indoor unit'), value: 'indoor' },
                { label: label('Dàn nóng', 'Outdoor unit'), value: 'outdoor' },
              ],
              label: label('Loại', 'Kind'),
            },
            dimension('width', 'Rộng', 'Width'),
            dimension('height', 'Cao', 'Height'),
            dimension('depth', 'Sâu', 'Depth'),
            {
              name: 'unit',
              type: 'select',
              defaultValue: 'mm',
              options: ['mm', 'cm', 'm'],
              label: label('Đơn vị', 'Unit'),
            },
          ],
        },
      ],
    },
    {
      name: 'specs',
      type: 'array',
      label: label('Thông số kỹ thuật', 'Specifications'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              localized: true,
              required: true,
              label: label('Thông số', 'Label'),
            },
            {
              name: 'value',
              type: 'text',
              localized: true,
              required: true,
              label: label('Giá trị', 'Value'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'energyStars',
          type: 'number',
          min: 1,
          max: 5,
          label: label('Nhãn năng lượng (sao)', 'Energy label (stars)'),
        },
        { name: 'cspf', type: 'number', min: 0, max: 20, label: label('CSPF', 'CSPF') },
        {
          name: 'priceVnd',
          type: 'number',
          min: 0,
          max: 10_000_000_000,
          label: label('Giá tham khảo (VND)', 'Reference price (VND)'),
        },
      ],
    },
    {
      name: 'filters',
      type: 'array',
      label: label('Giá trị bộ lọc', 'Filter values'),
      admin: {
        description: label(
          'Mã bộ lọc và giá trị, theo bộ lọc của danh mục.',
          'Filter key and value, as the category’s filters define them.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'filter', type: 'text', required: true, label: label('Bộ lọc', 'Filter') },
            { name: 'value', type: 'text', required: true, label: label('Giá trị', 'Value') },
          ],
        },
      ],
    },
    {
      name: 'filterTags',
      type: 'text',
      hasMany: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      label: label('Sản phẩm liên quan', 'Related products'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayOrder',
          type: 'number',
          defaultValue: 0,
          index: true,
          label: label('Thứ tự hiển thị', 'Display order'),
        },
        {
          name: 'featured',
          type: 'checkbox',
          defaultValue: false,
          label: label('Nổi bật', 'Featured'),
        },
        {
          name: 'isActive',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          label: label('Đang bán', 'Active'),
        },
      ],
    },
  ]),
}
