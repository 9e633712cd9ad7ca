import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import {
  authenticate,
  changePassword,
  COMPANY_SIZES,
  deleteMyAccount,
  getCompanySizes,
  getCurrentUserProfile,
  getForgotPassword,
  getMyData,
  getUserForm,
  getUserFormInPostService,
  getUserProfile,
  logOut,
  register,
  resetPassword,
  updateCurrentUserProfile,
  updateProfilePicture,
} from '@/contract/account'
import { getAll, updateLanguageText } from '@/contract/configuration'
import {
  LOCKOUT,
  passwordChecks,
  SIGN_IN_FLOOR_MS,
  SIGN_IN_FAILED,
} from '@/backend/services/visitorAuth'
import { requireSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import { signAccessToken } from '@/lib/auth/accessToken'
import { request } from '@/lib/backend/client'
import type { Transport } from '@/lib/backend/transport'
import { mediaDir } from '@/lib/paths'

import { uniqueIp } from '../helpers/addresses'
import { testPayload } from '../helpers/payload'
import { bothTransports, failure, raw } from '../helpers/transports'
import {
  asVisitor,
  newVisitor,
  onBehalfOf,
  signIn,
  uniqueEmail,
  VISITOR_PASSWORD,
  type Visitor,
} from '../helpers/visitors'

let payload: Payload
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  payload = await testPayload()
})

const transports = bothTransports()

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
/** A date `days` from today, as `YYYY-MM-DD`. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The mails sent to `email` (no mail server in the int project: the outbox keeps them). */
const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

/**
 * The mails sent to `email` once there are `count` of them: the reset mail goes out after the
 * answer (an address with an account must not answer later than one without).
 */
const mailsOnceThere = (email: string, count: number) =>
  vi.waitFor(
    async () => {
      const mails = await mailsTo(email)
      expect(mails).toHaveLength(count)
      return mails
    },
    { timeout: 5_000, interval: 25 },
  )

const resetTokenIn = (text: string | null | undefined) =>
  /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1]

const visitorRow = async (id: number) =>
  (await db().execute(sql`SELECT id, email FROM visitors WHERE id = ${id}`)).rows[0]

/** The members a 400 names in its validationErrors. */
const members = (error: { validationErrors: { members: string[] }[] }) =>
  error.validationErrors.flatMap((item) => item.members)

describe.each(Object.keys(transports))('visitor accounts over the %s transport', (name) => {
  const transport = (): Transport => transports[name]!()

  const profileOf = (token: string) =>
    request(getCurrentUserProfile, 'vi', {}, asVisitor(transport(), token))
  const summaryOf = (token: string) =>
    request(getUserProfile, 'vi', {}, asVisitor(transport(), token))
  /** The status a visitor call with `token` fails with (undefined when it succeeds). */
  const statusWith = async (token: string) => {
    try {
      await profileOf(token)
      return 200
    } catch (error) {
      return (error as { status?: number }).status
    }
  }
  const registerAs = (input: Record<string, unknown>, locale: Locale = 'vi') =>
    request(
      register,
      locale,
      input as Parameters<typeof request<typeof register>>[2],
      onBehalfOf(transport()),
    )
  const forgotPassword = (email: string, locale: Locale = 'vi') =>
    raw(transport(), {
      path: getForgotPassword.path,
      locale,
      query: { emailAddress: email },
      auth: 'service',
      headers: { 'x-visitor-ip': uniqueIp() },
    })
  /** Asks for a reset link for `visitor` and reads its token from the mail. */
  const resetLinkFor = async (visitor: Visitor) => {
    const before = (await mailsTo(visitor.email)).length
    expect((await forgotPassword(visitor.email)).status).toBe(200)
    const mails = await mailsOnceThere(visitor.email, before + 1)
    return resetTokenIn(mails.at(-1)?.text)!
  }

  describe('registration', () => {
    it('registers with every field of the form, normalised, and signs in with the same e-mail', async () => {
      const email = uniqueEmail('lan')
      expect(
        await registerAs({
          emailAddress: `  ${email.toUpperCase()} `,
          userName: email,
          name: email.toUpperCase(),
          surname: email,
          password: VISITOR_PASSWORD,
          fullName: '  Nguyễn Thị Lan ',
          phoneNumber: '0912 345 678',
          dateOfBirth: '1990-05-17',
          gender: 'Female',
          companyName: 'Công ty TNHH Ánh Dương',
          companySize: '3',
        }),
      ).toEqual({ canLogin: true })
      const session = await signIn(transport(), email, VISITOR_PASSWORD)
      expect(session).toMatchObject({ expireInSeconds: expect.any(Number) })
      expect(await profileOf(session.accessToken)).toMatchObject({
        id: session.userId,
        userName: email,
        emailAddress: email,
        fullName: 'Nguyễn Thị Lan',
        phoneNumber: '0912345678',
        dateOfBirth: '1990-05-17',
        gender: 'female',
        companyName: 'Công ty TNHH Ánh Dương',
        companySize: 3,
        profilePictureUrl: null,
        logins: [],
        hasPassword: true,
      })
    })

    it('accepts passwords of 8 and 20 characters and refuses 7 and 21', async () => {
      for (const password of ['a'.repeat(8), 'b'.repeat(20)]) {
        const email = uniqueEmail('length')
        expect(await registerAs({ emailAddress: email, password, fullName: 'Trần Bình' })).toEqual({
          canLogin: true,
        })
        expect((await signIn(transport(), email, password)).accessToken).toBeTruthy()
      }
      for (const password of ['c'.repeat(7), 'd'.repeat(21)]) {
        const error = await failure(
          registerAs({ emailAddress: uniqueEmail('length'), password, fullName: 'Trần Bình' }),
        )
        expect(error.status).toBe(400)
        expect(members(error)).toEqual(['password'])
      }
    })

    it('refuses a userName, name or surname other than the e-mail, naming the member', async () => {
      const email = uniqueEmail('abp')
      for (const member of ['userName', 'name', 'surname']) {
        const error = await failure(
          registerAs({
            emailAddress: email,
            password: VISITOR_PASSWORD,
            fullName: 'Lê Văn Tám',
            [member]: 'somebody-else',
          }),
        )
        expect(error.status).toBe(400)
        expect(members(error)).toEqual([member])
      }
      // Nothing was stored: the e-mail is still free.
      expect(
        await registerAs({
          emailAddress: email,
          password: VISITOR_PASSWORD,
          fullName: 'Lê Văn Tám',
        }),
      ).toEqual({ canLogin: true })
    })

    it.each([
      ['a bad e-mail', { emailAddress: 'not-an-email' }, 'emailAddress'],
      ['no full name', { fullName: undefined }, 'fullName'],
      ['an unknown company size', { companySize: 9 }, 'companySize'],
      ['a date of birth in the future', { dateOfBirth: dayFromToday(2) }, 'dateOfBirth'],
      ['an impossible date of birth', { dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      ['a foreign phone number', { phoneNumber: '+1 202 555 0100' }, 'phoneNumber'],
      ['an unknown gender', { gender: 'robot' }, 'gender'],
    ])('refuses %s with 400 and validationErrors', async (_case, change, member) => {
      const error = await failure(
        registerAs({
          emailAddress: uniqueEmail('bad'),
          password: VISITOR_PASSWORD,
          fullName: 'Phạm Minh',
          ...change,
        }),
      )
      expect(error.status).toBe(400)
      expect(members(error)).toContain(member)
    })

    it('refuses with 400, not 500, an e-mail the visitors collection would not store', async () => {
      // The contract's e-mail check lets a domain label end with a hyphen; Payload's email field
      // does not, so such an address must be refused as invalid input, not fail inside create().
      const error = await failure(
        registerAs({
          emailAddress: `hyphen.${randomUUID().slice(0, 8)}@example-.vn`,
          password: VISITOR_PASSWORD,
          fullName: 'Trịnh Gạch',
        }),
      )
      expect(error.status).toBe(400)
    })

    it('refuses a taken e-mail (whatever its case) in the request language', async () => {
      const email = uniqueEmail('taken')
      await registerAs({ emailAddress: email, password: VISITOR_PASSWORD, fullName: 'Đỗ Hà' })
      const again = { emailAddress: email.toUpperCase(), password: 'another-pass', fullName: 'X Y' }
      const vi = await failure(registerAs(again, 'vi'))
      expect(vi.status).toBe(400)
      expect(vi.message).toBe(
        `Email '${email}' đã được sử dụng. Vui lòng đăng nhập hoặc dùng chức năng quên mật khẩu.`,
      )
      const en = await failure(registerAs(again, 'en'))
      expect(en.status).toBe(400)
      expect(en.message).toBe(
        `The e-mail '${email}' is already taken. Please sign in or reset your password.`,
      )
      // The first password still signs in; the second never became one.
      await signIn(transport(), email, VISITOR_PASSWORD)
      expect((await failure(signIn(transport(), email, 'another-pass'))).status).toBe(401)
    })

    it('registers an e-mail once when the same registration arrives five times at once', async () => {
      const email = uniqueEmail('race')
      const answers = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          registerAs({ emailAddress: email, password: VISITOR_PASSWORD, fullName: 'Vũ Đua' }),
        ),
      )
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1)
      for (const answer of answers)
        if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ status: 400 })
      const { rows } = await db().execute(sql`SELECT id FROM visitors WHERE email = ${email}`)
      expect(rows).toHaveLength(1)
    })
  })

  describe('signing in and access tokens', () => {
    it('answers a token for the right password that works for the profile calls', async () => {
      const visitor = await newVisitor(transport())
      const session = await signIn(transport(), visitor.email.toUpperCase(), visitor.password)
      expect(session).toEqual({
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expireInSeconds: expect.any(Number),
        userId: visitor.id,
      })
      expect(session.expireInSeconds).toBeGreaterThan(0)
      expect(await profileOf(session.accessToken)).toMatchObject({
        id: visitor.id,
        emailAddress: visitor.email,
      })
      expect(await summaryOf(session.accessToken)).toEqual({
        id: visitor.id,
        displayName: 'Nguyễn Văn Khách',
        emailAddress: visitor.email,
        profilePictureUrl: null,
        socialPictureUrl: null,
      })
    })

    it('answers 401 to the profile calls without a token or with a garbage, forged or stale one', async () => {
      const visitor = await newVisitor(transport())
      const key = requireSecret('TOKEN_SIGNING_KEY')
      const sessionId = (
        await db().execute<{ id: string }>(
          sql`SELECT id FROM visitor_sessions WHERE visitor_id = ${visitor.id}`,
        )
      ).rows[0]!.id
      const [header, body, signature] = visitor.token.split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as object
      const otherBody = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')
      const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      )
      const bad = {
        garbage: 'garbage',
        'signed with another key': signAccessToken(`${key}x`, visitor.id, sessionId),
        'another visitor in a signed body': `${header}.${otherBody}.${signature}`,
        'alg none': `${unsigned}.${body}.`,
        'a session that does not exist': signAccessToken(key, visitor.id, randomUUID()),
        'an expired token': signAccessToken(key, visitor.id, sessionId, 60, Date.now() - 3_600_000),
      }
      for (const call of [getCurrentUserProfile, getUserProfile]) {
        const anonymous = await raw(transport(), { path: call.path })
        expect(anonymous.status).toBe(401)
        expect(anonymous.body).toMatchObject({ success: false, unAuthorizedRequest: true })
        for (const [label, token] of Object.entries(bad)) {
          const answer = await raw(transport(), { path: call.path, auth: { token } })
          expect({ label, status: answer.status }).toEqual({ label, status: 401 })
        }
      }
      // The genuine token still works, until its session expires.
      expect(await statusWith(visitor.token)).toBe(200)
      await db().execute(
        sql`UPDATE visitor_sessions SET expires_at = now() - interval '1 second' WHERE id = ${sessionId}`,
      )
      expect(await statusWith(visitor.token)).toBe(401)
    })
  })

  describe('locking an account after wrong passwords', () => {
    /** A sign-in answered raw, and how long it took. */
    const timedSignIn = async (email: string, password: string) => {
      const started = performance.now()
      const answer = await raw(transport(), {
        method: 'POST',
        path: authenticate.path,
        body: { userNameOrEmailAddress: email, password },
        auth: 'service',
        headers: { 'x-visitor-ip': uniqueIp() },
      })
      return { answer, ms: performance.now() - started }
    }

    it('refuses unknown e-mails, wrong passwords and a locked account alike, equally slowly, until the lock passes', async () => {
      const visitor = await newVisitor(transport())
      const unknown: Awaited<ReturnType<typeof timedSignIn>>[] = []
      const wrong: typeof unknown = []
      const locked: typeof unknown = []
      for (let attempt = 0; attempt < LOCKOUT.failures; attempt += 1) {
        unknown.push(await timedSignIn(uniqueEmail('nobody'), visitor.password))
        wrong.push(await timedSignIn(visitor.email, `wrong-password-${attempt}`))
      }
      const checksBefore = passwordChecks.count
      for (let attempt = 0; attempt < 4; attempt += 1)
        locked.push(await timedSignIn(visitor.email, 'wrong-password'))
      // Locked: even the right password is refused, and no password is checked any more.
      locked.push(await timedSignIn(visitor.email, visitor.password))
      expect(passwordChecks.count).toBe(checksBefore)

      const refusal = {
        status: 401,
        body: {
          result: null,
          targetUrl: null,
          success: false,
          error: {
            code: 0,
            message: SIGN_IN_FAILED.vi.message,
            details: SIGN_IN_FAILED.vi.details,
            validationErrors: null,
          },
          unAuthorizedRequest: true,
          __abp: true,
        },
      }
      for (const { answer, ms } of [...unknown, ...wrong, ...locked]) {
        expect(answer).toEqual(refusal)
        expect(ms).toBeGreaterThanOrEqual(SIGN_IN_FLOOR_MS)
      }
      const medians = [unknown, wrong, locked].map((kind) => median(kind.map(({ ms }) => ms)))
      expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(150)

      // The lock lasts LOCKOUT.seconds from the fifth failure; once that has passed, the right
      // password works again.
      expect(LOCKOUT.seconds).toBe(300)
      await db().execute(sql`
        UPDATE login_failures SET last_failure = now() - interval '301 seconds'
        WHERE key = ${`visitor:${visitor.email}`}`)
      const session = await signIn(transport(), visitor.email, visitor.password)
      expect(session.userId).toBe(visitor.id)
      // A success clears the count.
      const { rows } = await db().execute(
        sql`SELECT 1 FROM login_failures WHERE key = ${`visitor:${visitor.email}`}`,
      )
      expect(rows).toHaveLength(0)
    })

    it('refuses in English on an English request', async () => {
      const answer = await raw(transport(), {
        method: 'POST',
        path: authenticate.path,
        locale: 'en',
        body: { userNameOrEmailAddress: uniqueEmail('nobody'), password: 'whatever' },
        auth: 'service',
        headers: { 'x-visitor-ip': uniqueIp() },
      })
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({
        error: { message: SIGN_IN_FAILED.en.message, details: SIGN_IN_FAILED.en.details },
      })
    })

    it('checks at most five passwords when fifty wrong ones arrive at once', async () => {
      const visitor = await newVisitor(transport())
      const before = passwordChecks.count
      const answers = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          signIn(transport(), visitor.email, `wrong-password-${index}`),
        ),
      )
      expect(passwordChecks.count - before).toBeLessThanOrEqual(LOCKOUT.failures)
      expect(answers.every((answer) => answer.status === 'rejected')).toBe(true)
      for (const answer of answers)
        expect((answer as PromiseRejectedResult).reason).toMatchObject({ status: 401 })
      // Now locked: the right password is refused too.
      expect((await failure(signIn(transport(), visitor.email, visitor.password))).status).toBe(401)
    })

    it('does not carry wrong passwords typed for an address before it had an account', async () => {
      const email = uniqueEmail('prelocked')
      for (let attempt = 0; attempt <= LOCKOUT.failures; attempt += 1)
        expect((await timedSignIn(email, `guess-${attempt}`)).answer.status).toBe(401)
      expect(
        await registerAs({ emailAddress: email, password: VISITOR_PASSWORD, fullName: 'Lê Minh' }),
      ).toEqual({ canLogin: true })
      expect((await signIn(transport(), email, VISITOR_PASSWORD)).accessToken).toBeTruthy()
    })
  })

  describe('signing out and changing the password', () => {
    it('LogOut revokes the calling token at once, not another session of the account', async () => {
      const visitor = await newVisitor(transport())
      const other = await signIn(transport(), visitor.email, visitor.password)
      expect(await request(logOut, 'vi', {}, asVisitor(transport(), visitor.token))).toBeNull()
      expect(await statusWith(visitor.token)).toBe(401)
      expect((await failure(summaryOf(visitor.token))).status).toBe(401)
      expect(
        (await failure(request(logOut, 'vi', {}, asVisitor(transport(), visitor.token)))).status,
      ).toBe(401)
      expect((await profileOf(other.accessToken)).id).toBe(visitor.id)
    })

    it('ChangePassword refuses a wrong current password and keeps the sessions', async () => {
      const visitor = await newVisitor(transport())
      const error = await failure(
        request(
          changePassword,
          'vi',
          { currentPassword: 'not-my-password', newPassword: 'Brand-new-pass-1' },
          asVisitor(transport(), visitor.token),
        ),
      )
      expect(error.status).toBe(400)
      expect(error.message).toBe('Mật khẩu hiện tại không đúng.')
      expect(await statusWith(visitor.token)).toBe(200)
      await signIn(transport(), visitor.email, visitor.password)
      expect((await failure(signIn(transport(), visitor.email, 'Brand-new-pass-1'))).status).toBe(
        401,
      )
    })

    it('ChangePassword with the right current password revokes every token; only the new password signs in', async () => {
      const visitor = await newVisitor(transport())
      const other = await signIn(transport(), visitor.email, visitor.password)
      const newPassword = 'Brand-new-pass-2'
      expect(
        await request(
          changePassword,
          'vi',
          { currentPassword: visitor.password, newPassword },
          asVisitor(transport(), visitor.token),
        ),
      ).toBeNull()
      expect(await statusWith(visitor.token)).toBe(401)
      expect(await statusWith(other.accessToken)).toBe(401)
      expect((await failure(signIn(transport(), visitor.email, visitor.password))).status).toBe(401)
      const session = await signIn(transport(), visitor.email, newPassword)
      expect(await statusWith(session.accessToken)).toBe(200)
    })

    it('ChangePassword refuses a new password outside 8–20 characters', async () => {
      const visitor = await newVisitor(transport())
      const error = await failure(
        request(
          changePassword,
          'vi',
          { currentPassword: visitor.password, newPassword: 'short' },
          asVisitor(transport(), visitor.token),
        ),
      )
      expect(error.status).toBe(400)
      expect(members(error)).toEqual(['newPassword'])
      expect(await statusWith(visitor.token)).toBe(200)
    })
  })

  describe('forgotten passwords', () => {
    it('answers the same for a known and an unknown e-mail; only the known one gets a Vietnamese mail', async () => {
      const visitor = await newVisitor(transport())
      const unknownEmail = uniqueEmail('nobody')
      const known = await forgotPassword(visitor.email)
      const unknown = await forgotPassword(unknownEmail)
      expect(known).toEqual(unknown)
      expect(known).toMatchObject({ status: 200, body: { success: true, result: null } })
      const mails = await mailsOnceThere(visitor.email, 1)
      expect(await mailsTo(unknownEmail)).toHaveLength(0)
      expect(mails[0]?.subject).toBe('Đặt lại mật khẩu – Sora Electric Việt Nam')
      expect(mails[0]?.text).toMatch(/^https?:\/\/[^/\s]+\/resetPassword\?token=[\w-]+$/m)
      expect(mails[0]?.text).toContain('30 phút')
    })

    it('mails an English visitor in English, with the English link', async () => {
      const visitor = await newVisitor(transport())
      expect((await forgotPassword(visitor.email, 'en')).status).toBe(200)
      const mails = await mailsOnceThere(visitor.email, 1)
      expect(mails[0]?.subject).toBe('Reset your password – Sora Electric Vietnam')
      expect(mails[0]?.text).toMatch(/^https?:\/\/[^/\s]+\/en\/resetPassword\?token=[\w-]+$/m)
    })

    it('stores only the hash of the link token', async () => {
      const visitor = await newVisitor(transport())
      const token = await resetLinkFor(visitor)
      const { rows } = await db().execute<{ token_hash: string }>(
        sql`SELECT token_hash FROM visitor_password_resets WHERE visitor_id = ${visitor.id}`,
      )
      expect(rows.map((row) => row.token_hash)).toEqual([sha256(token)])
      const { rows: raw } = await db().execute(sql`
        SELECT 1 FROM visitor_password_resets
        WHERE token_hash = ${token} OR position(${token} in token_hash) > 0`)
      expect(raw).toHaveLength(0)
    })

    it('ResetPassword works once, sets the password, kills the other links and revokes every token', async () => {
      const visitor = await newVisitor(transport())
      const other = await signIn(transport(), visitor.email, visitor.password)
      const earlier = await resetLinkFor(visitor)
      const latest = await resetLinkFor(visitor)
      expect(latest).not.toBe(earlier)
      const newPassword = 'Reset-pass-2026'
      expect(
        await request(
          resetPassword,
          'vi',
          { resetCode: latest, password: newPassword },
          onBehalfOf(transport()),
        ),
      ).toEqual({ canLogin: true, emailAddress: visitor.email })
      for (const code of [latest, earlier]) {
        const error = await failure(
          request(
            resetPassword,
            'vi',
            { resetCode: code, password: 'Another-pass-1' },
            onBehalfOf(transport()),
          ),
        )
        expect(error.status).toBe(400)
        expect(error.message).toMatch(/^Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn/)
      }
      expect(await statusWith(visitor.token)).toBe(401)
      expect(await statusWith(other.accessToken)).toBe(401)
      expect((await failure(signIn(transport(), visitor.email, visitor.password))).status).toBe(401)
      expect((await signIn(transport(), visitor.email, newPassword)).userId).toBe(visitor.id)
    })

    it('a link used five times at once sets the password exactly once', async () => {
      const visitor = await newVisitor(transport())
      const token = await resetLinkFor(visitor)
      const passwords = Array.from({ length: 5 }, (_, index) => `Parallel-pass-${index}`)
      const answers = await Promise.allSettled(
        passwords.map((password) =>
          request(resetPassword, 'vi', { resetCode: token, password }, onBehalfOf(transport())),
        ),
      )
      const winners = passwords.filter((_, index) => answers[index]!.status === 'fulfilled')
      expect(winners).toHaveLength(1)
      for (const answer of answers)
        if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ status: 400 })
      expect((await signIn(transport(), visitor.email, winners[0]!)).userId).toBe(visitor.id)
    })

    it('refuses an expired link and a link that was never sent', async () => {
      const visitor = await newVisitor(transport())
      const token = await resetLinkFor(visitor)
      await db().execute(sql`
        UPDATE visitor_password_resets SET expires_at = now() - interval '1 second'
        WHERE visitor_id = ${visitor.id}`)
      for (const code of [token, 'A'.repeat(43)]) {
        const error = await failure(
          request(
            resetPassword,
            'en',
            { resetCode: code, password: 'Never-set-pass' },
            onBehalfOf(transport()),
          ),
        )
        expect(error.status).toBe(400)
        expect(error.message).toMatch(/^This password reset link is not valid or has expired/)
      }
      expect(await statusWith(visitor.token)).toBe(200)
      await signIn(transport(), visitor.email, visitor.password)
    })

    it('answers 429 to a fourth request within the hour, for a known and an unknown e-mail alike', async () => {
      const visitor = await newVisitor(transport())
      const unknownEmail = uniqueEmail('nobody')
      const statuses = async (email: string) => {
        const answers = []
        for (let index = 0; index < 4; index += 1) answers.push(await forgotPassword(email))
        return answers
      }
      const known = await statuses(visitor.email)
      const unknown = await statuses(unknownEmail)
      expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
      expect(unknown).toEqual(known)
      await mailsOnceThere(visitor.email, 3)
    })
  })

  describe('the profile', () => {
    it('UpdateCurrentUserProfile saves and normalises the details, and clears empty ones', async () => {
      const visitor = await newVisitor(transport())
      const saved = await request(
        updateCurrentUserProfile,
        'vi',
        {
          fullName: '  Hoàng Thị Mai ',
          phoneNumber: '  0912 345 678 ',
          dateOfBirth: '1985-12-01',
          gender: 'FEMALE',
          companyName: 'Công ty Cổ phần Sao Mai',
          companySize: 4,
        },
        asVisitor(transport(), visitor.token),
      )
      expect(saved).toMatchObject({
        id: visitor.id,
        emailAddress: visitor.email,
        fullName: 'Hoàng Thị Mai',
        phoneNumber: '0912345678',
        dateOfBirth: '1985-12-01',
        gender: 'female',
        companyName: 'Công ty Cổ phần Sao Mai',
        companySize: 4,
        hasPassword: true,
      })
      expect(await profileOf(visitor.token)).toEqual(saved)
      expect((await summaryOf(visitor.token)).displayName).toBe('Hoàng Thị Mai')

      const cleared = await request(
        updateCurrentUserProfile,
        'vi',
        { fullName: 'Mai', phoneNumber: '', companySize: '' },
        asVisitor(transport(), visitor.token),
      )
      expect(cleared).toMatchObject({
        fullName: 'Mai',
        phoneNumber: null,
        dateOfBirth: null,
        gender: null,
        companyName: null,
        companySize: null,
      })
      // Saving the profile leaves the password alone.
      await signIn(transport(), visitor.email, visitor.password)
    })

    it('UpdateCurrentUserProfile refuses a bad phone number or a missing name, changing nothing', async () => {
      const visitor = await newVisitor(transport())
      for (const [input, member] of [
        [{ fullName: 'Mai', phoneNumber: '12345' }, 'phoneNumber'],
        [{ fullName: '' }, 'fullName'],
      ] as const) {
        const error = await failure(
          request(updateCurrentUserProfile, 'vi', input, asVisitor(transport(), visitor.token)),
        )
        expect(error.status).toBe(400)
        expect(members(error)).toContain(member)
      }
      expect((await profileOf(visitor.token)).fullName).toBe('Nguyễn Văn Khách')
    })

    it('UpdateProfilePicture turns a real PNG into a 256×256 WebP avatar, replacing the previous one', async () => {
      const visitor = await newVisitor(transport())
      const png = (colour: string) =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
          .png()
          .toBuffer()
      const upload = async (image: Buffer) =>
        (
          await request(
            updateProfilePicture,
            'vi',
            { image: image.toString('base64') },
            asVisitor(transport(), visitor.token),
          )
        ).profilePictureUrl
      const fileOf = (url: string) =>
        path.join(mediaDir(), url.slice('/images/'.length).split('?')[0]!)

      const first = await upload(await png('#c00'))
      expect(first).toMatch(/^\/images\/avatar-[0-9a-f-]{36}\.webp\?width=256$/)
      expect((await profileOf(visitor.token)).profilePictureUrl).toBe(first)
      expect((await summaryOf(visitor.token)).profilePictureUrl).toBe(first)
      expect(await sharp(fileOf(first)).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      })

      const second = await upload(await png('#00c'))
      expect(second).not.toBe(first)
      expect(existsSync(fileOf(second))).toBe(true)
      expect(existsSync(fileOf(first))).toBe(false)
    })

    it('UpdateProfilePicture refuses bytes that are not an image, whatever they claim', async () => {
      const visitor = await newVisitor(transport())
      const notImages = {
        text: Buffer.from('Xin chào, đây không phải là ảnh PNG.\n'.repeat(20)),
        'text behind a PNG signature': Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('not really a png'),
        ]),
        svg: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      }
      for (const [label, bytes] of Object.entries(notImages)) {
        const error = await failure(
          request(
            updateProfilePicture,
            'en',
            { image: bytes.toString('base64') },
            asVisitor(transport(), visitor.token),
          ),
        )
        expect({ label, status: error.status, members: members(error) }).toEqual({
          label,
          status: 400,
          members: ['image'],
        })
        expect(error.message).toBe(
          'The avatar must be a JPEG, PNG, WebP, AVIF or GIF image of at most 2 MB.',
        )
      }
      expect((await profileOf(visitor.token)).profilePictureUrl).toBeNull()
    })

    it('GetMyData returns the profile, the sessions and the failed sign-ins', async () => {
      const visitor = await newVisitor(transport())
      const other = await signIn(transport(), visitor.email, visitor.password)
      await request(logOut, 'vi', {}, asVisitor(transport(), other.accessToken))
      await failure(signIn(transport(), visitor.email, 'wrong-password'))
      const data = await request(getMyData, 'vi', {}, asVisitor(transport(), visitor.token))
      expect(data.profile).toEqual(await profileOf(visitor.token))
      expect(data.sessions).toHaveLength(2)
      expect(data.sessions.filter((session) => session.revokedAt === null)).toHaveLength(1)
      for (const session of data.sessions)
        expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.parse(session.createdAt))
      expect(data.signInFailures).toBe(1)
      expect(Date.parse(data.exportedAt)).toBeLessThanOrEqual(Date.now())
    })

    it('DeleteMyAccount with a wrong or missing password deletes nothing', async () => {
      const visitor = await newVisitor(transport())
      for (const input of [{ password: 'not-my-password' }, {}]) {
        const error = await failure(
          request(deleteMyAccount, 'vi', input, asVisitor(transport(), visitor.token)),
        )
        expect(error.status).toBe(400)
        expect(error.message).toBe('Mật khẩu không đúng. Tài khoản chưa bị xóa.')
      }
      expect(await visitorRow(visitor.id)).toBeDefined()
      expect(await statusWith(visitor.token)).toBe(200)
    })

    it('DeleteMyAccount with the right password removes the account; its tokens and password stop working', async () => {
      const visitor = await newVisitor(transport())
      const other = await signIn(transport(), visitor.email, visitor.password)
      expect(
        await request(
          deleteMyAccount,
          'vi',
          { password: visitor.password },
          asVisitor(transport(), visitor.token),
        ),
      ).toBeNull()
      expect(await visitorRow(visitor.id)).toBeUndefined()
      const { rows } = await db().execute(
        sql`SELECT 1 FROM visitor_sessions WHERE visitor_id = ${visitor.id}`,
      )
      expect(rows).toHaveLength(0)
      expect(await statusWith(visitor.token)).toBe(401)
      expect(await statusWith(other.accessToken)).toBe(401)
      expect((await failure(signIn(transport(), visitor.email, visitor.password))).status).toBe(401)
      // The address is free again.
      expect(
        await registerAs({
          emailAddress: visitor.email,
          password: 'Fresh-start-1',
          fullName: 'Mới',
        }),
      ).toEqual({ canLogin: true })
    })
  })

  describe('form definitions and the session', () => {
    it('GetCompanySizes answers the six sizes in the request language', async () => {
      const vi = await request(getCompanySizes, 'vi', {}, { transport: transport() })
      const en = await request(getCompanySizes, 'en', {}, { transport: transport() })
      expect(vi).toEqual(COMPANY_SIZES.map((size) => ({ id: size.id, name: size.vi })))
      expect(en).toEqual(COMPANY_SIZES.map((size) => ({ id: size.id, name: size.en })))
      expect(vi[0]?.name).toBe('Dưới 10 nhân viên')
      expect(en[0]?.name).toBe('Fewer than 10 employees')
    })

    it('getUserForm answers the registration fields with localised labels and options', async () => {
      const vi = (await request(getUserForm, 'vi', {}, { transport: transport() })).fields
      const en = (await request(getUserForm, 'en', {}, { transport: transport() })).fields
      const names = [
        'emailAddress',
        'password',
        'fullName',
        'phoneNumber',
        'dateOfBirth',
        'gender',
        'companyName',
        'companySize',
      ]
      expect(vi.map((field) => field.name)).toEqual(names)
      expect(en.map((field) => field.name)).toEqual(names)
      expect(vi.filter((field) => field.required).map((field) => field.name)).toEqual([
        'emailAddress',
        'password',
        'fullName',
      ])
      vi.forEach((field, index) => expect(field.label).not.toBe(en[index]!.label))
      expect(vi.find((field) => field.name === 'fullName')?.label).toBe('Họ và tên')
      expect(en.find((field) => field.name === 'fullName')?.label).toBe('Full name')
      expect(vi.find((field) => field.name === 'gender')?.options).toEqual([
        { value: 'male', label: 'Nam' },
        { value: 'female', label: 'Nữ' },
        { value: 'other', label: 'Khác' },
      ])
      expect(en.find((field) => field.name === 'companySize')?.options?.[0]).toEqual({
        value: '1',
        label: 'Fewer than 10 employees',
      })
    })

    it('GetUserFormInPostService answers the profile fields with localised labels', async () => {
      const vi = (await request(getUserFormInPostService, 'vi', {}, { transport: transport() }))
        .fields
      const en = (await request(getUserFormInPostService, 'en', {}, { transport: transport() }))
        .fields
      expect(vi.map((field) => field.name)).toEqual([
        'fullName',
        'phoneNumber',
        'dateOfBirth',
        'gender',
        'companyName',
        'companySize',
      ])
      expect(en.map((field) => field.name)).toEqual(vi.map((field) => field.name))
      vi.forEach((field, index) => expect(field.label).not.toBe(en[index]!.label))
      expect(vi.find((field) => field.name === 'companySize')?.options?.[5]?.label).toBe(
        'Từ 1.000 nhân viên trở lên',
      )
    })

    it('GetAll names the signed-in visitor in session.userId, and nobody without a valid token', async () => {
      const visitor = await newVisitor(transport())
      const withToken = await request(getAll, 'vi', {}, asVisitor(transport(), visitor.token))
      expect(withToken.session).toEqual({ tenantId: 1, userId: visitor.id })
      const anonymous = await request(getAll, 'vi', {}, { transport: transport() })
      expect(anonymous.session).toEqual({ tenantId: 1, userId: null })
      await request(logOut, 'vi', {}, asVisitor(transport(), visitor.token))
      const afterLogOut = await request(getAll, 'vi', {}, asVisitor(transport(), visitor.token))
      expect(afterLogOut.session.userId).toBeNull()
    })
  })

  describe('staff rights', () => {
    it('a visitor token does not reach a staff-only call', async () => {
      const visitor = await newVisitor(transport())
      const key = `Test.VisitorMayNotWrite.${randomUUID().slice(0, 8)}`
      const error = await failure(
        request(
          updateLanguageText,
          'vi',
          { languageName: 'vi', sourceName: 'Sora', key, value: 'Viết bởi khách' },
          asVisitor(transport(), visitor.token),
        ),
      )
      expect([401, 403]).toContain(error.status)
      const stored = await payload.find({
        collection: 'language-texts',
        where: { key: { equals: key } },
        overrideAccess: true,
      })
      expect(stored.docs).toHaveLength(0)
    })
  })
})

describe('visitor tokens and the CMS', () => {
  it('Payload recognises no user from a visitor token, whatever the scheme', async () => {
    const transport = transports['in-process']!()
    const visitor = await newVisitor(transport)
    for (const authorization of [`Bearer ${visitor.token}`, `JWT ${visitor.token}`]) {
      const { user } = await payload.auth({ headers: new Headers({ authorization }) })
      expect(user).toBeNull()
    }
    expect(payload.collections.visitors.config.auth).toBeFalsy()
  })
})
