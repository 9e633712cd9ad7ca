import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { mediaDir } from '@/lib/paths'

import { GROUP_CATALOGUE } from '../access/groups'
import { anyone, isEditor, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

/**
 * Product pictures. No stored sizes: the picture URL (`/images/{file}?width=&height=`) resizes
 * on demand and caches, so the catalogue's hundreds of pictures upload fast.
 */
const invalidate = invalidateOnChange(sharedTags(tags.products))

export const ProductImages: CollectionConfig = {
  slug: 'product-images',
  labels: {
    singular: { vi: 'Ảnh sản phẩm', en: 'Product picture' },
    plural: { vi: 'Ảnh sản phẩm', en: 'Product pictures' },
  },
  admin: { group: GROUP_CATALOGUE, defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { create: isEditor, read: anyone, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'],
  },
  fields: lockForTranslators([
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { vi: 'Mô tả ảnh (alt)', en: 'Alternative text' },
      admin: {
        description: {
          vi: 'Để trống: tên sản phẩm và màu được dùng làm mô tả.',
          en: 'Empty: the product name and colour describe the picture.',
        },
      },
    },
  ]),
}
