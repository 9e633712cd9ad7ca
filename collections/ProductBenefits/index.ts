import type { CollectionConfig } from 'payload'

import { enumOptions, ProductCategory } from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_CATALOGUE } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(entityTags(tags.productBenefit, tags.productBenefits))

/**
 * Product-benefit stories (entity productBenefit, spec §2): what a product feature does for the
 * people who use it. Backend data read through `ProductBenefit/*`; pages at `/{slug}-prdb{id}`.
 */
export const ProductBenefits: CollectionConfig = {
  slug: 'product-benefits',
  labels: {
    singular: label('Lợi ích sản phẩm', 'Product benefit'),
    plural: label('Lợi ích sản phẩm', 'Product benefits'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'isActive'],
    group: GROUP_CATALOGUE,
    listSearchableFields: ['title'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-displayOrder',
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      label: label('Tiêu đề', 'Title'),
    },
    entitySlugField('prdb'),

    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 300,
      label: label('Tóm tắt', 'Summary'),
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Ảnh bìa', 'Cover picture'),
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      required: true,
      label: label('Nội dung', 'Story'),
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      label: label('Sản phẩm liên quan', 'Products featured'),
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(ProductCategory),
      label: label('Danh mục sản phẩm', 'Product category'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      label: label('Ngày đăng', 'Published on'),
      admin: { position: 'sidebar', date: { displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'displayOrder',
      type: 'number',
      defaultValue: 0,
      label: label('Thứ tự hiển thị (lớn trước)', 'Display order (higher first)'),
      admin: { position: 'sidebar' },
    },
    isActiveField,
  ]),
}
