import type { Field, FieldHook, TextFieldSingleValidation } from 'payload'

import { ENTITY_SLUG, SLUG_PATTERN, slugify } from '@/domain/slug'

export { SLUG_PATTERN, slugify }

const validateSlug: TextFieldSingleValidation = (value) => {
  if (!value) return 'Required'
  return SLUG_PATTERN.test(value) || 'Only letters, digits, "-", "_" and "/" between segments'
}

const fillFromTitle =
  (titleField: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
    const title: unknown = data?.[titleField]
    return typeof title === 'string' ? slugify(title) : value
  }

/** A slug per locale, unique within its locale, filled from the title when left empty. */
export const slugField = (titleField = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  unique: true,
  required: true,
  validate: validateSlug,
  label: { vi: 'Đường dẫn (slug)', en: 'Slug' },
  hooks: { beforeValidate: [fillFromTitle(titleField)] },
  admin: {
    position: 'sidebar',
    description: {
      vi: 'Phần sau tên miền, ví dụ gioi-thieu. Để trống để tạo từ tiêu đề.',
      en: 'The part after the domain, e.g. gioi-thieu. Leave empty to derive it from the title.',
    },
  },
})

/**
 * The slug of a backend entity per locale; its page lives at `/{slug}-{code}{id}`, so the slug
 * itself need not be unique.
 */
export const entitySlugField = (code: string): Field => ({
  name: 'slug',
  type: 'text',
  localized: true,
  required: true,
  index: true,
  maxLength: 150,
  label: { vi: 'Đường dẫn (slug)', en: 'Slug' },
  validate: (value: unknown) =>
    (typeof value === 'string' && ENTITY_SLUG.test(value)) ||
    'lower-case letters, digits and hyphens',
  admin: {
    description: {
      vi: `Địa chỉ trang chi tiết: /{slug}-${code}{id}.`,
      en: `The detail page lives at /{slug}-${code}{id}.`,
    },
  },
})
