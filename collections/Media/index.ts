import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'

import { GROUP_CONTENT } from '../access/groups'
import { mediaDir } from '@/lib/paths'

import { anyone, isEditor, isStaff } from '../access/predicates'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(sharedTags(tags.media))

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { vi: 'Tệp', en: 'Media file' },
    plural: { vi: 'Thư viện ảnh', en: 'Media' },
  },
  admin: { group: GROUP_CONTENT, defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { create: isEditor, read: anyone, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  upload: {
    staticDir: mediaDir(),
    // Raster images and PDF only: an SVG could carry script served from the site's origin.
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'application/pdf',
    ],
    focalPoint: true,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 480,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
      {
        name: 'og',
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: lockForTranslators([
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Mô tả ảnh (alt)', en: 'Alternative text' },
      admin: {
        description: {
          vi: 'Mô tả ngắn cho người dùng trình đọc màn hình.',
          en: 'A short description for screen-reader users.',
        },
      },
    },
  ]),
}
