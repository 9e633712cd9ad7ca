import { z } from 'zod'

/** Vietnamese phone numbers: mobile (0/84 + 9 digits), landline with area code, or 1800/1900 lines. */
export const PHONE_PATTERN = /^(?:(?:\+?84|0)(?:[35789]\d{8}|2\d{9})|1[89]00\d{4,6})$/

export const normalizePhone = (raw: string): string => raw.replace(/[\s.()-]/g, '')

/** What `Contact/Create` accepts (the spec leaves the fields open; these are ours). */
export const contactInputSchema = z.object({
  formType: z.number().int(),
  fullName: z.string().trim().min(2).max(100),
  email: z.email().max(254),
  phoneNumber: z
    .string()
    .trim()
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, 'not a Vietnamese phone number'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  companyName: z.string().trim().max(200).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(2).max(2000),
  pageUrl: z.string().trim().max(500).regex(/^\//, 'a site path').optional(),
})
export type ContactInput = z.infer<typeof contactInputSchema>

export const contactResultSchema = z.object({ id: z.number().int() })

export const subscribeInputSchema = z.object({ email: z.email().max(254) })

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
