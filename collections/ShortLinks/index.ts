import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { generateToken, MAX_TARGET_LENGTH, targetProblem } from '@/domain/shortLinks'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor } from '../access/predicates'
import { label } from '../fields/common'
import { validateToken } from './validateToken'

const validateTarget: TextFieldSingleValidation = (value, { siblingData }) => {
  if (!value) return 'Bắt buộc / Required'
  const token = (siblingData as { token?: unknown }).token
  return targetProblem(value, typeof token === 'string' ? token : undefined) === null
    ? true
    : 'Một đường dẫn của trang (bắt đầu bằng "/") hoặc địa chỉ http(s) đầy đủ / A site path (starting with "/") or a full http(s) address'
}

/** Set by the backend only, on each visit; shown to editors, never written through the admin. */
const countedOnly = { create: () => false, update: () => false }

/**
 * Short links (`/{token}`, spec §2 legacy `{token}`): editors point a token at a page of the
 * site or an external address; `ShortLink/Resolve` answers the target and counts the visit.
 * The site redirects only where no page answers, and a token may never take a page's path.
 */
export const ShortLinks: CollectionConfig = {
  slug: 'short-links',
  labels: {
    singular: label('Liên kết rút gọn', 'Short link'),
    plural: label('Liên kết rút gọn', 'Short links'),
  },
  admin: {
    useAsTitle: 'token',
    defaultColumns: ['token', 'target', 'clicks', 'expiresAt', 'updatedAt'],
    listSearchableFields: ['token', 'target', 'note'],
    group: GROUP_BACKEND,
  },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 32,
      label: label('Mã (đường dẫn ngắn)', 'Token (short path)'),
      validate: validateToken,
      defaultValue: () => generateToken(),
      hooks: {
        // Left out of a partial update: unchanged. Cleared, or missing on create: generated.
        beforeValidate: [
          ({ value, operation }) => {
            if (typeof value === 'string' && value.trim() !== '') return value.trim()
            return value === undefined && operation !== 'create' ? value : generateToken()
          },
        ],
      },
      admin: {
        description: label(
          'Khách mở /{mã}. Để trống để tạo tự động. Không được trùng đường dẫn của trang nào.',
          'Visitors open /{token}. Leave empty to generate one. It may not be any page’s path.',
        ),
      },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      maxLength: MAX_TARGET_LENGTH,
      label: label('Đích đến', 'Target'),
      validate: validateTarget,
      admin: {
        description: label(
          'Đường dẫn trong trang (ví dụ /gioi-thieu hoặc /en/gioi-thieu) hoặc địa chỉ https:// bên ngoài. Tham số truy vấn của khách được giữ lại.',
          'A path of this site (e.g. /gioi-thieu or /en/gioi-thieu) or an external https:// address. The visitor’s query string is kept.',
        ),
      },
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      label: label('Hết hạn lúc', 'Expires at'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
        description: label('Để trống: không hết hạn.', 'Empty: never expires.'),
      },
    },
    {
      name: 'clicks',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: label('Lượt nhấp', 'Clicks'),
      access: countedOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'lastClickedAt',
      type: 'date',
      label: label('Lần nhấp gần nhất', 'Last click'),
      access: countedOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      },
    },
    {
      name: 'note',
      type: 'textarea',
      maxLength: 500,
      label: label('Ghi chú', 'Note'),
      admin: {
        description: label(
          'Dùng ở đâu, cho chiến dịch nào (chỉ biên tập viên thấy).',
          'Where it is used, for which campaign (seen by editors only).',
        ),
      },
    },
  ],
}
