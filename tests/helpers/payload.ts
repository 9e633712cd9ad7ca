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
