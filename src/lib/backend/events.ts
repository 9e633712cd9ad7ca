import 'server-only'

import type { CallInput } from '@/contract/call'
import {
  cancelRegistration,
  myEventState,
  myFavouriteEvents,
  myRegistrations,
  myOrder,
  myTicket,
  registerForEvent,
  setFavouriteEvent,
} from '@/contract/event'
import type { Locale } from '@/i18n/locales'

import { request } from './client'
import type { Transport } from './transport'

/**
 * A signed-in visitor's event calls, with their own access token. Never cached: every answer is
 * the visitor's own.
 */

const asVisitor = (token: string, transport?: Transport) => ({ transport, auth: { token } })

export const registerVisitor = (
  locale: Locale,
  token: string,
  input: CallInput<typeof registerForEvent>,
  transport?: Transport,
) => request(registerForEvent, locale, input, asVisitor(token, transport))

export const cancelVisitorRegistration = (
  locale: Locale,
  token: string,
  registrationId: number,
  transport?: Transport,
) => request(cancelRegistration, locale, { registrationId }, asVisitor(token, transport))

export const eventStateFor = (
  locale: Locale,
  token: string,
  eventId: number,
  transport?: Transport,
) => request(myEventState, locale, { eventId }, asVisitor(token, transport))

export const registrationsOf = (
  locale: Locale,
  token: string,
  input: CallInput<typeof myRegistrations>,
  transport?: Transport,
) => request(myRegistrations, locale, input, asVisitor(token, transport))

export const ticketOf = (
  locale: Locale,
  token: string,
  registrationId: number,
  transport?: Transport,
) => request(myTicket, locale, { registrationId }, asVisitor(token, transport))

export const orderOf = (
  locale: Locale,
  token: string,
  registrationId: number,
  transport?: Transport,
) => request(myOrder, locale, { registrationId }, asVisitor(token, transport))

export const markFavourite = (
  locale: Locale,
  token: string,
  eventId: number,
  favourite: boolean,
  transport?: Transport,
) => request(setFavouriteEvent, locale, { eventId, favourite }, asVisitor(token, transport))

export const favouritesOf = (
  locale: Locale,
  token: string,
  input: CallInput<typeof myFavouriteEvents>,
  transport?: Transport,
) => request(myFavouriteEvents, locale, input, asVisitor(token, transport))
