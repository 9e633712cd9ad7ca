import type { Payload, PayloadRequest } from 'payload'

/** What the audit log records (`collections/AuditLog`). */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'create',
  'update',
  'delete',
  'roleChange',
  'export',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditEntry = {
  action: AuditAction
  actor?: string | null
  ip?: string | null
  target?: string
  documentId?: string | number
  fields?: string[]
  summary: string
}

/** Kept by Payload itself; changing them says nothing about what someone did. */
export const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType', 'sizes', 'url'])

/** Writes one entry of the audit log, inside the request's transaction when there is one. */
export async function writeAudit(
  payload: Payload,
  entry: AuditEntry,
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      actor: entry.actor?.slice(0, 254) ?? null,
      ip: entry.ip ?? null,
      target: entry.target ?? null,
      documentId: entry.documentId === undefined ? null : String(entry.documentId),
      fields: entry.fields ?? [],
      summary: entry.summary.slice(0, 500),
    },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}

/** Top-level fields whose value differs between two versions of a document. */
export function changedFields(doc: Record<string, unknown>, previous?: Record<string, unknown>) {
  const keys = new Set([...Object.keys(doc), ...Object.keys(previous ?? {})])
  return [...keys]
    .filter((key) => !SYSTEM_FIELDS.has(key))
    .filter((key) => JSON.stringify(doc[key]) !== JSON.stringify(previous?.[key]))
    .sort()
}
