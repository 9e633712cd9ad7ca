import type { PayloadRequest } from 'payload'

/** Staff roles, from most to least powerful. Saved into the admin session token. */
export const ROLES = ['admin', 'editor', 'translator'] as const
export type Role = (typeof ROLES)[number]

type StaffUser = { collection?: string; roles?: Role[] | null }

const rolesOf = (req: Pick<PayloadRequest, 'user'>): readonly Role[] => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return []
  return user.roles ?? []
}

export const hasRole = (req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean =>
  rolesOf(req).some((role) => roles.includes(role))

export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  rolesOf(req).length > 0

/** True when the only thing this staff member may do is translate. */
export const isTranslatorOnly = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, 'translator') && !hasRole(req, 'admin', 'editor')
