import type { CollectionConfig } from 'payload'

import { getEnv } from '@/env'

import { adminFieldOnly, isAdmin, isAdminOrSelf } from '../access/predicates'
import { ROLES } from '../access/roles'

const LOCK_MINUTES = 5

/** Staff accounts of the admin UI (editors, translators, admins). Visitors have their own accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { vi: 'Nhân viên', en: 'Staff member' },
    plural: { vi: 'Nhân viên', en: 'Staff' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: { vi: 'Quản trị', en: 'Administration' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: getEnv().APP_ENV === 'production' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: isAdminOrSelf,
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
      ],
      access: { create: adminFieldOnly, update: adminFieldOnly },
      label: { vi: 'Vai trò', en: 'Roles' },
    },
  ],
}
