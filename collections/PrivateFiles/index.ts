import type { CollectionConfig } from 'payload'

import { FILE_KINDS } from '@/domain/fileType'
import { privateFilesDir } from '@/lib/paths'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { label } from '../fields/common'

/**
 * Files visitors sent with a form (an invoice photo, a CV): stored under the data directory,
 * outside anything served publicly, and readable by editors only (the CMS checks read access
 * before it answers a file). Only the backend writes them, after checking their bytes
 * (`storePrivateFile`), under a random name; the name the visitor gave is kept in `originalName`.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: {
    singular: label('Tệp riêng tư', 'Private file'),
    plural: label('Tệp khách gửi (riêng tư)', 'Private files'),
  },
  admin: {
    group: GROUP_BACKEND,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'kind', 'filesize', 'createdAt'],
    description: label(
      'Tệp khách hàng gửi kèm biểu mẫu (hóa đơn, CV). Chỉ biên tập viên xem được; không có đường dẫn công khai.',
      'Files visitors sent with a form (invoices, CVs). Editors only; never under a public address.',
    ),
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  upload: {
    staticDir: privateFilesDir(),
    // The bytes were checked before storing; no image variants, no focal point.
    focalPoint: false,
    crop: false,
    hideRemoveFile: true,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'originalName',
          type: 'text',
          label: label('Tên tệp khách gửi', 'Name as sent'),
          admin: { readOnly: true },
        },
        {
          name: 'kind',
          type: 'select',
          options: FILE_KINDS.map((kind) => ({ label: kind.toUpperCase(), value: kind })),
          label: label('Loại (theo nội dung)', 'Kind (by content)'),
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
