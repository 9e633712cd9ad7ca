import {
  activeSlug,
  contactCreate,
  currencyList,
  subscriberConfirm,
  subscriberCreate,
  subscriberUnsubscribe,
} from '@/contract/contact'
import { getEnv } from '@/env'

import { implement } from '../endpoint'
import { clientIp, limitRate } from '../rateLimit'
import { CONTACT_UNAVAILABLE, createContact } from '../services/contacts'
import { listCurrencies } from '../services/currencies'
import { getActiveSlug } from '../services/slugs'
import { confirmSubscription, requestSubscription, unsubscribe } from '../services/subscribers'

/** 10 messages per address and hour. */
export const contactCreateEndpoint = implement(
  contactCreate,
  async (input, { payload, culture, request, principal }) => {
    await limitRate(
      payload,
      culture,
      `contact:${clientIp(request.headers, principal)}`,
      getEnv().LEAD_FORMS_PER_HOUR,
      3600,
      CONTACT_UNAVAILABLE,
    )
    return createContact(payload, input, culture)
  },
)

/** 20 subscriptions per address and hour. */
export const subscriberCreateEndpoint = implement(
  subscriberCreate,
  async (input, { payload, culture, request, principal }) => {
    await limitRate(payload, culture, `subscribe:${clientIp(request.headers, principal)}`, 20, 3600)
    await requestSubscription(payload, input.email, culture)
    return null
  },
)

/** 30 confirmations per address and hour (tokens cannot be guessed; this keeps it so). */
export const subscriberConfirmEndpoint = implement(
  subscriberConfirm,
  async (input, { payload, culture, request, principal }) => {
    await limitRate(payload, culture, `confirm:${clientIp(request.headers, principal)}`, 30, 3600)
    return confirmSubscription(payload, input.token)
  },
)

/** 30 unsubscribes per address and hour (links are signed; this keeps guessing slow too). */
export const subscriberUnsubscribeEndpoint = implement(
  subscriberUnsubscribe,
  async (input, { payload, culture, request, principal }) => {
    await limitRate(
      payload,
      culture,
      `unsubscribe:${clientIp(request.headers, principal)}`,
      30,
      3600,
    )
    return unsubscribe(payload, input.token)
  },
)

export const currencyListEndpoint = implement(
  currencyList,
  async (_input, { payload, culture }) => {
    const items = await listCurrencies(payload, culture)
    return { totalCount: items.length, items }
  },
)

export const activeSlugEndpoint = implement(activeSlug, (input, { payload }) =>
  getActiveSlug(payload, input.oldSlug),
)
