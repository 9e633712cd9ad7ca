import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { SLUG_PATTERN } from '@/domain/slug'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor } from '../access/predicates'
import { revalidateRedirects, revalidateRedirectsDelete } from './hooks/revalidateRedirects'

const validatePath: TextFieldSingleValidation = (value) =>
  !value || SLUG_PATTERN.test(value) || 'A site path without the leading "/", e.g. lien-he'

/** Old paths that moved (`LocaleSlug/GetActiveSlug`): visitors are sent on with a 301. */
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
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirectsDelete] },
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
