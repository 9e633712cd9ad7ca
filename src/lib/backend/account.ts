import 'server-only'

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
import type { CallInput } from '@/contract/call'
import type { Locale } from '@/i18n/locales'

import { onBehalfOf, request } from './client'
import type { Transport } from './transport'

/**
 * The visitor-account calls of the contract. Anonymous calls go out with the service token and
 * the visitor's address (so per-client limits count visitors, not the renderer); signed-in calls
 * with the visitor's own access token.
 */

const asVisitor = (token: string, transport?: Transport) => ({ transport, auth: { token } })

export const signIn = (
  locale: Locale,
  input: CallInput<typeof authenticate>,
  clientIp: string,
  transport?: Transport,
) => request(authenticate, locale, input, onBehalfOf(clientIp, transport))

export const signInWithProvider = (
  locale: Locale,
  input: CallInput<typeof externalAuthenticate>,
  clientIp: string,
  transport?: Transport,
) => request(externalAuthenticate, locale, input, onBehalfOf(clientIp, transport))

export const registerVisitor = (
  locale: Locale,
  input: CallInput<typeof register>,
  clientIp: string,
  transport?: Transport,
) => request(register, locale, input, onBehalfOf(clientIp, transport))

export const askPasswordReset = (
  locale: Locale,
  emailAddress: string,
  clientIp: string,
  transport?: Transport,
) => request(getForgotPassword, locale, { emailAddress }, onBehalfOf(clientIp, transport))

export const resetVisitorPassword = (
  locale: Locale,
  input: CallInput<typeof resetPassword>,
  clientIp: string,
  transport?: Transport,
) => request(resetPassword, locale, input, onBehalfOf(clientIp, transport))

export const signOut = (locale: Locale, token: string, transport?: Transport) =>
  request(logOut, locale, {}, asVisitor(token, transport))

export const currentProfile = (locale: Locale, token: string, transport?: Transport) =>
  request(getCurrentUserProfile, locale, {}, asVisitor(token, transport))

export const profileSummary = (locale: Locale, token: string, transport?: Transport) =>
  request(getUserProfile, locale, {}, asVisitor(token, transport))

export const saveProfile = (
  locale: Locale,
  token: string,
  input: CallInput<typeof updateCurrentUserProfile>,
  transport?: Transport,
) => request(updateCurrentUserProfile, locale, input, asVisitor(token, transport))

export const saveProfilePicture = (
  locale: Locale,
  token: string,
  image: string,
  transport?: Transport,
) => request(updateProfilePicture, locale, { image }, asVisitor(token, transport))

export const changeVisitorPassword = (
  locale: Locale,
  token: string,
  input: CallInput<typeof changePassword>,
  transport?: Transport,
) => request(changePassword, locale, input, asVisitor(token, transport))

export const myData = (locale: Locale, token: string, transport?: Transport) =>
  request(getMyData, locale, {}, asVisitor(token, transport))

export const deleteAccount = (
  locale: Locale,
  token: string,
  password: string | undefined,
  transport?: Transport,
) => request(deleteMyAccount, locale, { password }, asVisitor(token, transport))

export const companySizeList = (locale: Locale, transport?: Transport) =>
  request(getCompanySizes, locale, {}, { transport })

export const registrationFields = (locale: Locale, transport?: Transport) =>
  request(getUserForm, locale, {}, { transport })

export const profileFields = (locale: Locale, transport?: Transport) =>
  request(getUserFormInPostService, locale, {}, { transport })
