import type { CollectionConfig } from 'payload'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'

/**
 * Mails kept instead of sent while no mail server is configured (`SMTP_URL` unset), so they can
 * be read in the admin. Written only by the mail adapter.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { vi: 'Thư chưa gửi', en: 'Outbox mail' },
    plural: { vi: 'Hộp thư đi (chưa gửi)', en: 'Outbox' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: GROUP_BACKEND,
    description: {
      vi: 'Chưa cấu hình máy chủ thư (SMTP_URL): thư được giữ ở đây thay vì gửi đi.',
      en: 'No mail server is configured (SMTP_URL): mails are kept here instead of being sent.',
    },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, label: { vi: 'Người nhận', en: 'To' } },
        { name: 'from', type: 'text', label: { vi: 'Người gửi', en: 'From' } },
        { name: 'replyTo', type: 'text', label: { vi: 'Trả lời đến', en: 'Reply to' } },
      ],
    },
    { name: 'subject', type: 'text', required: true, label: { vi: 'Tiêu đề', en: 'Subject' } },
    { name: 'text', type: 'textarea', label: { vi: 'Nội dung', en: 'Text' } },
    { name: 'html', type: 'textarea', label: { vi: 'Nội dung HTML', en: 'HTML' } },
  ],
}
