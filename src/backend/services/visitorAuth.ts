import { createHash, randomBytes, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { requireSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import vi from '@/i18n/messages/vi.json'
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '@/lib/auth/accessToken'
import { hashPassword, needsRehash, verifyPassword } from '@/lib/auth/password'
import { countInWindow } from '@/lib/db/rateWindow'
import { drizzleOf } from '@/lib/db/drizzle'

import { runInBackground } from '../background'
import { BackendFault } from '../errors'
import { siteLink } from '../mailText'

/**
 * Visitor sign-in, sessions and passwords. Five wrong passwords lock an account for five
 * minutes; an unknown e-mail, a wrong password and a locked account get the same answer after
 * the same time. Every attempt is counted *before* its password is checked, in one atomic
 * statement, so however many arrive at once, at most five are checked.
 */

/** Failures that lock an account, and for how long. */
export const LOCKOUT = { failures: 5, seconds: 300 } as const
/** No failed sign-in is answered sooner (longer than a password check takes). */
export const SIGN_IN_FLOOR_MS = 600
/** A reset link's life. */
export const RESET_MINUTES = 30
/** Reset mails per address, and reset requests per client, per hour. */
export const RESET_LIMITS = { account: 3, address: 10 } as const

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const texts = { vi: vi.accountMail, en: en.accountMail }

export const SIGN_IN_FAILED: Record<Locale, { message: string; details: string }> = {
  vi: {
    message: 'Đăng nhập thất bại!',
    details:
      'Email hoặc mật khẩu không đúng. Sau 5 lần nhập sai, tài khoản tạm khóa 5 phút; bạn có thể dùng chức năng quên mật khẩu.',
  },
  en: {
    message: 'Sign-in failed!',
    details:
      'Wrong e-mail or password. After 5 wrong attempts the account is locked for 5 minutes; you can reset your password instead.',
  },
}

const TOO_MANY_RESETS: Record<Locale, string> = {
  vi: 'Đã có quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau một giờ.',
  en: 'Too many password reset requests. Please try again in an hour.',
}

const BAD_RESET_LINK: Record<Locale, string> = {
  vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
  en: 'This password reset link is not valid or has expired. Please ask for a new one.',
}

const WRONG_CURRENT_PASSWORD: Record<Locale, string> = {
  vi: 'Mật khẩu hiện tại không đúng.',
  en: 'The current password is not correct.',
}

/** Passwords are checked here, and counted (a figure the tests read). */
export const passwordChecks = { count: 0 }

const checkPassword = (password: string, hash: string) => {
  passwordChecks.count += 1
  return verifyPassword(password, hash)
}

type Credentials = { id: number; passwordHash: string | null }

async function credentialsOf(payload: Payload, email: string): Promise<Credentials | undefined> {
  const { rows } = await drizzleOf(payload).execute<{ id: number; password_hash: string | null }>(
    sql`SELECT id, password_hash FROM visitors WHERE email = ${email} LIMIT 1`,
  )
  const row = rows[0]
  return row ? { id: Number(row.id), passwordHash: row.password_hash } : undefined
}

/**
 * Counts an attempt on `key` and answers whether it may be checked: the count restarts once the
 * last failure is older than the lock, and while locked the lock's start stays put.
 */
async function reserveAttempt(payload: Payload, key: string): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute<{ failures: number }>(sql`
    INSERT INTO login_failures (key, failures, last_failure) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_failures.last_failure < now() - make_interval(secs => ${LOCKOUT.seconds})
        THEN 1 ELSE login_failures.failures + 1 END,
      last_failure = CASE WHEN login_failures.failures >= ${LOCKOUT.failures}
          AND login_failures.last_failure >= now() - make_interval(secs => ${LOCKOUT.seconds})
        THEN login_failures.last_failure ELSE now() END
    RETURNING failures`)
  return Number(rows[0]?.failures ?? 1) <= LOCKOUT.failures
}

const lockKey = (email: string) => `visitor:${email}`
const clearFailures = (payload: Payload, email: string) =>
  drizzleOf(payload).execute(sql`DELETE FROM login_failures WHERE key = ${lockKey(email)}`)

/**
 * A new account starts with a clean count: wrong passwords typed for an address before it had an
 * account (anyone can type them) must not lock its owner out of the first sign-in.
 */
export const forgetFailuresBeforeAccount = (payload: Payload, email: string) =>
  clearFailures(payload, email.trim().toLowerCase())

/** How long ended sessions and used links are kept (a visitor's data copy lists them). */
const KEEP_DAYS = 30

/**
 * Removes what no longer matters, now and then (on about one sign-in in fifty): sessions and
 * reset links ended a month ago, and visitors' failure counts older than a day.
 */
async function forgetStale(payload: Payload): Promise<void> {
  if (Math.random() >= 0.02) return
  const db = drizzleOf(payload)
  await db.execute(sql`
    DELETE FROM visitor_sessions
    WHERE coalesce(revoked_at, expires_at) < now() - make_interval(days => ${KEEP_DAYS})`)
  await db.execute(sql`
    DELETE FROM visitor_password_resets
    WHERE coalesce(used_at, expires_at) < now() - make_interval(days => ${KEEP_DAYS})`)
  await db.execute(sql`
    DELETE FROM login_failures
    WHERE key LIKE 'visitor:%' AND last_failure < now() - interval '1 day'`)
}

/** A new session for `visitorId` and its signed access token. */
export async function openSession(
  payload: Payload,
  visitorId: number,
): Promise<{ accessToken: string; expireInSeconds: number; userId: number }> {
  const sessionId = randomUUID()
  await forgetStale(payload)
  await drizzleOf(payload).execute(sql`
    INSERT INTO visitor_sessions (id, visitor_id, expires_at)
    VALUES (${sessionId}, ${visitorId}, now() + make_interval(secs => ${ACCESS_TOKEN_SECONDS}))`)
  await drizzleOf(payload).execute(
    sql`UPDATE visitors SET last_sign_in_at = now() WHERE id = ${visitorId}`,
  )
  return {
    accessToken: signAccessToken(requireSecret('TOKEN_SIGNING_KEY'), visitorId, sessionId),
    expireInSeconds: ACCESS_TOKEN_SECONDS,
    userId: visitorId,
  }
}

/** `TokenAuth/Authenticate`: a token for the right e-mail and password, the same refusal otherwise. */
export async function authenticateVisitor(
  payload: Payload,
  culture: Locale,
  email: string,
  password: string,
): Promise<{ accessToken: string; expireInSeconds: number; userId: number }> {
  const started = performance.now()
  const normalized = email.trim().toLowerCase()
  let visitorId: number | undefined
  if (await reserveAttempt(payload, lockKey(normalized))) {
    const account = await credentialsOf(payload, normalized)
    if (account?.passwordHash && (await checkPassword(password, account.passwordHash))) {
      visitorId = account.id
      if (needsRehash(account.passwordHash)) await setPassword(payload, account.id, password)
    }
  }
  if (visitorId === undefined) {
    const remaining = SIGN_IN_FLOOR_MS - (performance.now() - started)
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
    const { message, details } = SIGN_IN_FAILED[culture]
    throw new BackendFault(401, message, details)
  }
  await clearFailures(payload, normalized)
  return openSession(payload, visitorId)
}

/** The visitor and session a bearer token names, if it is valid and not revoked. */
export async function visitorOfToken(
  payload: Payload,
  token: string,
): Promise<{ visitorId: number; sessionId: string } | undefined> {
  const claims = verifyAccessToken(requireSecret('TOKEN_SIGNING_KEY'), token)
  if (!claims) return undefined
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM visitor_sessions
    WHERE id = ${claims.sid} AND visitor_id = ${claims.sub}
      AND revoked_at IS NULL AND expires_at > now()`)
  return rows.length ? { visitorId: claims.sub, sessionId: claims.sid } : undefined
}

export const revokeSession = (payload: Payload, sessionId: string) =>
  drizzleOf(payload).execute(
    sql`UPDATE visitor_sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`,
  )

/** Revokes every open session of a visitor (password changed or reset, account deleted). */
export const revokeAllSessions = (payload: Payload, visitorId: number) =>
  drizzleOf(payload).execute(
    sql`UPDATE visitor_sessions SET revoked_at = now() WHERE visitor_id = ${visitorId} AND revoked_at IS NULL`,
  )

async function setPassword(payload: Payload, visitorId: number, password: string) {
  const hash = await hashPassword(password)
  await drizzleOf(payload).execute(
    sql`UPDATE visitors SET password_hash = ${hash}, updated_at = now() WHERE id = ${visitorId}`,
  )
}

/** `User/ChangePassword`: checks the current password, sets the new one, revokes every session. */
export async function changeVisitorPassword(
  payload: Payload,
  culture: Locale,
  visitorId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { rows } = await drizzleOf(payload).execute<{
    email: string
    password_hash: string | null
  }>(sql`SELECT email, password_hash FROM visitors WHERE id = ${visitorId}`)
  const row = rows[0]
  const allowed = row ? await reserveAttempt(payload, lockKey(row.email)) : false
  if (!row?.password_hash || !allowed || !(await checkPassword(currentPassword, row.password_hash)))
    throw new BackendFault(400, WRONG_CURRENT_PASSWORD[culture], WRONG_CURRENT_PASSWORD[culture])
  await clearFailures(payload, row.email)
  await setPassword(payload, visitorId, newPassword)
  await revokeAllSessions(payload, visitorId)
  await drizzleOf(payload).execute(sql`
    UPDATE visitor_password_resets SET used_at = now()
    WHERE visitor_id = ${visitorId} AND used_at IS NULL`)
}

/** Whether `password` is the visitor's (for confirming a deletion); counts towards the lock. */
export async function confirmVisitorPassword(
  payload: Payload,
  visitorId: number,
  password: string | undefined,
): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute<{
    email: string
    password_hash: string | null
  }>(sql`SELECT email, password_hash FROM visitors WHERE id = ${visitorId}`)
  const row = rows[0]
  if (!row) return false
  if (!row.password_hash) return true // A social-only account has no password to confirm.
  if (!password || !(await reserveAttempt(payload, lockKey(row.email)))) return false
  const ok = await checkPassword(password, row.password_hash)
  if (ok) await clearFailures(payload, row.email)
  return ok
}

async function mailResetLink(payload: Payload, email: string, language: Locale, token: string) {
  const link = `${siteLink(language, '/resetPassword')}?token=${token}`
  const text = texts[language].reset
  await payload.sendEmail({
    to: email,
    subject: text.subject,
    text: `${text.greeting}\n\n${text.body}\n\n${link}\n\n${text.expiry.replace('{minutes}', String(RESET_MINUTES))}\n\n${text.ignore}\n`,
  })
}

/**
 * `User/GetForgotPassword`: mails a single-use link (its hash stored) to an address with an
 * account. Counted per address and client for every e-mail alike, so neither the answer nor the
 * limit tells whether the address has an account.
 */
export async function requestPasswordReset(
  payload: Payload,
  culture: Locale,
  email: string,
  clientIp: string,
): Promise<void> {
  const normalized = email.trim().toLowerCase()
  const counts = [
    await countInWindow(payload, `visitor-reset:${normalized}`, 3600),
    await countInWindow(payload, `visitor-reset-ip:${clientIp}`, 3600),
  ]
  if (counts[0]! > RESET_LIMITS.account || counts[1]! > RESET_LIMITS.address)
    throw new BackendFault(429, TOO_MANY_RESETS[culture])
  const account = await credentialsOf(payload, normalized)
  if (!account) return
  const token = randomBytes(32).toString('base64url')
  await drizzleOf(payload).execute(sql`
    INSERT INTO visitor_password_resets (token_hash, visitor_id, expires_at)
    VALUES (${sha256(token)}, ${account.id}, now() + make_interval(mins => ${RESET_MINUTES}))`)
  // Not awaited: the answer must not take longer, or fail, only for addresses with an account.
  runInBackground('account: reset mail not sent', () =>
    mailResetLink(payload, normalized, culture, token),
  )
}

/** `User/ResetPassword`: uses a link once, sets the password, revokes every session. */
export async function resetVisitorPassword(
  payload: Payload,
  culture: Locale,
  resetCode: string,
  password: string,
): Promise<{ canLogin: boolean; emailAddress: string }> {
  const { rows } = await drizzleOf(payload).execute<{ visitor_id: number }>(sql`
    UPDATE visitor_password_resets SET used_at = now()
    WHERE token_hash = ${sha256(resetCode)} AND used_at IS NULL AND expires_at > now()
    RETURNING visitor_id`)
  const visitorId = rows[0] ? Number(rows[0].visitor_id) : undefined
  if (visitorId === undefined) throw new BackendFault(400, BAD_RESET_LINK[culture])
  await setPassword(payload, visitorId, password)
  // Every other link of this account dies with this one; so do its sessions and its lock.
  await drizzleOf(payload).execute(sql`
    UPDATE visitor_password_resets SET used_at = now()
    WHERE visitor_id = ${visitorId} AND used_at IS NULL`)
  await revokeAllSessions(payload, visitorId)
  const { rows: visitor } = await drizzleOf(payload).execute<{ email: string }>(
    sql`SELECT email FROM visitors WHERE id = ${visitorId}`,
  )
  const emailAddress = visitor[0]?.email ?? ''
  await clearFailures(payload, emailAddress)
  return { canLogin: true, emailAddress }
}

export { setPassword as setVisitorPassword }
