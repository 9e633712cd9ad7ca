import type { CollectionConfig } from 'payload'

import { AUDIT_ACTIONS } from '@/lib/audit/writeAudit'

import { GROUP_ADMINISTRATION } from '../access/groups'
import { isAdmin, nobody } from '../access/predicates'

/**
 * What staff did: sign-ins and failed attempts, content changes with the fields they touched,
 * role changes. Written only by the audit hooks (`collections/hooks/audit.ts`), read by admins,
 * never changed or deleted (a database trigger refuses both).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { vi: 'Nhật ký thao tác', en: 'Audit entry' },
    plural: { vi: 'Nhật ký thao tác', en: 'Audit log' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actor', 'summary', 'ip'],
    group: GROUP_ADMINISTRATION,
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isAdmin, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'action',
          type: 'select',
          required: true,
          index: true,
          options: AUDIT_ACTIONS.map((action) => ({ label: action, value: action })),
          label: { vi: 'Thao tác', en: 'Action' },
        },
        {
          name: 'actor',
          type: 'text',
          index: true,
          label: { vi: 'Người thực hiện', en: 'By' },
        },
        { name: 'ip', type: 'text', label: { vi: 'Địa chỉ IP', en: 'IP address' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'target', type: 'text', label: { vi: 'Đối tượng', en: 'Collection or global' } },
        { name: 'documentId', type: 'text', label: { vi: 'Mã tài liệu', en: 'Document' } },
      ],
    },
    {
      name: 'fields',
      type: 'text',
      hasMany: true,
      label: { vi: 'Trường đã thay đổi', en: 'Fields touched' },
    },
    { name: 'summary', type: 'text', label: { vi: 'Tóm tắt', en: 'Summary' } },
  ],
}
