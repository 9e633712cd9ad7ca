import {
  authenticate,
  changePassword,
  deleteMyAccount,
  externalAuthenticate,
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
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'

import { type BackendContext, implement } from '../endpoint'
import { BackendFault, unauthorizedFault } from '../errors'
import { clientIp, limitRate } from '../rateLimit'
import { socialSignIn } from '../services/socialSignIn'
import {
  authenticateVisitor,
  changeVisitorPassword,
  confirmVisitorPassword,
  requestPasswordReset,
  resetVisitorPassword,
  revokeSession,
} from '../services/visitorAuth'
import {
  companySizes,
  deleteVisitor,
  profileForm,
  registerVisitor,
  registrationForm,
  updateVisitorPicture,
  updateVisitorProfile,
  visitorData,
  visitorProfile,
  visitorSummary,
} from '../services/visitors'

/** The signed-in visitor's id (the router lets only visitors reach these calls). */
const visitorOf = ({ principal }: BackendContext) => {
  if (principal.kind !== 'visitor') throw unauthorizedFault()
  return principal
}

/** Attempts per client address and window, before a 429 (the lock itself is per account). */
const perClient = (context: BackendContext, name: string, limit: number, seconds: number) =>
  limitRate(
    context.payload,
    context.culture,
    `${name}:${clientIp(context.request.headers, context.principal)}`,
    limit,
    seconds,
  )

export const authenticateEndpoint = implement(authenticate, async (input, context) => {
  await perClient(context, 'signin', 60, 300)
  return authenticateVisitor(
    context.payload,
    context.culture,
    input.userNameOrEmailAddress,
    input.password,
  )
})

export const externalAuthenticateEndpoint = implement(
  externalAuthenticate,
  async (input, context) => {
    await perClient(context, 'social', 30, 300)
    return socialSignIn(context.payload, context.culture, input)
  },
)

export const logOutEndpoint = implement(logOut, async (_input, context) => {
  await revokeSession(context.payload, visitorOf(context).sessionId)
  return null
})

export const getCurrentUserProfileEndpoint = implement(getCurrentUserProfile, (_input, context) =>
  visitorProfile(context.payload, visitorOf(context).visitorId),
)

export const getUserProfileEndpoint = implement(getUserProfile, (_input, context) =>
  visitorSummary(context.payload, visitorOf(context).visitorId),
)

export const updateCurrentUserProfileEndpoint = implement(
  updateCurrentUserProfile,
  (input, context) => updateVisitorProfile(context.payload, visitorOf(context).visitorId, input),
)

export const updateProfilePictureEndpoint = implement(
  updateProfilePicture,
  async (input, context) => {
    await perClient(context, 'avatar', 20, 3600)
    return updateVisitorPicture(
      context.payload,
      context.culture,
      visitorOf(context).visitorId,
      input.image,
    )
  },
)

/**
 * Registers (the account needs no confirmation to be used). Thirty an hour per address: many
 * Vietnamese visitors share one address behind their carrier's NAT.
 */
export const registerEndpoint = implement(register, async (input, context) => {
  await perClient(context, 'register', getEnv().ACCOUNT_REGISTRATIONS_PER_HOUR, 3600)
  await registerVisitor(context.payload, context.culture, input)
  return { canLogin: true }
})

export const getForgotPasswordEndpoint = implement(getForgotPassword, async (input, context) => {
  const ip = clientIp(context.request.headers, context.principal)
  await requestPasswordReset(context.payload, context.culture, input.emailAddress, ip)
  return null
})

export const resetPasswordEndpoint = implement(resetPassword, async (input, context) => {
  await perClient(context, 'reset', 30, 3600)
  return resetVisitorPassword(context.payload, context.culture, input.resetCode, input.password)
})

export const changePasswordEndpoint = implement(changePassword, async (input, context) => {
  await changeVisitorPassword(
    context.payload,
    context.culture,
    visitorOf(context).visitorId,
    input.currentPassword,
    input.newPassword,
  )
  return null
})

export const getMyDataEndpoint = implement(getMyData, (_input, context) =>
  visitorData(context.payload, visitorOf(context).visitorId),
)

const WRONG_PASSWORD: Record<Locale, string> = {
  vi: 'Mật khẩu không đúng. Tài khoản chưa bị xóa.',
  en: 'The password is not correct. The account was not deleted.',
}

export const deleteMyAccountEndpoint = implement(deleteMyAccount, async (input, context) => {
  const { visitorId } = visitorOf(context)
  if (!(await confirmVisitorPassword(context.payload, visitorId, input.password)))
    throw new BackendFault(400, WRONG_PASSWORD[context.culture])
  await deleteVisitor(context.payload, visitorId)
  return null
})

export const getCompanySizesEndpoint = implement(getCompanySizes, async (_input, { culture }) =>
  companySizes(culture),
)

export const getUserFormEndpoint = implement(getUserForm, async (_input, { culture }) => ({
  fields: registrationForm(culture),
}))

export const getUserFormInPostServiceEndpoint = implement(
  getUserFormInPostService,
  async (_input, { culture }) => ({ fields: profileForm(culture) }),
)
