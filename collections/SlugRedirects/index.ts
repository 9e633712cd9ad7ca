import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { tags } from '@/lib/cache/tags'

import { SLUG_PATTERN } from '@/domain/slug'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor } from '../access/predicates'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'

const validatePath: TextFieldSingleValidation = (value) =>
  !value || SLUG_PATTERN.test(value) || 'A site path without the leading "/", e.g. lien-he'

/** Old paths that moved (`LocaleSlug/GetActiveSlug`): visitors are sent on with a 301. */
const invalidate = invalidateOnChange(sharedTags(tags.redirects))

export const SlugRedirects: CollectionConfig = {
  slug: 'slug-redirects',
  labels: {
    singular: { vi: 'Chuyển hướng', en: 'Redirect' },
    plural: { vi: 'Chuyển hướng', en: 'Redirects' },
  },
  admin: {
    useAsTitle: 'oldSlug',
    defaultColumns: ['oldSlug', 'activeSlug', 'updatedAt'],
    group: GROUP_BACKEND,
  },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [invalidate.afterChange], afterDelete: [invalidate.afterDelete] },
  fields: [
    {
      name: 'oldSlug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePath,
      label: { vi: 'Đường dẫn cũ', en: 'Old path' },
    },
    {
      name: 'activeSlug',
      type: 'text',
      required: true,
      validate: validatePath,
      label: { vi: 'Đường dẫn mới', en: 'New path' },
    },
  ],
}
