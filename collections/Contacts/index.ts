import type { CollectionConfig } from 'payload'

import { ContactFormType, enumOptions } from '@/domain/enums'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'

/** The inbox: every message sent through `Contact/Create` (contact forms, chat widget). */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: {
    singular: { vi: 'Liên hệ', en: 'Message' },
    plural: { vi: 'Hộp thư liên hệ', en: 'Inbox' },
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'formType', 'email', 'status', 'createdAt'],
    group: GROUP_BACKEND,
  },
  defaultSort: '-createdAt',
  // Messages arrive through the backend contract only; staff read and follow them up.
  access: { create: nobody, read: isEditor, update: isEditor, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'formType',
          type: 'select',
          required: true,
          options: enumOptions(ContactFormType),
          label: { vi: 'Loại', en: 'Form' },
        },
        {
          name: 'status',
          type: 'select',
          defaultValue: 'new',
          options: [
            { label: { vi: 'Mới', en: 'New' }, value: 'new' },
            { label: { vi: 'Đang xử lý', en: 'In progress' }, value: 'inProgress' },
            { label: { vi: 'Đã xong', en: 'Done' }, value: 'done' },
            { label: { vi: 'Thư rác', en: 'Spam' }, value: 'spam' },
          ],
          label: { vi: 'Trạng thái', en: 'Status' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fullName', type: 'text', required: true, label: { vi: 'Họ tên', en: 'Name' } },
        { name: 'email', type: 'email', required: true, label: 'Email' },
        { name: 'phoneNumber', type: 'text', label: { vi: 'Điện thoại', en: 'Phone' } },
      ],
    },
    { name: 'companyName', type: 'text', label: { vi: 'Công ty', en: 'Company' } },
    { name: 'subject', type: 'text', label: { vi: 'Chủ đề', en: 'Subject' } },
    { name: 'message', type: 'textarea', required: true, label: { vi: 'Nội dung', en: 'Message' } },
    {
      type: 'row',
      fields: [
        { name: 'language', type: 'text', label: { vi: 'Ngôn ngữ', en: 'Language' } },
        { name: 'pageUrl', type: 'text', label: { vi: 'Gửi từ trang', en: 'Sent from' } },
        {
          name: 'notifiedAt',
          type: 'date',
          label: { vi: 'Đã báo qua email', en: 'E-mail sent' },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
