import { z } from 'zod'

import {
  birthDateSchema,
  COMPANY_SIZES,
  GENDERS,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/contract/account'
import { normalizePhone, PHONE_PATTERN } from '@/contract/contact'
import { STORABLE_EMAIL } from '@/contract/params'

/**
 * The account forms' rules (spec §5), one zod schema per form, used by the browser for instant
 * messages and by the server actions again. Messages come in already translated, so the same
 * schema speaks the visitor's language on both sides.
 */

export type AccountMessages = {
  emailRequired: string
  emailInvalid: string
  passwordRequired: string
  incomplete: string
  passwordLength: string
  passwordMismatch: string
  nameRequired: string
  phoneInvalid: string
  dateInvalid: string
}

const EMAIL = z.email().regex(STORABLE_EMAIL)

const email = (m: AccountMessages) =>
  z
    .string()
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailInvalid)
    .refine((value) => EMAIL.safeParse(value).success, m.emailInvalid)
    .transform((value) => value.toLowerCase())

const newPassword = (m: AccountMessages, required = m.passwordRequired) =>
  z
    .string()
    .min(1, required)
    .min(PASSWORD_MIN, m.passwordLength)
    .max(PASSWORD_MAX, m.passwordLength)
    .regex(/^[^\u0000-\u001f\u007f]*$/, m.passwordLength)

/** An optional text field: empty means not given. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema])

/** Sign-in (spec §5): e-mail required and valid, password required. */
export const signInSchema = (m: AccountMessages) =>
  z.object({
    email: email(m),
    password: z.string().min(1, m.passwordRequired).max(128, m.passwordRequired),
  })

/**
 * What a sign-in form says for a failed parse: 'Vui lòng nhập đủ thông tin' when either field
 * is empty, otherwise the first field's own message.
 */
export const signInMessage = (
  m: AccountMessages,
  values: { email: string; password: string },
  fieldErrors: Record<string, string>,
): string =>
  !values.email.trim() || !values.password
    ? m.incomplete
    : (fieldErrors.email ?? fieldErrors.password ?? m.incomplete)

/** The personal details of registration and the profile form. */
export const personalSchema = (m: AccountMessages) =>
  z.object({
    fullName: z
      .string()
      .trim()
      .min(2, m.nameRequired)
      .max(100, m.nameRequired)
      .regex(/^[^\u0000-\u001f\u007f]*$/, m.nameRequired),
    phoneNumber: optionalText(
      z
        .string()
        .trim()
        .transform(normalizePhone)
        .refine((value) => PHONE_PATTERN.test(value) && !/^1[89]00/.test(value), m.phoneInvalid),
    ),
    dateOfBirth: optionalText(
      z
        .string()
        .trim()
        .refine((value) => birthDateSchema.safeParse(value).success, m.dateInvalid),
    ),
    gender: optionalText(z.enum(GENDERS)),
    companyName: optionalText(
      z
        .string()
        .trim()
        .max(200)
        .regex(/^[^\u0000-\u001f\u007f]*$/),
    ),
    companySize: optionalText(
      z.coerce
        .number()
        .int()
        .refine((id) => COMPANY_SIZES.some((size) => size.id === id)),
    ),
  })

export const registerSchema = (m: AccountMessages) =>
  personalSchema(m)
    .extend({ email: email(m), password: newPassword(m), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, {
      message: m.passwordMismatch,
      path: ['confirmPassword'],
    })

export const forgotSchema = (m: AccountMessages) => z.object({ email: email(m) })

export const resetSchema = (m: AccountMessages) =>
  z
    .object({ password: newPassword(m), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, {
      message: m.passwordMismatch,
      path: ['confirmPassword'],
    })

export const changeSchema = (m: AccountMessages) =>
  z
    .object({
      currentPassword: z.string().min(1, m.passwordRequired).max(128, m.passwordRequired),
      password: newPassword(m),
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: m.passwordMismatch,
      path: ['confirmPassword'],
    })

/** Field errors of a failed parse, the first message of each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '')
    if (name && !errors[name] && issue.message) errors[name] = issue.message
  }
  return errors
}
