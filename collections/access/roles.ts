import type { PayloadRequest } from 'payload'

/**
 * Staff roles, from most to least powerful. Saved into the admin session token. `eventStaff`
 * checks tickets in at the door and can do nothing else: it is no content role.
 */
export const ROLES = ['admin', 'editor', 'translator', 'eventStaff'] as const
export type Role = (typeof ROLES)[number]

/** The roles that work on the site's content (every admin collection). */
export const CONTENT_ROLES = ['admin', 'editor', 'translator'] as const satisfies readonly Role[]

/** Who may check tickets in: event staff, and the admins and editors who run events. */
export const CHECK_IN_ROLES = ['admin', 'editor', 'eventStaff'] as const satisfies readonly Role[]

/** Who may mark a paid seminar's bank transfer received (and so issue its ticket). */
export const PAYMENT_ROLES = ['admin', 'editor'] as const satisfies readonly Role[]

type StaffUser = { collection?: string; roles?: Role[] | null }

const rolesOf = (req: Pick<PayloadRequest, 'user'>): readonly Role[] => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return []
  return user.roles ?? []
}

export const hasRole = (req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean =>
  rolesOf(req).some((role) => roles.includes(role))

/** A content role: event staff alone are not "staff" anywhere but at the door. */
export const isStaffRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, ...CONTENT_ROLES)

/** True when the only thing this staff member may do is translate. */
export const isTranslatorOnly = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, 'translator') && !hasRole(req, 'admin', 'editor')

/** Whether this admin user may check tickets in at events' doors. */
export const canCheckInRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, ...CHECK_IN_ROLES)

/** Whether this admin user may mark paid seminars' transfers received. */
export const canTakePaymentsRequest = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, ...PAYMENT_ROLES)

/** Event staff with no content role: the admin shows them the check-in and nothing else. */
export const isEventStaffOnly = (req: Pick<PayloadRequest, 'user'>): boolean =>
  hasRole(req, 'eventStaff') && !isStaffRequest(req)
