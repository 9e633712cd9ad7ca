import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of the integration database (migrated and seeded by the global setup). */
export const testPayload = (): Promise<Payload> => getPayload({ config })

/** A staff member with the given roles, created once per test file. */
export async function staffUser(
  payload: Payload,
  roles: ('admin' | 'editor' | 'translator' | 'eventStaff')[],
) {
  const email = `${roles.join('-')}-${Math.random().toString(36).slice(2, 8)}@soraelectric.vn`
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: `Pw-${Math.random().toString(36)}-Aa1!`,
      name: roles.join(' '),
      roles,
    },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' as const }
}

/** An admin session token (`Authorization: JWT …`) of a new staff user with `roles`. */
export async function staffToken(
  payload: Payload,
  roles: ('admin' | 'editor' | 'translator' | 'eventStaff')[],
): Promise<string> {
  const user = await staffUser(payload, roles)
  const password = `Pw-${Math.random().toString(36)}-Aa1!`
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password },
  })
  return token!
}
