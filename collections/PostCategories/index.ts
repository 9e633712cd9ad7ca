import type { CollectionConfig } from 'payload'

import { BusinessArea, CategoryType, enumOptions } from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_POSTS } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

// A category's name travels in every post's answer, so posts are revalidated with it.
const invalidate = invalidateOnChange(sharedTags(tags.postCategories, tags.posts))

/**
 * Post categories (entity postCategory, slug code `pc`, spec §3): a category type (news, event,
 * notebook kinds, FAQ groups, blog topics…), an optional business area and parent. Backend data
 * read through `PostCategory/*`; listings at `/{slug}-pc{id}`.
 */
export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  labels: {
    singular: label('Chuyên mục bài viết', 'Post category'),
    plural: label('Chuyên mục bài viết', 'Post categories'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'categoryType', 'businessArea', 'displayOrder', 'isActive'],
    group: GROUP_POSTS,
    listSearchableFields: ['name'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: 'displayOrder',
  fields: lockForTranslators([
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 100,
      label: label('Tên', 'Name'),
    },
    entitySlugField('pc'),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: label('Mô tả', 'Description'),
    },
    {
      name: 'categoryType',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(CategoryType),
      label: label('Loại chuyên mục', 'Category type'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'businessArea',
      type: 'select',
      options: enumOptions(BusinessArea),
      label: label('Lĩnh vực kinh doanh', 'Business area'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'post-categories',
      label: label('Chuyên mục cha', 'Parent category'),
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'displayOrder',
      type: 'number',
      defaultValue: 0,
      label: label('Thứ tự hiển thị (nhỏ trước)', 'Display order (lower first)'),
      admin: { position: 'sidebar' },
    },
    isActiveField,
  ]),
}
