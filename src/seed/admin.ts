import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { dataDir } from '@/lib/paths'

/**
 * Creates the first administrator when there is no staff account yet. The password comes from
 * ADMIN_PASSWORD, or is generated and printed once (locally also kept in the data directory).
 */
export async function seedAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const env = getEnv()
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    // A generated password travels through logs and terminals: it must be replaced first thing.
    data: {
      email: env.ADMIN_EMAIL,
      password,
      name: 'Administrator',
      roles: ['admin'],
      mustChangePassword: generated,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  if (!generated) {
    payload.logger.info(
      `Created the administrator ${env.ADMIN_EMAIL} with the password from ADMIN_PASSWORD`,
    )
    return
  }
  const notice = `Administrator: ${env.ADMIN_EMAIL}\nPassword: ${password}\n`
  if (env.APP_ENV === 'local') {
    writeFileSync(
      path.join(dataDir(), 'initial-admin.txt'),
      `${notice}Change it after signing in.\n`,
      { mode: 0o600 },
    )
  }
  console.log(
    `\n  ┌ First administrator created (shown once; change it after signing in)\n  │ ${env.ADMIN_EMAIL}\n  └ ${password}\n`,
  )
}
