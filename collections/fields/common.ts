import type { Field } from 'payload'

/** An admin label in both languages. */
export const label = (vi: string, en: string) => ({ vi, en })

/** Whether visitors see the entry (staff always do), in the sidebar. */
export const isActiveField: Field = {
  name: 'isActive',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  label: label('Đang hiển thị', 'Active'),
  admin: { position: 'sidebar' },
}
