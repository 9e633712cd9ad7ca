import type { CollectionConfig } from 'payload'

import { getEnv } from '@/env'

import { GROUP_ADMINISTRATION } from '../access/groups'
import { adminFieldOnly, isAdmin, isAdminOrSelf, isEditorOrSelf } from '../access/predicates'
import { ROLES } from '../access/roles'
import { clearPasswordChangeOnNewPassword } from './hooks/passwordChange'

/** Staff accounts of the admin UI (editors, translators, admins). Visitors have their own accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { vi: 'Nhân viên', en: 'Staff member' },
    plural: { vi: 'Nhân viên', en: 'Staff' },
  },
  admin: {
    // Named by name where staff pick a colleague (the inbox's assignee).
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles'],
    group: GROUP_ADMINISTRATION,
  },
  auth: {
    // Failed sign-ins are slowed per account and address (src/lib/auth/staffLogin.ts) instead of
    // Payload's lock, which anyone could trigger for any account.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: getEnv().APP_ENV === 'production' },
  },
  hooks: { beforeChange: [clearPasswordChangeOnNewPassword] },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: isEditorOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: { vi: 'Họ tên', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['editor'],
      options: [
        { label: { vi: 'Quản trị viên', en: 'Administrator' }, value: ROLES[0] },
        { label: { vi: 'Biên tập viên', en: 'Editor' }, value: ROLES[1] },
        { label: { vi: 'Biên dịch viên', en: 'Translator' }, value: ROLES[2] },
        {
          label: { vi: 'Nhân viên sự kiện (chỉ soát vé)', en: 'Event staff (check-in only)' },
          value: ROLES[3],
        },
      ],
      access: { create: adminFieldOnly, update: adminFieldOnly },
      label: { vi: 'Vai trò', en: 'Roles' },
    },
    {
      name: 'mustChangePassword',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        readOnly: true,
        description: {
          vi: 'Mật khẩu được tạo tự động: phải đổi mật khẩu trước khi làm việc khác.',
          en: 'A generated password: it must be changed before anything else.',
        },
      },
      label: { vi: 'Phải đổi mật khẩu', en: 'Must change password' },
    },
  ],
}
