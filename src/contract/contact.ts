import { z } from 'zod'

import { ContactFormType } from '@/domain/enums'

import { declareCall } from './call'
import { pagedSchema } from './envelope'
import { emailParam, enumParam, lineText } from './params'

/** Vietnamese phone numbers: mobile (0/84 + 9 digits), landline with area code, or 1800/1900 lines. */
export const PHONE_PATTERN = /^(?:(?:\+?84|0)(?:[35789]\d{8}|2\d{9})|1[89]00\d{4,6})$/

export const normalizePhone = (raw: string): string => raw.replace(/[\s.()-]/g, '')

/** What `Contact/Create` accepts (the spec leaves the fields open; these are ours). */
export const contactInputSchema = z.object({
  formType: enumParam(ContactFormType),
  fullName: lineText(2, 100),
  email: emailParam(),
  phoneNumber: z
    .string()
    .trim()
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, 'not a Vietnamese phone number'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  companyName: lineText(0, 200).optional(),
  subject: lineText(0, 200).optional(),
  message: z.string().trim().min(2).max(2000),
  pageUrl: z.string().trim().max(500).regex(/^\//, 'a site path').optional(),
})
/** A contact as the backend stores it (after binding). */
export type ContactInput = z.output<typeof contactInputSchema>

export const subscribeInputSchema = z.object({ email: emailParam() })

export const currencyDtoSchema = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  name: z.string(),
  symbol: z.string(),
  rate: z.number(),
  customFormatting: z.string().nullable(),
  displayPrecision: z.number().int(),
  thousandsSeparator: z.string(),
  decimalSeparator: z.string(),
  symbolOnLeft: z.boolean(),
  spaceBetweenAmountAndSymbol: z.boolean(),
})
export type CurrencyDto = z.infer<typeof currencyDtoSchema>

/** Stores a contact message (forms, chat widget). */
export const contactCreate = declareCall({
  method: 'POST',
  path: '/api/services/app/Contact/Create',
  audience: 'anonymous',
  input: contactInputSchema,
  result: z.object({ id: z.number().int() }),
})

/**
 * Asks to subscribe an e-mail address to news and events: a confirmation link is mailed to it
 * (double opt-in); the same answer whether the address was new, waiting or already confirmed.
 */
export const subscriberCreate = declareCall({
  method: 'POST',
  path: '/api/services/app/Subscriber/Create',
  audience: 'anonymous',
  input: subscribeInputSchema,
  result: z.null(),
})

/** What a confirmation link's `token` looks like (base64url, as the backend mints them). */
export const SUBSCRIPTION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/

/** Confirms a subscription with the token of the link mailed to the address. */
export const subscriberConfirm = declareCall({
  method: 'POST',
  path: '/api/services/app/Subscriber/Confirm',
  audience: 'anonymous',
  input: z.object({ token: z.string().trim().regex(SUBSCRIPTION_TOKEN) }),
  result: z.object({ email: z.string() }),
  maxBodyBytes: 1024,
})

/** The display currencies. */
export const currencyList = declareCall({
  method: 'GET',
  path: '/api/services/app/Currency/GetListBoxDto',
  audience: 'anonymous',
  input: z.object({}),
  result: pagedSchema(currencyDtoSchema),
})

/** Where an old path moved (`null` when it did not). */
export const activeSlug = declareCall({
  method: 'GET',
  path: '/LocaleSlug/GetActiveSlug',
  audience: 'anonymous',
  input: z.object({ oldSlug: z.string().trim().min(1).max(300) }),
  result: z.string().nullable(),
})
