import type { CollectionConfig } from 'payload'

import { COMPANY_SIZES, GENDERS } from '@/contract/account'

import { GROUP_BACKEND } from '../access/groups'
import { isAdmin, nobody } from '../access/predicates'

const hiddenFromEveryone = { read: () => false, update: () => false, create: () => false }

/**
 * Visitor accounts of the public site (spec §3 "user profile"). Not a Payload auth collection:
 * a visitor can never sign in to the admin UI or the CMS API. The reference backend writes them
 * (`src/backend/services/visitors.ts`); only admins may look at or delete one here.
 */
export const Visitors: CollectionConfig = {
  slug: 'visitors',
  labels: {
    singular: { vi: 'Tài khoản khách', en: 'Visitor account' },
    plural: { vi: 'Tài khoản khách', en: 'Visitor accounts' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'language', 'createdAt'],
    group: GROUP_BACKEND,
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isAdmin, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      // argon2id PHC string (src/lib/auth/password.ts); empty for social-only accounts.
      name: 'passwordHash',
      type: 'text',
      access: hiddenFromEveryone,
      admin: { hidden: true },
    },
    { name: 'fullName', type: 'text', label: { vi: 'Họ tên', en: 'Full name' } },
    {
      type: 'row',
      fields: [
        { name: 'phoneNumber', type: 'text', label: { vi: 'Số điện thoại', en: 'Phone' } },
        {
          name: 'dateOfBirth',
          type: 'text',
          label: { vi: 'Ngày sinh (YYYY-MM-DD)', en: 'Date of birth (YYYY-MM-DD)' },
        },
        {
          name: 'gender',
          type: 'select',
          options: GENDERS.map((value) => ({ label: value, value })),
          label: { vi: 'Giới tính', en: 'Gender' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', label: { vi: 'Công ty', en: 'Company' } },
        {
          name: 'companySize',
          type: 'select',
          options: COMPANY_SIZES.map((size) => ({
            label: { vi: size.vi, en: size.en },
            value: String(size.id),
          })),
          label: { vi: 'Quy mô công ty', en: 'Company size' },
        },
      ],
    },
    {
      name: 'language',
      type: 'text',
      label: { vi: 'Ngôn ngữ nhận thư', en: 'Mail language' },
    },
    {
      // File name of the avatar under DATA_DIR/avatars (a WebP the backend made from the upload).
      name: 'avatar',
      type: 'text',
      admin: { readOnly: true },
      label: { vi: 'Ảnh đại diện', en: 'Avatar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'googleId',
          type: 'text',
          unique: true,
          admin: { readOnly: true },
          label: { vi: 'Mã Google', en: 'Google id' },
        },
        {
          name: 'facebookId',
          type: 'text',
          unique: true,
          admin: { readOnly: true },
          label: { vi: 'Mã Facebook', en: 'Facebook id' },
        },
      ],
    },
    {
      name: 'socialPictureUrl',
      type: 'text',
      admin: { readOnly: true },
      label: { vi: 'Ảnh từ mạng xã hội', en: 'Social picture' },
    },
    {
      name: 'lastSignInAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: { vi: 'Đăng nhập gần nhất', en: 'Last sign-in' },
    },
  ],
}
