import { z } from 'zod'

import { contactInputSchema, subscribeInputSchema } from '@/contract/contact'
import { ContactFormType } from '@/domain/enums'

import { enumParam } from '../binding'
import { defineEndpoint } from '../endpoint'
import { clientIp, limitRate } from '../rateLimit'
import { createContact, subscribe } from '../services/contacts'
import { listCurrencies } from '../services/currencies'
import { getActiveSlug } from '../services/slugs'

/** Stores a contact message (forms, chat widget); 10 per address and hour. */
export const contactCreate = defineEndpoint({
  method: 'POST',
  path: '/api/services/app/Contact/Create',
  audience: 'anonymous',
  input: contactInputSchema.extend({ formType: enumParam(ContactFormType) }),
  handle: async (input, { payload, culture, request, principal }) => {
    await limitRate(payload, culture, `contact:${clientIp(request.headers, principal)}`, 10, 3600)
    return createContact(payload, input, culture)
  },
})

/** Subscribes an e-mail address to news and events; 20 per address and hour. */
export const subscriberCreate = defineEndpoint({
  method: 'POST',
  path: '/api/services/app/Subscriber/Create',
  audience: 'anonymous',
  input: subscribeInputSchema,
  handle: async (input, { payload, culture, request, principal }) => {
    await limitRate(payload, culture, `subscribe:${clientIp(request.headers, principal)}`, 20, 3600)
    await subscribe(payload, input.email, culture)
    return null
  },
})

export const currencyList = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Currency/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({}),
  handle: async (_input, { payload, culture }) => {
    const items = await listCurrencies(payload, culture)
    return { totalCount: items.length, items }
  },
})

export const activeSlug = defineEndpoint({
  method: 'GET',
  path: '/LocaleSlug/GetActiveSlug',
  audience: 'anonymous',
  input: z.object({ oldSlug: z.string().trim().min(1).max(300) }),
  handle: (input, { payload }) => getActiveSlug(payload, input.oldSlug),
})
