import type { CollectionConfig } from 'payload'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'

/** E-mail addresses subscribed to news and event updates (footer form). */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { vi: 'Người đăng ký', en: 'Subscriber' },
    plural: { vi: 'Người đăng ký nhận tin', en: 'Subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'language', 'createdAt'],
    group: GROUP_BACKEND,
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'language', type: 'text', label: { vi: 'Ngôn ngữ', en: 'Language' } },
  ],
}
