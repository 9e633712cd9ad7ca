import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/env'

import { CHECK_IN_ROLES, CONTENT_ROLES, PAYMENT_ROLES } from '../../collections/access/roles'

import { visitorOfToken } from './services/visitorAuth'

export type Principal =
  | { kind: 'anonymous' }
  /** The renderer itself, calling with BACKEND_SERVICE_TOKEN (e.g. to register interface texts). */
  | { kind: 'service' }
  /** A signed-in admin-UI user (Payload session cookie or `Authorization: JWT …`). */
  | { kind: 'staff'; userId: number | string; roles: string[] }
  /** Staff whose only role is checking tickets in at events' doors. */
  | { kind: 'eventStaff'; userId: number | string }
  /** A signed-in visitor of the site (a valid, unrevoked access token of theirs). */
  | { kind: 'visitor'; visitorId: number; sessionId: string }

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who is calling: the renderer (service token), staff (Payload session) or a visitor (their
 * access token). A bearer token that is none of these is an anonymous caller's.
 */
export async function resolvePrincipal(payload: Payload, headers: Headers): Promise<Principal> {
  const authorization = headers.get('authorization') ?? ''
  const serviceToken = getEnv().BACKEND_SERVICE_TOKEN
  if (
    serviceToken &&
    authorization.startsWith('Bearer ') &&
    sameSecret(authorization.slice(7).trim(), serviceToken)
  ) {
    return { kind: 'service' }
  }
  if (authorization.startsWith('Bearer ')) {
    const visitor = await visitorOfToken(payload, authorization.slice(7).trim())
    if (visitor) return { kind: 'visitor', ...visitor }
  }
  if (authorization.startsWith('JWT ') || headers.get('cookie')?.includes('payload-token=')) {
    const { user } = await payload.auth({ headers })
    if (user && user.collection === 'users') {
      const roles: string[] = user.roles ?? []
      if (roles.some((role) => (CONTENT_ROLES as readonly string[]).includes(role)))
        return { kind: 'staff', userId: user.id, roles }
      if (roles.includes('eventStaff')) return { kind: 'eventStaff', userId: user.id }
    }
  }
  return { kind: 'anonymous' }
}

export const isStaffPrincipal = (principal: Principal): boolean =>
  principal.kind === 'service' || principal.kind === 'staff'

/** Event staff, and the admins and editors who run events, may check tickets in. */
export const canCheckIn = (principal: Principal): boolean =>
  principal.kind === 'eventStaff' ||
  (principal.kind === 'staff' &&
    principal.roles.some((role) => (CHECK_IN_ROLES as readonly string[]).includes(role)))

/** Admins and editors (and the renderer) may match bank transfers to orders and mark them paid. */
export const canTakePayments = (principal: Principal): boolean =>
  principal.kind === 'service' ||
  (principal.kind === 'staff' &&
    principal.roles.some((role) => (PAYMENT_ROLES as readonly string[]).includes(role)))
