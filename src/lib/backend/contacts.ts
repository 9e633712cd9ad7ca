import 'server-only'

import {
  contactCreate,
  subscriberConfirm,
  subscriberCreate,
  subscriberUnsubscribe,
} from '@/contract/contact'
import type { CallInput } from '@/contract/call'
import type { Locale } from '@/i18n/locales'

import { onBehalfOf, request } from './client'
import type { Transport } from './transport'

/** Stores a contact message on behalf of the visitor at `clientIp`. */
export const createContact = (
  locale: Locale,
  input: CallInput<typeof contactCreate>,
  clientIp: string,
  transport?: Transport,
) => request(contactCreate, locale, input, onBehalfOf(clientIp, transport))

export const subscribe = (locale: Locale, email: string, clientIp: string, transport?: Transport) =>
  request(subscriberCreate, locale, { email }, onBehalfOf(clientIp, transport))

/** Confirms a subscription with its link's token. */
export const confirmSubscription = (
  locale: Locale,
  token: string,
  clientIp: string,
  transport?: Transport,
) => request(subscriberConfirm, locale, { token }, onBehalfOf(clientIp, transport))

/** Unsubscribes the address an unsubscribe link's token names. */
export const unsubscribe = (
  locale: Locale,
  token: string,
  clientIp: string,
  transport?: Transport,
) => request(subscriberUnsubscribe, locale, { token }, onBehalfOf(clientIp, transport))
