import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { type AuditEntry, changedFields, SYSTEM_FIELDS, writeAudit } from '@/lib/audit/writeAudit'

type StaffUser = { collection?: string; email?: string; id?: number | string }

const staffOf = (req: PayloadRequest): StaffUser | undefined => {
  const user = req.user as StaffUser | null | undefined
  return user?.collection === 'users' ? user : undefined
}

const ipOf = (req: Pick<PayloadRequest, 'headers'>): string | null =>
  req.headers?.get('x-client-ip') ?? null

type StaffEntry = Omit<AuditEntry, 'actor' | 'ip'>

/** Records what the signed-in staff member did (nothing for the public or the system). */
async function recordStaff(req: PayloadRequest, ...entries: StaffEntry[]): Promise<void> {
  const staff = staffOf(req)
  if (!staff) return
  for (const entry of entries)
    await writeAudit(req.payload, { ...entry, actor: staff.email, ip: ipOf(req) }, req)
}

const recordChange =
  (target: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const fields =
      operation === 'create'
        ? Object.keys(doc).filter((key) => !SYSTEM_FIELDS.has(key))
        : changedFields(doc, previousDoc)
    const roles = [doc.roles, previousDoc?.roles].map((value) => JSON.stringify(value ?? []))
    const roleChange: StaffEntry[] =
      target === 'users' && operation === 'update' && roles[0] !== roles[1]
        ? [
            {
              action: 'roleChange',
              target,
              documentId: doc.id,
              fields: ['roles'],
              summary: `roles of ${doc.email}: ${roles[1]} → ${roles[0]}`,
            },
          ]
        : []
    await recordStaff(
      req,
      {
        action: operation,
        target,
        documentId: doc.id,
        fields,
        summary: `${operation} ${target} ${doc.id}`,
      },
      ...roleChange,
    )
    return doc
  }

const recordDelete =
  (target: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await recordStaff(req, {
      action: 'delete',
      target,
      documentId: doc.id,
      summary: `delete ${target} ${doc.id}`,
    })
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
    await recordStaff(req, {
      action: 'update',
      target: global.slug,
      fields: changedFields(doc, previousDoc),
      summary: `update ${global.slug}`,
    })
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), record] },
  }
}
