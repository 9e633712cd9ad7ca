import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { changedFields, SYSTEM_FIELDS, writeAudit } from '@/lib/audit/writeAudit'

type StaffUser = { collection?: string; email?: string; id?: number | string }

const staffOf = (req: PayloadRequest): StaffUser | undefined => {
  const user = req.user as StaffUser | null | undefined
  return user?.collection === 'users' ? user : undefined
}

const ipOf = (req: Pick<PayloadRequest, 'headers'>): string | null =>
  req.headers?.get('x-client-ip') ?? null

const recordChange =
  (target: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const staff = staffOf(req)
    if (!staff) return doc
    const fields =
      operation === 'create'
        ? Object.keys(doc).filter((key) => !SYSTEM_FIELDS.has(key))
        : changedFields(doc, previousDoc)
    const base = { actor: staff.email, ip: ipOf(req), target, documentId: doc.id }
    await writeAudit(
      req.payload,
      { ...base, action: operation, fields, summary: `${operation} ${target} ${doc.id}` },
      req,
    )
    const roles = [doc.roles, previousDoc?.roles].map((value) => JSON.stringify(value ?? []))
    if (target === 'users' && operation === 'update' && roles[0] !== roles[1])
      await writeAudit(
        req.payload,
        {
          ...base,
          action: 'roleChange',
          fields: ['roles'],
          summary: `roles of ${doc.email}: ${roles[1]} → ${roles[0]}`,
        },
        req,
      )
    return doc
  }

const recordDelete =
  (target: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const staff = staffOf(req)
    if (staff)
      await writeAudit(
        req.payload,
        {
          action: 'delete',
          actor: staff.email,
          ip: ipOf(req),
          target,
          documentId: doc.id,
          summary: `delete ${target} ${doc.id}`,
        },
        req,
      )
    return doc
  }

const recordSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await writeAudit(
    req.payload,
    { action: 'signIn', actor: user.email, ip: ipOf(req), target: 'users', summary: 'sign-in' },
    req,
  )
  return user
}

/** A collection whose staff changes (and, for staff accounts, sign-ins) are audited. */
export const withAudit = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), recordChange(collection.slug)],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), recordDelete(collection.slug)],
    ...(collection.auth
      ? { afterLogin: [...(collection.hooks?.afterLogin ?? []), recordSignIn] }
      : {}),
  },
})

/** A global whose staff changes are audited. */
export const withAuditGlobal = (global: GlobalConfig): GlobalConfig => {
  const record: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const staff = staffOf(req)
    if (staff)
      await writeAudit(
        req.payload,
        {
          action: 'update',
          actor: staff.email,
          ip: ipOf(req),
          target: global.slug,
          fields: changedFields(doc, previousDoc),
          summary: `update ${global.slug}`,
        },
        req,
      )
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), record] },
  }
}
