import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { en } from '@payloadcms/translations/languages/en'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  FAILURE_FLOOR_MS,
  guardedForgotPassword,
  guardedStaffLogin,
  RESET_LIMITS,
} from '@/lib/auth/staffLogin'

import { uniqueIp } from '../helpers/addresses'
import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * Payload's sign-in as its REST route answers it (200 with a token, or 401 with its message);
 * the end-to-end tests compare the guard with the real route.
 */
const payloadLogin = async (request: Request): Promise<Response> => {
  const { email, password } = (await request.json()) as { email: string; password: string }
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    return Response.json({ token: result.token }, { status: 200 })
  } catch {
    const message = en.translations.error.emailOrPasswordIncorrect
    return Response.json({ errors: [{ message }] }, { status: 401 })
  }
}

const signIn = async (email: string, password: string, ip: string) => {
  const started = performance.now()
  const response = await guardedStaffLogin(
    payload,
    new Request('http://site.internal/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': ip, 'accept-language': 'en' },
      body: JSON.stringify({ email, password }),
    }),
    payloadLogin,
  )
  return { status: response.status, ms: performance.now() - started, body: await response.text() }
}

describe('staff sign-in', () => {
  it('slows guessing per account and address, without locking the account for anyone else', async () => {
    const password = `Pw-${Math.random().toString(36)}-Aa1!`
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `guard-${Date.now()}@soraelectric.vn`,
        password,
        name: 'G',
        roles: ['editor'],
      },
      overrideAccess: true,
    })
    const attacker = uniqueIp()
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(user.email, 'wrong-password', attacker)).status).toBe(401)
    // Held back now: even the right password is answered as wrong, from that address…
    const held = await signIn(user.email, password, attacker)
    expect(held.status).toBe(401)
    // …while the owner, elsewhere, signs in at once.
    expect((await signIn(user.email, password, '198.51.100.7')).status).toBe(200)
  })

  it('answers unknown, wrong and held-back alike, in the same time (median of 20 each)', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
    const attempts = async (kind: 'unknown' | 'wrong' | 'held') => {
      const answers = []
      for (let index = 0; index < 20; index += 1) {
        // A fresh address each time: the per-address count stays out of the way.
        const ip = uniqueIp()
        const email =
          kind === 'unknown'
            ? `nobody-${index}-${Date.now()}@soraelectric.vn`
            : 'admin@soraelectric.vn'
        if (kind === 'held')
          await db().execute(
            sql`INSERT INTO login_failures (key, failures, last_failure)
                VALUES (${`staff:${email}|${ip}`}, 9, now())`,
          )
        answers.push(await signIn(email, 'wrong-password', ip))
      }
      return answers
    }
    const results = {
      unknown: await attempts('unknown'),
      wrong: await attempts('wrong'),
      held: await attempts('held'),
    }
    const medians = Object.fromEntries(
      Object.entries(results).map(([kind, answers]) => [kind, median(answers.map((a) => a.ms))]),
    )
    console.log(
      `staff sign-in failures, median of 20: ${Object.entries(medians)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
        .join(', ')}`,
    )
    const bodies = new Set(Object.values(results).flatMap((answers) => answers.map((a) => a.body)))
    expect(bodies).toEqual(
      new Set([
        JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] }),
      ]),
    )
    for (const answers of Object.values(results))
      for (const answer of answers) {
        expect(answer.status).toBe(401)
        expect(answer.ms).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5)
      }
    const spread = Math.max(...Object.values(medians)) - Math.min(...Object.values(medians))
    expect(spread).toBeLessThan(100)
  })

  it('keeps an audit entry for every failed attempt', async () => {
    const email = `audited-${Date.now()}@soraelectric.vn`
    await signIn(email, 'wrong-password', '198.51.100.9')
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ actor: { equals: email } }, { action: { equals: 'signInFailed' } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ ip: '198.51.100.9', target: 'users' })
  })
})

describe('staff password reset', () => {
  /** Asks for a reset link through the guard; Payload's own handler runs when it lets it. */
  const askReset = async (email: string, ip: string, sent: string[]) => {
    const response = await guardedForgotPassword(
      payload,
      new Request('http://site.internal/cms-api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': ip, 'accept-language': 'en' },
        body: JSON.stringify({ email }),
      }),
      async (request) => {
        const body = (await request.json()) as { email: string }
        sent.push(body.email)
        await payload.forgotPassword({ collection: 'users', data: { email: body.email } })
        return Response.json({ message: 'Success' })
      },
    )
    return { status: response.status, body: await response.text() }
  }

  it('sends an address at most three links an hour, known to be staff or not', async () => {
    const staff = await staffUser(payload, ['editor'])
    for (const email of [staff.email, `nobody-${Date.now()}@soraelectric.vn`]) {
      const sent: string[] = []
      const answers = []
      for (let attempt = 0; attempt <= RESET_LIMITS.account; attempt += 1)
        answers.push(await askReset(email, uniqueIp(), sent))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
      expect(answers.at(-1)!.body).toContain('Too many password reset requests')
      expect(sent).toHaveLength(RESET_LIMITS.account)
    }
  })

  it('lets one client ask for ten links an hour, whatever the addresses', async () => {
    const ip = uniqueIp()
    const sent: string[] = []
    const statuses = []
    for (let index = 0; index <= RESET_LIMITS.address; index += 1)
      statuses.push((await askReset(`probe-${index}-${Date.now()}@example.vn`, ip, sent)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESET_LIMITS.address)
    expect(statuses.at(-1)).toBe(429)
    expect(sent).toHaveLength(RESET_LIMITS.address)
  })
})

describe('the audit log', () => {
  it('records content changes with the fields touched, role changes and deletions', async () => {
    const admin = await staffUser(payload, ['admin'])
    const editor = await staffUser(payload, ['editor'])
    const setting = (await payload.find({ collection: 'settings', limit: 1, overrideAccess: true }))
      .docs[0]!
    await payload.update({
      collection: 'settings',
      id: setting.id,
      locale: 'en',
      data: { value: `${setting.value ?? ''} ` },
      user: editor,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['editor', 'translator'] },
      user: admin,
      overrideAccess: false,
    })
    const entries = async (actor: string) =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { actor: { equals: actor } },
          overrideAccess: true,
          sort: 'createdAt',
        })
      ).docs
    expect(await entries(editor.email)).toEqual([
      expect.objectContaining({
        action: 'update',
        target: 'settings',
        documentId: String(setting.id),
        fields: ['value'],
      }),
    ])
    expect((await entries(admin.email)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['update', 'roleChange']),
    )
  })

  it('is readable by admins only, and cannot be changed or deleted, even in SQL', async () => {
    const editor = await staffUser(payload, ['editor'])
    await expect(
      payload.find({ collection: 'audit-log', user: editor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(db().execute(sql`UPDATE audit_log SET summary = 'forged'`)).rejects.toThrow()
    await expect(db().execute(sql`DELETE FROM audit_log`)).rejects.toThrow()
  })
})

describe('a generated password', () => {
  it('must be changed before anything else', async () => {
    const password = `Gen-${Math.random().toString(36)}-Aa1!`
    const user = {
      ...(await payload.create({
        collection: 'users',
        data: {
          email: `first-${Date.now()}@soraelectric.vn`,
          password,
          name: 'First',
          roles: ['admin'],
          mustChangePassword: true,
        },
        overrideAccess: true,
      })),
      collection: 'users' as const,
    }
    const page = (await payload.find({ collection: 'pages', limit: 1, overrideAccess: true }))
      .docs[0]!
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: page.title },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/generated password|tạo tự động/)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: `New-${Math.random().toString(36)}-Bb2!` },
      user,
      overrideAccess: false,
    })
    const changed = await payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    expect(changed.mustChangePassword).toBe(false)
  })
})

describe('the CMS API', () => {
  it('shows the public only what the backend shows it (no inactive products or stories)', async () => {
    for (const collection of ['products', 'product-benefits'] as const) {
      const hidden = await payload.find({
        collection,
        where: { isActive: { equals: false } },
        overrideAccess: false,
      })
      expect(hidden.totalDocs, collection).toBe(0)
    }
    const staff = await staffUser(payload, ['editor'])
    const seen = await payload.find({
      collection: 'products',
      where: { isActive: { equals: false } },
      user: staff,
      overrideAccess: false,
    })
    expect(seen.totalDocs).toBeGreaterThan(0)
  })
})
