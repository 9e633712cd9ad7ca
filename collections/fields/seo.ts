import type { Field } from 'payload'

/** Search and sharing metadata; falls back to the title and the first image when empty. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: { vi: 'Tiêu đề SEO', en: 'Meta title' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 170,
      label: { vi: 'Mô tả SEO', en: 'Meta description' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { vi: 'Ảnh chia sẻ', en: 'Share image' },
    },
    {
      name: 'noIndex',
      type: 'checkbox',
      defaultValue: false,
      label: { vi: 'Ẩn khỏi công cụ tìm kiếm', en: 'Hide from search engines' },
    },
  ],
}
