import { z } from 'zod'

import { declareCall } from './call'
import { normalizePhone } from './contact'
import { orderSchema } from './order'
import { boolParam, emailParam, lineText } from './params'

/**
 * Visitor accounts (spec §3, §7): sign-in, registration, password recovery and change, social
 * sign-in, the profile. Bodies the spec leaves unshown follow ABP Zero's DTOs.
 */

/** Password length (spec §9). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

export const emailSchema = z.string().trim().toLowerCase().pipe(emailParam())
/** A new password: 8 to 20 characters, not trimmed (spaces are characters too). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
/** A password being checked: anything up to a bound (old accounts may predate a rule). */
const givenPasswordSchema = z.string().min(1).max(128)

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

/** Company sizes (`Auth/GetCompanySizes`): ids are stable, names follow the culture. */
export const COMPANY_SIZES = [
  { id: 1, vi: 'Dưới 10 nhân viên', en: 'Fewer than 10 employees' },
  { id: 2, vi: '10 – 49 nhân viên', en: '10–49 employees' },
  { id: 3, vi: '50 – 199 nhân viên', en: '50–199 employees' },
  { id: 4, vi: '200 – 499 nhân viên', en: '200–499 employees' },
  { id: 5, vi: '500 – 999 nhân viên', en: '500–999 employees' },
  { id: 6, vi: 'Từ 1.000 nhân viên trở lên', en: '1,000 employees or more' },
] as const
const companySizeIds = COMPANY_SIZES.map((size) => size.id) as number[]

/** A calendar date `YYYY-MM-DD` between 1900 and today (a date of birth). */
export const birthDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      value >= '1900-01-01' &&
      date.getTime() <= Date.now()
    )
  }, 'must be a real date in the past')

/**
 * Vietnamese mobile or landline, as the contact forms accept it (normalised). `normalizePhone` is
 * called, not passed: `./contact` imports this module too, and may not have defined it yet here.
 */
const phoneSchema = z
  .string()
  .trim()
  .transform((value) => normalizePhone(value))
  .pipe(
    z.string().regex(/^(?:(?:\+?84|0)(?:[35789]\d{8}|2\d{9}))$/, 'not a Vietnamese phone number'),
  )

/** An optional field sent empty means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional()

const companySizeSchema = z.preprocess(
  (raw) => (typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : raw),
  z
    .number()
    .int()
    .refine((id) => companySizeIds.includes(id), 'unknown company size'),
) as unknown as z.ZodType<number, number | string>

const genderSchema = z.preprocess(
  (raw) => (typeof raw === 'string' ? raw.trim().toLowerCase() : raw),
  z.enum(GENDERS),
) as unknown as z.ZodType<Gender, string>

/** The editable personal details, shared by registration and the profile form. */
export const personalFields = {
  fullName: optional(lineText(2, 100)),
  phoneNumber: optional(phoneSchema),
  dateOfBirth: optional(birthDateSchema),
  gender: optional(genderSchema),
  companyName: optional(lineText(1, 200)),
  companySize: optional(companySizeSchema),
}

/** `TokenAuth/Authenticate` and its answer (ABP's AuthenticateResultModel). */
export const authenticateResultSchema = z.object({
  accessToken: z.string(),
  expireInSeconds: z.number().int().positive(),
  userId: z.number().int(),
})

export const authenticate = declareCall({
  method: 'POST',
  path: '/api/TokenAuth/Authenticate',
  audience: 'anonymous',
  input: z.object({
    userNameOrEmailAddress: z.string().trim().toLowerCase().min(1).max(254),
    password: givenPasswordSchema,
    /** ABP's "remember me": accepted; a token lives its two hours either way. */
    rememberClient: boolParam().optional(),
  }),
  result: authenticateResultSchema,
  maxBodyBytes: 4 * 1024,
})

export const SOCIAL_PROVIDER_NAMES = ['google', 'facebook'] as const

/** A provider name as sent (`Google`, `facebook`…); anything else is refused as invalid. */
const providerSchema = z.string().trim().toLowerCase().max(40)

/**
 * `TokenAuth/ExternalAuthenticate`, in both forms of spec §3. The backend trusts neither: it
 * exchanges the authorisation code (with the PKCE verifier) or reads the profile with the
 * provider's access token itself, and checks the social id it was told against the provider's.
 */
export const externalAuthenticate = declareCall({
  method: 'POST',
  path: '/api/TokenAuth/ExternalAuthenticate',
  audience: 'anonymous',
  input: z.object({
    // ABP form: AuthProvider, ProviderKey (the social id), ProviderAccessCode.
    authProvider: providerSchema.optional(),
    providerKey: lineText(1, 255).optional(),
    /** An authorisation code (with `codeVerifier` and `redirectUri`) or an access token. */
    providerAccessCode: z.string().trim().min(1).max(4096).optional(),
    codeVerifier: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/)
      .optional(),
    redirectUri: z.string().trim().max(500).optional(),
    // Profile form: the provider's fields as a browser read them (hints only).
    providerName: providerSchema.optional(),
    socialId: lineText(1, 255).optional(),
    email: z.string().trim().max(254).optional(),
    fullName: z.string().trim().max(200).optional(),
    dateOfBirth: z.string().trim().max(40).optional(),
    phoneNumber: z.string().trim().max(40).optional(),
    gender: z.string().trim().max(20).optional(),
    socialUrl: z.string().trim().max(2000).optional(),
    socialPicture: z.string().trim().max(2000).optional(),
  }),
  result: authenticateResultSchema,
  maxBodyBytes: 16 * 1024,
})

/** Revokes the calling token (ABP's `TokenAuth/LogOut`). */
export const logOut = declareCall({
  method: 'POST',
  path: '/api/TokenAuth/LogOut',
  audience: 'visitor',
  input: z.object({}),
  result: z.null(),
  maxBodyBytes: 1024,
})

export const userProfileSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  companyName: z.string().nullable(),
  companySize: z.number().int().nullable(),
  profilePictureUrl: z.string().nullable(),
  socialPictureUrl: z.string().nullable(),
  /** Providers this account signs in with (`google`, `facebook`). */
  logins: z.array(z.string()),
  hasPassword: z.boolean(),
  creationTime: z.string(),
})
export type UserProfile = z.infer<typeof userProfileSchema>

/** The signed-in visitor's whole profile (ABP's CurrentUserProfileEditDto). */
export const getCurrentUserProfile = declareCall({
  method: 'GET',
  path: '/api/services/app/Profile/GetCurrentUserProfile',
  audience: 'visitor',
  input: z.object({}),
  result: userProfileSchema,
})

/** What the header shows of the signed-in visitor. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  emailAddress: z.string(),
  profilePictureUrl: z.string().nullable(),
  socialPictureUrl: z.string().nullable(),
})
export type UserSummary = z.infer<typeof userSummarySchema>

export const getUserProfile = declareCall({
  method: 'GET',
  path: '/api/services/app/User/GetProfile',
  audience: 'visitor',
  input: z.object({}),
  result: userSummarySchema,
})

/** Saves the personal details (ABP's `Profile/UpdateCurrentUserProfile`). */
export const updateCurrentUserProfile = declareCall({
  method: 'PUT',
  path: '/api/services/app/Profile/UpdateCurrentUserProfile',
  audience: 'visitor',
  input: z.object({ ...personalFields, fullName: lineText(2, 100) }),
  result: userProfileSchema,
  maxBodyBytes: 8 * 1024,
})

/** The largest avatar accepted, before encoding. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024

/** Sets the avatar from an image's bytes (base64): checked by its content, stored as a small WebP. */
export const updateProfilePicture = declareCall({
  method: 'POST',
  path: '/api/services/app/Profile/UpdateProfilePicture',
  audience: 'visitor',
  input: z.object({
    image: z
      .string()
      .trim()
      .max(Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  }),
  result: z.object({ profilePictureUrl: z.string() }),
  maxBodyBytes: Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4 + 1024,
})

/**
 * `Account/Register`: the form's data plus `emailAddress`; ABP clients also send `userName`,
 * `name` and `surname` set to the e-mail (spec §3), which the backend accepts and checks.
 */
export const register = declareCall({
  method: 'POST',
  path: '/api/services/app/Account/Register',
  audience: 'anonymous',
  input: z.object({
    emailAddress: emailSchema,
    userName: z.string().trim().max(254).optional(),
    name: z.string().trim().max(254).optional(),
    surname: z.string().trim().max(254).optional(),
    password: newPasswordSchema,
    ...personalFields,
    fullName: lineText(2, 100),
  }),
  result: z.object({ canLogin: z.boolean() }),
  maxBodyBytes: 8 * 1024,
})

/** Mails a reset link; the same answer whether the address has an account or not. */
export const getForgotPassword = declareCall({
  method: 'GET',
  path: '/api/services/app/User/GetForgotPassword',
  audience: 'anonymous',
  input: z.object({ emailAddress: emailSchema }),
  result: z.null(),
})

/** What a reset link's token looks like (base64url, as the backend mints them). */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{40,60}$/

export const resetPassword = declareCall({
  method: 'POST',
  path: '/api/services/app/User/ResetPassword',
  audience: 'anonymous',
  input: z.object({
    resetCode: z.string().trim().regex(RESET_TOKEN, 'not a reset code'),
    password: newPasswordSchema,
  }),
  result: z.object({ canLogin: z.boolean(), emailAddress: z.string() }),
  maxBodyBytes: 2 * 1024,
})

export const changePassword = declareCall({
  method: 'POST',
  path: '/api/services/app/User/ChangePassword',
  audience: 'visitor',
  input: z.object({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema }),
  result: z.null(),
  maxBodyBytes: 2 * 1024,
})

/** Everything stored about the signed-in visitor (decree 13/2023: the right to a copy). */
export const getMyData = declareCall({
  method: 'GET',
  path: '/api/services/app/Profile/GetMyData',
  audience: 'visitor',
  input: z.object({}),
  result: z.object({
    exportedAt: z.string(),
    profile: userProfileSchema,
    sessions: z.array(
      z.object({ createdAt: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable() }),
    ),
    signInFailures: z.number().int(),
    /** Every event registration the account made, cancelled ones too, with its answers and order. */
    eventRegistrations: z.array(
      z.object({
        eventId: z.number().int(),
        status: z.string(),
        ticketCode: z.string().nullable(),
        companyName: z.string().nullable(),
        companySize: z.number().int().nullable(),
        jobTitle: z.string().nullable(),
        answers: z.unknown(),
        createdAt: z.string(),
        confirmedAt: z.string().nullable(),
        cancelledAt: z.string().nullable(),
        checkedInAt: z.string().nullable(),
        /** A paid seminar's order: its reference, amount, due, paid and expiry times. */
        order: orderSchema.nullable(),
      }),
    ),
    favouriteEvents: z.array(z.object({ eventId: z.number().int(), createdAt: z.string() })),
  }),
})

/** Deletes the signed-in visitor's account after the password (if it has one) is confirmed. */
export const deleteMyAccount = declareCall({
  method: 'POST',
  path: '/api/services/app/Profile/DeleteMyAccount',
  audience: 'visitor',
  input: z.object({ password: givenPasswordSchema.optional() }),
  result: z.null(),
  maxBodyBytes: 1024,
})

export const companySizeDtoSchema = z.object({ id: z.number().int(), name: z.string() })

export const getCompanySizes = declareCall({
  method: 'GET',
  path: '/Auth/GetCompanySizes',
  audience: 'anonymous',
  input: z.object({}),
  result: z.array(companySizeDtoSchema),
})

/** One field of a form the renderer builds from the backend's definition. */
export const formFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['text', 'email', 'tel', 'date', 'select', 'password', 'file']),
  label: z.string(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  autoComplete: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
})
export type FormField = z.infer<typeof formFieldSchema>

/** The registration form's fields. */
export const getUserForm = declareCall({
  method: 'GET',
  path: '/Auth/getUserForm',
  audience: 'anonymous',
  input: z.object({}),
  result: z.object({ fields: z.array(formFieldSchema) }),
})

/** The profile form's fields (personal information, also asked by posted forms such as events). */
export const getUserFormInPostService = declareCall({
  method: 'GET',
  path: '/Auth/GetUserFormInPostService',
  audience: 'anonymous',
  input: z.object({}),
  result: z.object({ fields: z.array(formFieldSchema) }),
})
