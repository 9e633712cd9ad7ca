import type { CollectionConfig } from 'payload'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { label } from '../fields/common'

/**
 * The durable mail outbox: every mail a submission causes (the team's notification, the visitor's
 * confirmation) is written here in the submission's own transaction, then delivered by the mail
 * worker (`src/backend/mailQueue.ts`) with retries and backoff. `key` is unique, so a mail is
 * queued once; a mail that still fails after the last attempt stays here as `failed`.
 */
export const MailQueue: CollectionConfig = {
  slug: 'mail-queue',
  labels: {
    singular: label('Thư chờ gửi', 'Queued mail'),
    plural: label('Hàng đợi thư', 'Mail queue'),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'sentAt'],
    group: GROUP_BACKEND,
    description: label(
      'Thư thông báo và thư xác nhận của các biểu mẫu. Thư gửi lỗi được thử lại tự động; thư “Thất bại” đã hết số lần thử.',
      'Notifications and confirmations of the forms. Failed sends are retried automatically; “Failed” mails ran out of attempts.',
    ),
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Khoá', 'Key'),
      admin: {
        readOnly: true,
        description: label(
          'Mỗi thư một khoá, không gửi trùng.',
          'One key per mail: never sent twice.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: label('Chờ gửi', 'Pending'), value: 'pending' },
            { label: label('Đang gửi', 'Sending'), value: 'sending' },
            { label: label('Đã gửi', 'Sent'), value: 'sent' },
            { label: label('Thất bại', 'Failed'), value: 'failed' },
          ],
          label: label('Trạng thái', 'Status'),
        },
        {
          name: 'attempts',
          type: 'number',
          defaultValue: 0,
          label: label('Số lần thử', 'Attempts'),
        },
        {
          name: 'nextAttemptAt',
          type: 'date',
          index: true,
          label: label('Thử lại lúc', 'Next attempt'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'sentAt',
          type: 'date',
          label: label('Đã gửi lúc', 'Sent at'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, label: label('Người nhận', 'To') },
        { name: 'replyTo', type: 'text', label: label('Trả lời đến', 'Reply to') },
      ],
    },
    { name: 'subject', type: 'text', required: true, label: label('Tiêu đề', 'Subject') },
    { name: 'text', type: 'textarea', required: true, label: label('Nội dung', 'Text') },
    { name: 'html', type: 'textarea', label: label('Nội dung HTML', 'HTML') },
    {
      name: 'attachments',
      type: 'json',
      label: label('Tệp đính kèm', 'Attachments'),
      admin: { hidden: true },
    },
    {
      name: 'headers',
      type: 'json',
      label: label('Dòng tiêu đề thêm', 'Extra headers'),
      admin: { readOnly: true },
    },
    { name: 'lastError', type: 'textarea', label: label('Lỗi gần nhất', 'Last error') },
    {
      name: 'leaseUntil',
      type: 'date',
      label: label('Giữ để gửi đến', 'Claimed until'),
      admin: { hidden: true },
    },
    {
      name: 'onSent',
      type: 'json',
      label: label('Ghi nhận khi gửi xong', 'Recorded when sent'),
      admin: { hidden: true },
    },
  ],
}
