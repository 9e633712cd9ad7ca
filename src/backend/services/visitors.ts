import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'

import {
  COMPANY_SIZES,
  type FormField,
  type Gender,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type UserProfile,
  type UserSummary,
} from '@/contract/account'
import type { Locale } from '@/i18n/locales'
import { hashPassword } from '@/lib/auth/password'
import { mediaDir } from '@/lib/paths'
import { drizzleOf } from '@/lib/db/drizzle'

import { BackendFault, notFoundFault, validationFault } from '../errors'
import { forgetFailuresBeforeAccount, revokeAllSessions } from './visitorAuth'
import { forgetVisitorRegistrations, orderOf } from './eventRegistrations'

/** Visitor accounts: registration, the profile, its picture, a copy of the data, deletion. */

type Row = {
  id: number
  email: string
  password_hash: string | null
  full_name: string | null
  phone_number: string | null
  date_of_birth: string | null
  gender: Gender | null
  company_name: string | null
  company_size: string | null
  avatar: string | null
  google_id: string | null
  facebook_id: string | null
  social_picture_url: string | null
  created_at: string | Date
}

export type PersonalDetails = {
  fullName?: string
  phoneNumber?: string
  dateOfBirth?: string
  gender?: Gender
  companyName?: string
  companySize?: number
}

const EMAIL_TAKEN: Record<Locale, (email: string) => string> = {
  vi: (email) =>
    `Email '${email}' đã được sử dụng. Vui lòng đăng nhập hoặc dùng chức năng quên mật khẩu.`,
  en: (email) => `The e-mail '${email}' is already taken. Please sign in or reset your password.`,
}

const NOT_AN_IMAGE: Record<Locale, string> = {
  vi: 'Ảnh đại diện phải là ảnh JPEG, PNG, WebP, AVIF hoặc GIF, tối đa 2 MB.',
  en: 'The avatar must be a JPEG, PNG, WebP, AVIF or GIF image of at most 2 MB.',
}

const iso = (value: string | Date) => new Date(value).toISOString()
const avatarUrl = (file: string | null) => (file ? `/images/${file}?width=256` : null)

async function rowOf(payload: Payload, visitorId: number): Promise<Row> {
  const { rows } = await drizzleOf(payload).execute<Row>(
    sql`SELECT * FROM visitors WHERE id = ${visitorId}`,
  )
  if (!rows[0]) throw notFoundFault()
  return rows[0]
}

const toProfile = (row: Row): UserProfile => ({
  id: Number(row.id),
  userName: row.email,
  name: row.email,
  surname: row.email,
  emailAddress: row.email,
  fullName: row.full_name,
  phoneNumber: row.phone_number,
  dateOfBirth: row.date_of_birth,
  gender: row.gender,
  companyName: row.company_name,
  companySize: row.company_size ? Number(row.company_size) : null,
  profilePictureUrl: avatarUrl(row.avatar),
  socialPictureUrl: row.social_picture_url,
  logins: [row.google_id ? 'google' : null, row.facebook_id ? 'facebook' : null].filter(
    (login): login is string => login !== null,
  ),
  hasPassword: Boolean(row.password_hash),
  creationTime: iso(row.created_at),
})

export const visitorProfile = async (payload: Payload, visitorId: number) =>
  toProfile(await rowOf(payload, visitorId))

export async function visitorSummary(payload: Payload, visitorId: number): Promise<UserSummary> {
  const row = await rowOf(payload, visitorId)
  return {
    id: Number(row.id),
    displayName: row.full_name || row.email.split('@')[0]!,
    emailAddress: row.email,
    profilePictureUrl: avatarUrl(row.avatar),
    socialPictureUrl: row.social_picture_url,
  }
}

const detailsData = (details: PersonalDetails) => ({
  fullName: details.fullName ?? null,
  phoneNumber: details.phoneNumber ?? null,
  dateOfBirth: details.dateOfBirth ?? null,
  gender: details.gender ?? null,
  companyName: details.companyName ?? null,
  companySize: details.companySize ? String(details.companySize) : null,
})

/**
 * `Account/Register`. ABP clients send `userName`, `name` and `surname` equal to the e-mail
 * (spec §3); anything else there is refused rather than silently stored.
 */
export async function registerVisitor(
  payload: Payload,
  culture: Locale,
  input: PersonalDetails & {
    emailAddress: string
    userName?: string
    name?: string
    surname?: string
    password: string
  },
): Promise<number> {
  const email = input.emailAddress
  const mismatched = (['userName', 'name', 'surname'] as const).filter(
    (member) => input[member] && input[member]!.toLowerCase() !== email,
  )
  if (mismatched.length)
    throw validationFault(
      mismatched.map((member) => ({
        message: `${member}: must be the e-mail address`,
        members: [member],
      })),
    )
  const taken = () => new BackendFault(400, EMAIL_TAKEN[culture](email))
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT 1 FROM visitors WHERE email = ${email}`,
  )
  if (rows.length) throw taken()
  try {
    const created = await payload.create({
      collection: 'visitors',
      data: {
        email,
        passwordHash: await hashPassword(input.password),
        language: culture,
        ...detailsData(input),
        companySize: detailsData(input).companySize as never,
      },
      overrideAccess: true,
      depth: 0,
    })
    await forgetFailuresBeforeAccount(payload, email)
    return Number(created.id)
  } catch (error) {
    // Registered by a parallel request in the meantime: the unique index did its job.
    const { rows: again } = await drizzleOf(payload).execute(
      sql`SELECT 1 FROM visitors WHERE email = ${email}`,
    )
    if (again.length) throw taken()
    throw error
  }
}

/** `Profile/UpdateCurrentUserProfile`: the personal details as given (empty fields cleared). */
export async function updateVisitorProfile(
  payload: Payload,
  visitorId: number,
  details: PersonalDetails,
): Promise<UserProfile> {
  await payload.update({
    collection: 'visitors',
    id: visitorId,
    data: { ...detailsData(details), companySize: detailsData(details).companySize as never },
    overrideAccess: true,
    depth: 0,
  })
  return visitorProfile(payload, visitorId)
}

/**
 * `Profile/UpdateProfilePicture`: the bytes must decode as an image (whatever they are called),
 * which is re-encoded as a 256×256 WebP without its metadata; the old picture is removed.
 */
export async function updateVisitorPicture(
  payload: Payload,
  culture: Locale,
  visitorId: number,
  base64: string,
): Promise<{ profilePictureUrl: string }> {
  const bytes = Buffer.from(base64, 'base64')
  let webp: Buffer
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
    const { format } = await image.metadata()
    if (!format || !['jpeg', 'png', 'webp', 'avif', 'gif', 'heif'].includes(format))
      throw new Error(`format ${format}`)
    webp = await image.rotate().resize(256, 256, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
  } catch {
    throw validationFault(
      [{ message: NOT_AN_IMAGE[culture], members: ['image'] }],
      NOT_AN_IMAGE[culture],
    )
  }
  const previous = (await rowOf(payload, visitorId)).avatar
  const file = `avatar-${randomUUID()}.webp`
  await mkdir(mediaDir(), { recursive: true })
  await writeFile(path.join(/* turbopackIgnore: true */ mediaDir(), file), webp)
  await drizzleOf(payload).execute(
    sql`UPDATE visitors SET avatar = ${file}, updated_at = now() WHERE id = ${visitorId}`,
  )
  if (previous) await removeAvatar(previous)
  return { profilePictureUrl: avatarUrl(file)! }
}

const removeAvatar = (file: string) =>
  /^avatar-[0-9a-f-]{36}\.webp$/.test(file)
    ? rm(path.join(/* turbopackIgnore: true */ mediaDir(), file), { force: true })
    : Promise.resolve()

/** `Profile/GetMyData`: everything stored about the visitor. */
export async function visitorData(payload: Payload, visitorId: number) {
  const row = await rowOf(payload, visitorId)
  const { rows: sessions } = await drizzleOf(payload).execute<{
    created_at: string
    expires_at: string
    revoked_at: string | null
  }>(sql`
    SELECT created_at, expires_at, revoked_at FROM visitor_sessions
    WHERE visitor_id = ${visitorId} ORDER BY created_at DESC LIMIT 200`)
  const { rows: failures } = await drizzleOf(payload).execute<{ failures: number }>(
    sql`SELECT failures FROM login_failures WHERE key = ${`visitor:${row.email}`}`,
  )
  return {
    exportedAt: new Date().toISOString(),
    profile: toProfile(row),
    sessions: sessions.map((session) => ({
      createdAt: iso(session.created_at),
      expiresAt: iso(session.expires_at),
      revokedAt: session.revoked_at ? iso(session.revoked_at) : null,
    })),
    signInFailures: Number(failures[0]?.failures ?? 0),
    ...(await eventDataOf(payload, visitorId)),
  }
}

/** The account's event registrations and favourite events, as stored. */
async function eventDataOf(payload: Payload, visitorId: number) {
  const [registrations, favourites] = await Promise.all([
    payload.find({
      collection: 'event-registrations',
      where: { visitor: { equals: visitorId } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'event-favourites',
      where: { visitor: { equals: visitorId } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)
  return {
    eventRegistrations: registrations.docs.map((row) => ({
      eventId: idOf(row.event),
      status: row.status,
      ticketCode: row.ticketCode ?? null,
      companyName: row.companyName ?? null,
      companySize: row.companySize ?? null,
      jobTitle: row.jobTitle ?? null,
      answers: row.answers ?? null,
      createdAt: row.createdAt,
      confirmedAt: row.confirmedAt ?? null,
      cancelledAt: row.cancelledAt ?? null,
      checkedInAt: row.checkedInAt ?? null,
      order: orderOf(row),
    })),
    favouriteEvents: favourites.docs.map((row) => ({
      eventId: idOf(row.event),
      createdAt: row.createdAt,
    })),
  }
}

/** `Profile/DeleteMyAccount`: revokes every token, then removes the account and its picture. */
export async function deleteVisitor(payload: Payload, visitorId: number): Promise<void> {
  const row = await rowOf(payload, visitorId)
  await revokeAllSessions(payload, visitorId)
  await forgetVisitorRegistrations(payload, visitorId)
  await payload.delete({ collection: 'visitors', id: visitorId, overrideAccess: true, depth: 0 })
  await drizzleOf(payload).execute(
    sql`DELETE FROM login_failures WHERE key = ${`visitor:${row.email}`}`,
  )
  if (row.avatar) await removeAvatar(row.avatar)
}

export const companySizes = (culture: Locale) =>
  COMPANY_SIZES.map((size) => ({ id: size.id, name: size[culture] }))

const LABELS: Record<Locale, Record<string, string>> = {
  vi: {
    emailAddress: 'Email',
    password: 'Mật khẩu',
    fullName: 'Họ và tên',
    phoneNumber: 'Số điện thoại',
    dateOfBirth: 'Ngày sinh',
    gender: 'Giới tính',
    companyName: 'Tên công ty',
    companySize: 'Quy mô công ty',
    male: 'Nam',
    female: 'Nữ',
    other: 'Khác',
  },
  en: {
    emailAddress: 'E-mail',
    password: 'Password',
    fullName: 'Full name',
    phoneNumber: 'Phone number',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    companyName: 'Company name',
    companySize: 'Company size',
    male: 'Male',
    female: 'Female',
    other: 'Other',
  },
}

const field = (
  culture: Locale,
  name: string,
  type: FormField['type'],
  extra: Partial<FormField> = {},
): FormField => ({
  name,
  type,
  label: LABELS[culture][name] ?? name,
  required: false,
  maxLength: null,
  autoComplete: null,
  options: null,
  ...extra,
})

/** The personal-details fields, in the order forms show them. */
const personalFormFields = (culture: Locale, { nameRequired }: { nameRequired: boolean }) => [
  field(culture, 'fullName', 'text', {
    required: nameRequired,
    maxLength: 100,
    autoComplete: 'name',
  }),
  field(culture, 'phoneNumber', 'tel', { maxLength: 20, autoComplete: 'tel' }),
  field(culture, 'dateOfBirth', 'date', { autoComplete: 'bday' }),
  field(culture, 'gender', 'select', {
    autoComplete: 'sex',
    options: (['male', 'female', 'other'] as const).map((value) => ({
      value,
      label: LABELS[culture][value]!,
    })),
  }),
  field(culture, 'companyName', 'text', { maxLength: 200, autoComplete: 'organization' }),
  field(culture, 'companySize', 'select', {
    options: companySizes(culture).map((size) => ({ value: String(size.id), label: size.name })),
  }),
]

/** `Auth/getUserForm`: the registration form. */
export const registrationForm = (culture: Locale): FormField[] => [
  field(culture, 'emailAddress', 'email', {
    required: true,
    maxLength: 254,
    autoComplete: 'email',
  }),
  field(culture, 'password', 'password', {
    required: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
    label: `${LABELS[culture].password} (${PASSWORD_MIN}–${PASSWORD_MAX} ${culture === 'vi' ? 'ký tự' : 'characters'})`,
  }),
  ...personalFormFields(culture, { nameRequired: true }),
]

/** `Auth/GetUserFormInPostService`: the profile form (also what posted forms ask of a visitor). */
export const profileForm = (culture: Locale): FormField[] =>
  personalFormFields(culture, { nameRequired: true })
