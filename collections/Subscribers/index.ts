import type { CollectionConfig } from 'payload'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { subscribersExport } from './export'

/**
 * E-mail addresses subscribed to news and event updates (footer form). An address counts once
 * its owner confirmed it through the link mailed to it (double opt-in); unconfirmed ones expire.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { vi: 'Người đăng ký', en: 'Subscriber' },
    plural: { vi: 'Người đăng ký nhận tin', en: 'Subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'language', 'createdAt'],
    group: GROUP_BACKEND,
    components: { beforeListTable: ['/components/Admin/CsvExport/CsvExport#CsvExport'] },
  },
  endpoints: [subscribersExport],
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'language', type: 'text', label: { vi: 'Ngôn ngữ', en: 'Language' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { vi: 'Chờ xác nhận', en: 'Awaiting confirmation' }, value: 'pending' },
        { label: { vi: 'Đã xác nhận', en: 'Confirmed' }, value: 'confirmed' },
      ],
      label: { vi: 'Trạng thái', en: 'Status' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          admin: { readOnly: true },
          label: { vi: 'Xác nhận lúc', en: 'Confirmed at' },
        },
        {
          name: 'expiresAt',
          type: 'date',
          admin: { readOnly: true },
          label: { vi: 'Hết hạn xác nhận', en: 'Confirmation expires' },
        },
      ],
    },
    {
      // A hash of the confirmation link's token: the link itself is only in the mail.
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
