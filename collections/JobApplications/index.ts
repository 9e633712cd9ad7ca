import type { CollectionConfig } from 'payload'

import { GROUP_POSTS } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { LANGUAGE_OPTIONS, label } from '../fields/common'
import { deleteCv } from './hooks/deleteCv'

/** The stages an application goes through, in order. */
const STATUSES = [
  { value: 'new', label: label('Mới', 'New') },
  { value: 'reviewing', label: label('Đang xem xét', 'Reviewing') },
  { value: 'interview', label: label('Hẹn phỏng vấn', 'Interview') },
  { value: 'rejected', label: label('Không phù hợp', 'Rejected') },
  { value: 'hired', label: label('Đã tuyển', 'Hired') },
]

const readOnly = { readOnly: true } as const

/**
 * Job applications sent from an opening's page (`Career/Apply`): who applied, for which opening,
 * with a CV kept privately (`private-files`: staff only, never under a public URL). Written by
 * the backend only; recruiters read them, move them through the stages and keep notes.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: {
    singular: label('Hồ sơ ứng tuyển', 'Job application'),
    plural: label('Hồ sơ ứng tuyển', 'Job applications'),
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['reference', 'fullName', 'career', 'status', 'createdAt'],
    group: GROUP_POSTS,
    listSearchableFields: ['fullName', 'email', 'reference'],
  },
  defaultSort: '-createdAt',
  // Applications arrive through the backend contract only; recruiters follow them up.
  access: { create: nobody, read: isEditor, update: isEditor, delete: isAdmin },
  hooks: { afterDelete: [deleteCv] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          unique: true,
          label: label('Mã hồ sơ', 'Reference'),
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: STATUSES,
          label: label('Trạng thái', 'Status'),
        },
      ],
    },
    {
      name: 'career',
      type: 'relationship',
      relationTo: 'careers',
      required: true,
      index: true,
      label: label('Vị trí ứng tuyển', 'Opening'),
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fullName',
          type: 'text',
          required: true,
          label: label('Họ tên', 'Name'),
          admin: readOnly,
        },
        { name: 'email', type: 'email', required: true, label: 'Email', admin: readOnly },
        {
          name: 'phoneNumber',
          type: 'text',
          label: label('Điện thoại', 'Phone'),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'coverLetter',
      type: 'textarea',
      label: label('Thư giới thiệu', 'Cover letter'),
      admin: readOnly,
    },
    {
      name: 'cv',
      type: 'upload',
      relationTo: 'private-files',
      label: label('CV (PDF hoặc DOCX)', 'CV (PDF or DOCX)'),
      admin: {
        ...readOnly,
        description: label(
          'Chỉ nhân viên xem được; tệp không có địa chỉ công khai.',
          'Staff only; the file has no public address.',
        ),
      },
    },
    {
      name: 'notes',
      type: 'textarea',
      label: label('Ghi chú nội bộ', 'Internal notes'),
      admin: {
        description: label('Ứng viên không thấy ghi chú này.', 'The applicant never sees these.'),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          options: LANGUAGE_OPTIONS,
          label: label('Ngôn ngữ', 'Language'),
          admin: readOnly,
        },
        {
          name: 'consentedAt',
          type: 'date',
          label: label('Đồng ý lúc', 'Consented at'),
          admin: { ...readOnly, date: { displayFormat: 'dd/MM/yyyy HH:mm' } },
        },
        {
          name: 'anonymisedAt',
          type: 'date',
          label: label('Ẩn danh hóa lúc', 'Anonymised at'),
          admin: { ...readOnly, date: { displayFormat: 'dd/MM/yyyy HH:mm' } },
        },
      ],
    },
    {
      name: 'consentText',
      type: 'textarea',
      label: label('Nội dung đã đồng ý', 'Consent given'),
      admin: readOnly,
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      label: label('Khóa chống gửi trùng', 'Idempotency key'),
      admin: { ...readOnly, hidden: true },
    },
  ],
}
