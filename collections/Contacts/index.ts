import type { CollectionConfig, FieldHook } from 'payload'

import { COMPANY_SIZES } from '@/contract/account'
import { BusinessArea, ContactFormType, enumOptions } from '@/domain/enums'
import { provinceOptions } from '@/domain/provinces'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { label } from '../fields/common'
import { contactsExport } from './export'
import { assignOnProgress, INBOX_DESCRIPTION, stampNotes } from './inbox'
import { BUSINESS_AREA_LABELS, CONTACT_FORM_LABELS } from '../fields/enumLabels'

/** A note's author: whoever writes it (kept when a note is saved again). */
const noteAuthor: FieldHook = ({ value, req }) => value ?? req.user?.id ?? null

const readOnly = { readOnly: true } as const

/**
 * The inbox: every message sent through `Contact/Create` (the four contact forms, the chat
 * widget). Written only by the backend, which stores the submission, its consent and its two
 * mails in one transaction (`src/backend/services/contacts.ts`); staff follow it up: status,
 * assignee, internal notes. Submissions past the retention period are anonymised
 * (`anonymisedAt`).
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: {
    singular: { vi: 'Liên hệ', en: 'Message' },
    plural: { vi: 'Hộp thư liên hệ', en: 'Inbox' },
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: [
      'reference',
      'fullName',
      'formType',
      'businessArea',
      'status',
      'assignee',
      'createdAt',
    ],
    listSearchableFields: ['fullName', 'email', 'phoneNumber', 'reference', 'companyName'],
    group: GROUP_BACKEND,
    description: INBOX_DESCRIPTION,
    components: { beforeListTable: ['/components/Admin/CsvExport/CsvExport#CsvExport'] },
  },
  // CSV export of the filtered list; staff taking a message on, notes stamped with author and time.
  endpoints: [contactsExport],
  hooks: { beforeChange: [assignOnProgress, stampNotes] },
  defaultSort: '-createdAt',
  // Messages arrive through the backend contract only; staff read and follow them up.
  access: { create: nobody, read: isEditor, update: isEditor, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          unique: true,
          index: true,
          label: label('Mã', 'Reference'),
          admin: {
            ...readOnly,
            description: label(
              'Mã khách nhận được, ví dụ LH-000123.',
              'The number the visitor was given, e.g. LH-000123.',
            ),
          },
        },
        {
          name: 'formType',
          type: 'select',
          required: true,
          index: true,
          options: enumOptions(ContactFormType, CONTACT_FORM_LABELS),
          label: { vi: 'Loại', en: 'Form' },
          admin: readOnly,
        },
        {
          name: 'businessArea',
          type: 'select',
          index: true,
          options: enumOptions(BusinessArea, BUSINESS_AREA_LABELS),
          label: label('Lĩnh vực', 'Business area'),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'new',
          index: true,
          options: [
            { label: { vi: 'Mới', en: 'New' }, value: 'new' },
            { label: { vi: 'Đang xử lý', en: 'In progress' }, value: 'inProgress' },
            { label: { vi: 'Đã xong', en: 'Done' }, value: 'done' },
            { label: { vi: 'Thư rác', en: 'Spam' }, value: 'spam' },
          ],
          label: { vi: 'Trạng thái', en: 'Status' },
        },
        {
          name: 'assignee',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          label: label('Người phụ trách', 'Assigned to'),
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
    {
      type: 'row',
      fields: [
        {
          name: 'province',
          type: 'select',
          options: provinceOptions(),
          label: label('Tỉnh/thành phố', 'Province'),
        },
        { name: 'companyName', type: 'text', label: { vi: 'Công ty', en: 'Company' } },
        {
          name: 'companySize',
          type: 'select',
          options: COMPANY_SIZES.map((size) => ({
            label: { vi: size.vi, en: size.en },
            value: String(size.id),
          })),
          label: label('Quy mô công ty', 'Company size'),
        },
      ],
    },
    {
      name: 'product',
      type: 'text',
      label: label('Sản phẩm/model quan tâm', 'Product or model'),
    },
    { name: 'subject', type: 'text', label: { vi: 'Chủ đề', en: 'Subject' } },
    { name: 'message', type: 'textarea', label: { vi: 'Nội dung', en: 'Message' } },
    {
      type: 'collapsible',
      label: label('Đăng ký đại lý', 'Dealer sign-up'),
      admin: {
        condition: (data) => data?.formType === 'SignUpForDealer',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'registrationNumber',
              type: 'text',
              label: label('Mã số doanh nghiệp', 'Business registration number'),
            },
            { name: 'shopAddress', type: 'text', label: label('Địa chỉ cửa hàng', 'Shop address') },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Bảo hành điện tử', 'E-warranty'),
      admin: {
        condition: (data) => data?.formType === 'SignUpForDealerEWarranty',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'model', type: 'text', label: label('Model', 'Model') },
            { name: 'serialNumber', type: 'text', label: label('Số sê-ri', 'Serial number') },
            {
              name: 'purchaseDate',
              type: 'date',
              label: label('Ngày mua', 'Purchase date'),
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
            },
          ],
        },
        { name: 'dealerName', type: 'text', label: label('Đại lý bán', 'Dealer') },
        {
          name: 'invoice',
          type: 'upload',
          relationTo: 'private-files',
          label: label('Ảnh hóa đơn', 'Invoice'),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'notes',
      type: 'array',
      label: label('Ghi chú nội bộ', 'Internal notes'),
      labels: { singular: label('Ghi chú', 'Note'), plural: label('Ghi chú', 'Notes') },
      admin: { initCollapsed: false },
      fields: [
        { name: 'text', type: 'textarea', required: true, label: label('Nội dung', 'Text') },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              type: 'relationship',
              relationTo: 'users',
              label: label('Người viết', 'Author'),
              hooks: { beforeChange: [noteAuthor] },
              admin: readOnly,
            },
            {
              name: 'createdAt',
              type: 'date',
              defaultValue: () => new Date().toISOString(),
              label: label('Lúc', 'At'),
              admin: {
                ...readOnly,
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
              },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Thông tin gửi', 'Submission'),
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'language',
              type: 'text',
              label: { vi: 'Ngôn ngữ', en: 'Language' },
              admin: readOnly,
            },
            {
              name: 'pageUrl',
              type: 'text',
              label: { vi: 'Gửi từ trang', en: 'Sent from' },
              admin: readOnly,
            },
            {
              name: 'notifiedAt',
              type: 'date',
              label: { vi: 'Đã báo qua email', en: 'E-mail sent' },
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'consentText',
          type: 'textarea',
          label: label('Nội dung đồng ý', 'Consent given'),
          admin: readOnly,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'consentedAt',
              type: 'date',
              label: label('Đồng ý lúc', 'Consented at'),
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'anonymisedAt',
              type: 'date',
              index: true,
              label: label('Đã ẩn danh lúc', 'Anonymised at'),
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'idempotencyKey',
          type: 'text',
          unique: true,
          index: true,
          label: label('Khoá chống gửi trùng', 'Idempotency key'),
          admin: readOnly,
        },
      ],
    },
  ],
}
