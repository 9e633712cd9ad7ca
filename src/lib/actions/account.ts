'use server'

import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { ZodError } from 'zod'

import { PROFILE_PICTURE_MAX_BYTES } from '@/contract/account'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import {
  fieldErrorsOf,
  changeSchema,
  forgotSchema,
  personalSchema,
  registerSchema,
  resetSchema,
  signInMessage,
  signInSchema,
  type AccountMessages,
} from '@/lib/auth/forms'
import {
  afterSignIn,
  accessToken,
  endSession,
  rememberProfile,
  startSession,
} from '@/lib/auth/session'
import {
  askPasswordReset,
  changeVisitorPassword,
  deleteAccount,
  profileSummary,
  registerVisitor,
  resetVisitorPassword,
  saveProfile,
  saveProfilePicture,
  signIn,
  signOut,
} from '@/lib/backend/account'
import { isBackendError } from '@/lib/backend/errors'
import { ipAddressOr } from '@/lib/net/address'
import { fieldText, lineOf } from '@/lib/forms/typed'

import type { FormResult } from './contact'

/**
 * The visitor-account forms. Each validates with the same schema the browser used, calls the
 * backend, keeps the session in cookies (`src/lib/auth/session.ts`) and answers a FormResult;
 * where the visitor moves on, `redirectTo` says where (the form navigates).
 */

export type AccountResult = FormResult & { redirectTo?: string }

const localeOf = (value: FormDataEntryValue | null): Locale => (isLocale(value) ? value : 'vi')
/** A password exactly as typed (spaces count); control characters make it invalid later. */
const secret = fieldText
const clientIp = async () => ipAddressOr((await headers()).get('x-client-ip'))

async function messagesFor(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'account' })
  const m: AccountMessages = {
    emailRequired: t('emailRequired'),
    emailInvalid: t('emailInvalid'),
    passwordRequired: t('passwordRequired'),
    incomplete: t('incomplete'),
    passwordLength: t('passwordLength'),
    passwordMismatch: t('passwordMismatch'),
    nameRequired: t('nameRequired'),
    phoneInvalid: t('phoneInvalid'),
    dateInvalid: t('dateInvalid'),
  }
  return { t, m }
}

/** What the visitor sees when a call fails: the server's words for 4xx, a generic line for 5xx. */
function failure(error: unknown, fallback: string, values?: Record<string, string>): AccountResult {
  if (isBackendError(error) && error.status < 500 && error.status !== 401)
    return { ok: false, message: error.displayMessage, values }
  if (!isBackendError(error) || error.status >= 500) console.error('[account] call failed', error)
  return { ok: false, message: fallback, values }
}

/** A form the schema refused: the first field's message (or `fallback`), with every field's. */
function invalid(
  error: ZodError,
  fallback: string,
  values?: Record<string, string>,
): AccountResult {
  const fieldErrors = fieldErrorsOf(error)
  return { ok: false, message: Object.values(fieldErrors)[0] ?? fallback, fieldErrors, values }
}

const loginPath = (locale: Locale, query = '') => `${localizedPath(locale, '/login')}${query}`

/** Sign-in form (page and dialog). */
export async function signInAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const values = { email: lineOf(form, 'email'), password: secret(form, 'password') }
  const parsed = signInSchema(m).safeParse(values)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return {
      ok: false,
      message: signInMessage(m, values, fieldErrors),
      fieldErrors,
      values: { email: values.email },
    }
  }
  try {
    const session = await signIn(
      locale,
      { userNameOrEmailAddress: parsed.data.email, password: parsed.data.password },
      await clientIp(),
    )
    await startSession(locale, session.accessToken, session.expireInSeconds)
    return {
      ok: true,
      message: t('loginSuccess'),
      redirectTo: await afterSignIn(locale, form.get('redirect')),
    }
  } catch (error) {
    if (isBackendError(error) && error.status === 401)
      return { ok: false, message: error.displayMessage, values: { email: values.email } }
    if (isBackendError(error) && error.status === 429)
      return { ok: false, message: t('tooMany'), values: { email: values.email } }
    return failure(error, t('failed'), { email: values.email })
  }
}

const PERSONAL_FIELDS = [
  'fullName',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'companyName',
  'companySize',
] as const

const personalValues = (form: FormData) =>
  Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, lineOf(form, name)])) as Record<
    (typeof PERSONAL_FIELDS)[number],
    string
  >

/** Registration: creates the account and signs the visitor in. */
export async function registerAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const values = { email: lineOf(form, 'email'), ...personalValues(form) }
  const parsed = registerSchema(m).safeParse({
    ...values,
    password: secret(form, 'password'),
    confirmPassword: secret(form, 'confirmPassword'),
  })
  if (!parsed.success) return invalid(parsed.error, t('incomplete'), values)
  const { email, password, confirmPassword: _repeat, ...details } = parsed.data
  const ip = await clientIp()
  try {
    await registerVisitor(
      locale,
      { emailAddress: email, userName: email, name: email, surname: email, password, ...details },
      ip,
    )
    const session = await signIn(locale, { userNameOrEmailAddress: email, password }, ip)
    await startSession(locale, session.accessToken, session.expireInSeconds)
    return {
      ok: true,
      message: t('registered'),
      redirectTo: await afterSignIn(
        locale,
        lineOf(form, 'redirect') || localizedPath(locale, '/profile'),
      ),
    }
  } catch (error) {
    return failure(error, t('failed'), values)
  }
}

/** Forgot password: the same answer whether the address has an account or not. */
export async function forgotPasswordAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const values = { email: lineOf(form, 'email') }
  const parsed = forgotSchema(m).safeParse(values)
  if (!parsed.success) return invalid(parsed.error, m.emailRequired, values)
  try {
    await askPasswordReset(locale, parsed.data.email, await clientIp())
    return { ok: true, message: t('forgotSent') }
  } catch (error) {
    return failure(error, t('failed'), values)
  }
}

/** Reset password with the mailed link's token; then the visitor signs in with the new one. */
export async function resetPasswordAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const parsed = resetSchema(m).safeParse({
    password: secret(form, 'password'),
    confirmPassword: secret(form, 'confirmPassword'),
  })
  if (!parsed.success) return invalid(parsed.error, t('incomplete'))
  try {
    await resetVisitorPassword(
      locale,
      { resetCode: lineOf(form, 'token'), password: parsed.data.password },
      await clientIp(),
    )
    await endSession()
    return { ok: true, message: t('resetDone'), redirectTo: loginPath(locale, '?reset=1') }
  } catch (error) {
    // A malformed, unknown, used or expired code: the link is no good either way.
    if (isBackendError(error) && error.status === 400)
      return { ok: false, message: t('resetInvalid') }
    return failure(error, t('failed'))
  }
}

/** A signed-in form whose session ended: back to the login page, returning here after. */
const sessionEnded = async (locale: Locale, t: (key: string) => string, here: string) => {
  await endSession()
  return {
    ok: false,
    message: t('sessionExpired'),
    redirectTo: loginPath(locale, `?redirect=${encodeURIComponent(localizedPath(locale, here))}`),
  }
}

const unauthorized = (error: unknown) => isBackendError(error) && error.status === 401

/** Change password: every session ends, the visitor signs in again with the new password. */
export async function changePasswordAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const token = await accessToken()
  if (!token) return sessionEnded(locale, t, '/changePassword')
  const parsed = changeSchema(m).safeParse({
    currentPassword: secret(form, 'currentPassword'),
    password: secret(form, 'password'),
    confirmPassword: secret(form, 'confirmPassword'),
  })
  if (!parsed.success) return invalid(parsed.error, t('incomplete'))
  try {
    await changeVisitorPassword(locale, token, {
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.password,
    })
    await endSession()
    return {
      ok: true,
      message: t('changeDone'),
      redirectTo: loginPath(
        locale,
        `?changed=1&redirect=${encodeURIComponent(localizedPath(locale, '/profile'))}`,
      ),
    }
  } catch (error) {
    if (unauthorized(error)) return sessionEnded(locale, t, '/changePassword')
    return failure(error, t('failed'))
  }
}

/** Profile: saves the personal details and refreshes the header's copy. */
export async function updateProfileAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t, m } = await messagesFor(locale)
  const profileText = await getTranslations({ locale, namespace: 'profile' })
  const token = await accessToken()
  if (!token) return sessionEnded(locale, t, '/profile')
  const values = personalValues(form)
  const parsed = personalSchema(m).safeParse(values)
  if (!parsed.success) return invalid(parsed.error, t('incomplete'), values)
  try {
    await saveProfile(locale, token, {
      ...parsed.data,
      fullName: parsed.data.fullName,
      dateOfBirth: parsed.data.dateOfBirth ?? '',
      phoneNumber: parsed.data.phoneNumber ?? '',
    })
    await rememberProfile(await profileSummary(locale, token))
    return { ok: true, message: profileText('saved') }
  } catch (error) {
    if (unauthorized(error)) return sessionEnded(locale, t, '/profile')
    return failure(error, t('failed'), values)
  }
}

/** Profile picture: the file's bytes go to the backend, which checks that they are an image. */
export async function uploadAvatarAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t } = await messagesFor(locale)
  const profileText = await getTranslations({ locale, namespace: 'profile' })
  const token = await accessToken()
  if (!token) return sessionEnded(locale, t, '/profile')
  const file = form.get('avatar')
  if (!(file instanceof Blob) || file.size === 0 || file.size > PROFILE_PICTURE_MAX_BYTES)
    return {
      ok: false,
      message: profileText('avatarInvalid'),
      fieldErrors: { avatar: profileText('avatarInvalid') },
    }
  try {
    const image = Buffer.from(await file.arrayBuffer()).toString('base64')
    await saveProfilePicture(locale, token, image)
    await rememberProfile(await profileSummary(locale, token))
    return { ok: true, message: profileText('avatarSaved') }
  } catch (error) {
    if (unauthorized(error)) return sessionEnded(locale, t, '/profile')
    if (isBackendError(error) && error.status === 400)
      return {
        ok: false,
        message: profileText('avatarInvalid'),
        fieldErrors: { avatar: profileText('avatarInvalid') },
      }
    return failure(error, t('failed'))
  }
}

/** Sign out: the token is revoked at the backend, then forgotten here. */
export async function signOutAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t } = await messagesFor(locale)
  const token = await accessToken()
  if (token)
    await signOut(locale, token).catch((error: unknown) => {
      if (!unauthorized(error)) console.error('[account] sign-out not recorded', error)
    })
  await endSession()
  return { ok: true, message: t('loggedOut'), redirectTo: localizedPath(locale, '/') }
}

/** Delete the account after the password (if it has one) is confirmed. */
export async function deleteAccountAction(
  _previous: AccountResult | null,
  form: FormData,
): Promise<AccountResult> {
  const locale = localeOf(form.get('locale'))
  const { t } = await messagesFor(locale)
  const token = await accessToken()
  if (!token) return sessionEnded(locale, t, '/profile')
  const password = secret(form, 'password')
  if (form.get('confirm') !== 'yes' && !password)
    return {
      ok: false,
      message: t('passwordRequired'),
      fieldErrors: { password: t('passwordRequired') },
    }
  try {
    await deleteAccount(locale, token, password ? password.slice(0, 128) : undefined)
    await endSession()
    return { ok: true, message: t('accountDeleted'), redirectTo: loginPath(locale, '?deleted=1') }
  } catch (error) {
    if (unauthorized(error)) return sessionEnded(locale, t, '/profile')
    return failure(error, t('failed'))
  }
}
