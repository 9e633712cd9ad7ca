import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/env'

export type Principal =
  | { kind: 'anonymous' }
  /** The renderer itself, calling with BACKEND_SERVICE_TOKEN (e.g. to register interface texts). */
  | { kind: 'service' }
  /** A signed-in admin-UI user (Payload session cookie or `Authorization: JWT …`). */
  | { kind: 'staff'; userId: number | string; roles: string[] }

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Who is calling. Only credentials that grant staff rights are checked here. */
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
  if (authorization.startsWith('JWT ') || headers.get('cookie')?.includes('payload-token=')) {
    const { user } = await payload.auth({ headers })
    if (user && user.collection === 'users') {
      return { kind: 'staff', userId: user.id, roles: user.roles ?? [] }
    }
  }
  return { kind: 'anonymous' }
}

export const isStaffPrincipal = (principal: Principal): boolean =>
  principal.kind === 'service' || principal.kind === 'staff'
