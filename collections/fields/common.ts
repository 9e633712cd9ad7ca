import type { Field } from 'payload'

/** An admin label in both languages. */
export const label = (vi: string, en: string) => ({ vi, en })

/** The site's languages as the options of a select, each named in itself. */
export const LANGUAGE_OPTIONS = [
  { label: 'Tiếng Việt', value: 'vi' },
  { label: 'English', value: 'en' },
]

/** Whether visitors see the entry (staff always do), in the sidebar. */
export const isActiveField: Field = {
  name: 'isActive',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  label: label('Đang hiển thị', 'Active'),
  admin: { position: 'sidebar' },
}
