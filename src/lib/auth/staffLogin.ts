import { sql } from '@payloadcms/db-postgres'
import { en } from '@payloadcms/translations/languages/en'
import { vi } from '@payloadcms/translations/languages/vi'
import { getRequestLanguage, type Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { writeAudit } from '@/lib/audit/writeAudit'
import { countInWindow } from '@/lib/db/rateWindow'
import { ipAddressOr } from '@/lib/net/address'
import { drizzleOf } from '@/lib/db/drizzle'

/**
 * Staff sign-in (`POST /cms-api/users/login`) guarded against guessing without giving anyone a
 * way to lock an account: failures are counted per account *and* address, and per address
 * alone, in PostgreSQL; past a few, each further attempt waits twice as long as the last (up to
 * 15 minutes) and is answered as a wrong password without being checked. Every failure takes
 * the same time and says the same thing, whether the e-mail is unknown, the password wrong or
 * the attempt held back, so the answer reveals neither the account nor the lock.
 */

/** No failed sign-in is answered sooner (longer than checking a password takes). */
export const FAILURE_FLOOR_MS = 600
const FORGET_AFTER = '15 minutes'
const MAX_WAIT_SECONDS = 15 * 60
/** Free failures before the waits start: per account from one address, and per address. */
const FREE = { account: 5, address: 20 } as const

type Keys = { account: string; address: string }

const waitSeconds = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - free))

/** Whether an attempt now must wait (a recent run of failures on either key). */
async function heldBack(payload: Payload, keys: Keys): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute<{
    key: string
    failures: number
    since: number
  }>(sql`
    SELECT key, failures, extract(epoch FROM now() - last_failure)::float AS since
    FROM login_failures
    WHERE key IN (${keys.account}, ${keys.address})
      AND last_failure > now() - ${FORGET_AFTER}::interval`)
  return rows.some((row) => {
    const free = row.key === keys.account ? FREE.account : FREE.address
    return Number(row.since) < waitSeconds(Number(row.failures), free)
  })
}

async function recordFailure(payload: Payload, keys: Keys): Promise<void> {
  for (const key of [keys.account, keys.address])
    await drizzleOf(payload).execute(sql`
      INSERT INTO login_failures (key, failures, last_failure) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN login_failures.last_failure < now() - ${FORGET_AFTER}::interval
          THEN 1 ELSE login_failures.failures + 1 END,
        last_failure = now()`)
}

const forget = (payload: Payload, key: string) =>
  drizzleOf(payload).execute(sql`DELETE FROM login_failures WHERE key = ${key}`)

/** The admin language Payload would answer `request` in. */
function languageOf(payload: Payload, request: Request): 'vi' | 'en' {
  const cookies = parseCookies(request.headers)
  return getRequestLanguage({ config: payload.config, headers: request.headers, cookies }) === 'en'
    ? 'en'
    : 'vi'
}

/** Payload's own answer to wrong credentials, in the language it would have chosen. */
function wrongCredentials(payload: Payload, request: Request): Response {
  const message = { en, vi }[languageOf(payload, request)].translations.error
    .emailOrPasswordIncorrect
  return Response.json({ errors: [{ message }] }, { status: 401 })
}

const emailOf = async (request: Request): Promise<string | undefined> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined)
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined
}

/** Signs in through `login` (Payload's handler) with the guard above. */
export async function guardedStaffLogin(
  payload: Payload,
  request: Request,
  login: (request: Request) => Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const email = await emailOf(request)
  if (!email) return login(request)
  const ip = ipAddressOr(request.headers.get('x-client-ip'))
  const keys = { account: `staff:${email}|${ip}`, address: `staff-ip:${ip}` }
  const held = await heldBack(payload, keys)
  const response = held ? wrongCredentials(payload, request) : await login(request)
  if (response.ok) {
    await forget(payload, keys.account)
    return response
  }
  if (response.status === 401) {
    if (!held) await recordFailure(payload, keys)
    await writeAudit(payload, {
      action: 'signInFailed',
      actor: email,
      ip,
      target: 'users',
      summary: held ? 'sign-in held back (too many failures)' : 'wrong e-mail or password',
    })
    const remaining = FAILURE_FLOOR_MS - (performance.now() - started)
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
  }
  return response
}

/** Password-reset mails a staff address may be sent, and requests one client may make, per hour. */
export const RESET_LIMITS = { account: 3, address: 10 } as const
const RESET_WINDOW_SECONDS = 60 * 60

const TOO_MANY_RESETS = {
  vi: 'Đã có quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau một giờ.',
  en: 'Too many password reset requests. Please try again in an hour.',
}

/**
 * Staff password reset (`POST /cms-api/users/forgot-password`) through `forgot` (Payload's
 * handler), limited per e-mail and per address so nobody can flood a staff inbox or probe
 * addresses in bulk. Every e-mail counts, known or not, so the limit says nothing about who is
 * staff; Payload's own answer is the same for both.
 */
export async function guardedForgotPassword(
  payload: Payload,
  request: Request,
  forgot: (request: Request) => Promise<Response>,
): Promise<Response> {
  const email = await emailOf(request)
  if (!email) return forgot(request)
  const ip = ipAddressOr(request.headers.get('x-client-ip'))
  const counts = [
    await countInWindow(payload, `staff-reset:${email}`, RESET_WINDOW_SECONDS),
    await countInWindow(payload, `staff-reset-ip:${ip}`, RESET_WINDOW_SECONDS),
  ]
  if (counts[0]! > RESET_LIMITS.account || counts[1]! > RESET_LIMITS.address)
    return Response.json(
      { errors: [{ message: TOO_MANY_RESETS[languageOf(payload, request)] }] },
      { status: 429 },
    )
  return forgot(request)
}
