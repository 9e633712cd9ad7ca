import { z } from 'zod'

import { BusinessArea, ContactFormType } from '@/domain/enums'
import { base64Size, isBase64, decodeBase64, sniffFileType, type FileKind } from '@/domain/fileType'
import { PROVINCE_KEYS } from '@/domain/provinces'
import { vietnamDay } from '@/domain/vietnamTime'

import { COMPANY_SIZES } from './account'
import { declareCall } from './call'
import { pagedSchema } from './envelope'
import { boolParam, choiceParam, emailParam, enumParam, intParam, lineText } from './params'

/** Vietnamese phone numbers: mobile (0/84 + 9 digits), landline with area code, or 1800/1900 lines. */
export const PHONE_PATTERN = /^(?:(?:\+?84|0)(?:[35789]\d{8}|2\d{9})|1[89]00\d{4,6})$/

export const normalizePhone = (raw: string): string => raw.replace(/[\s.()-]/g, '')

/** An optional field sent empty means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional()

/** The largest attachment (decoded), and the largest `Contact/Create` body (base64 inflates by 4/3). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const CONTACT_MAX_BODY_BYTES = 8 * 1024 * 1024
/** What an invoice photo may be (by its bytes). */
export const INVOICE_KINDS = ['jpeg', 'png', 'webp', 'pdf'] as const satisfies readonly FileKind[]

/**
 * A file sent inside a JSON body: its name, the type the browser claimed (informative only) and
 * its bytes as base64, at most `maxBytes` once decoded and, when `kinds` are given, one of those
 * kinds by its bytes (magic numbers), whatever its name or claimed type say.
 */
export const attachmentOf = (
  kinds: readonly FileKind[] | null = null,
  maxBytes = ATTACHMENT_MAX_BYTES,
) =>
  z
    .object({
      fileName: lineText(1, 200),
      contentType: z.string().trim().max(200),
      data: z.string().refine(isBase64, 'not base64').min(4, 'empty file'),
    })
    .superRefine((file, context) => {
      // Runs even when a field failed: undecodable data is already refused above.
      if (typeof file.data !== 'string' || !isBase64(file.data)) return
      if (base64Size(file.data) > maxBytes) {
        context.addIssue({ code: 'custom', path: ['data'], message: 'file too large' })
        return
      }
      if (kinds && !kinds.includes(sniffFileType(decodeBase64(file.data)) as FileKind))
        context.addIssue({ code: 'custom', path: ['data'], message: 'file type not accepted' })
    })
/** Any attachment of at most 5 MiB (what the bytes are is checked by whoever stores it). */
export const attachmentSchema = attachmentOf()
export type Attachment = z.output<typeof attachmentSchema>

/** A Vietnamese enterprise code (mã số doanh nghiệp): ten digits, a branch adds `-NNN`. */
export const REGISTRATION_NUMBER = /^\d{10}(?:-\d{3})?$/
export const SERIAL_NUMBER = /^[A-Za-z0-9-]{4,40}$/
/** The earliest purchase date an e-warranty registration accepts. */
export const EARLIEST_PURCHASE = '2000-01-01'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A purchase date `YYYY-MM-DD`: a real day, not before 2000 and not after today in Vietnam. */
export const purchaseDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      value >= EARLIEST_PURCHASE &&
      value <= vietnamDay(new Date())
    )
  }, 'must be a real date from 2000 until today')

/** A company size id of `Auth/GetCompanySizes` (checked when parsing: account.ts imports this module). */
const companySizeSchema = intParam().refine(
  (id) => COMPANY_SIZES.some((size) => size.id === id),
  'unknown company size',
) as unknown as z.ZodType<number, number | string>

/** The fields each form type shows, and which of them it requires (the rest are optional). */
export const CONTACT_FORM_FIELDS = {
  [ContactFormType.GetInTouch]: {
    shown: [
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'companyName',
      'companySize',
      'product',
      'message',
    ],
    required: ['fullName', 'email', 'message'],
  },
  [ContactFormType.SignUpForDealer]: {
    shown: [
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'companyName',
      'companySize',
      'registrationNumber',
      'shopAddress',
      'product',
      'message',
    ],
    required: [
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'companyName',
      'registrationNumber',
      'shopAddress',
    ],
  },
  [ContactFormType.SignUpForDealerEWarranty]: {
    shown: [
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'model',
      'serialNumber',
      'purchaseDate',
      'dealerName',
      'invoice',
      'message',
    ],
    required: [
      'fullName',
      'email',
      'phoneNumber',
      'province',
      'model',
      'serialNumber',
      'purchaseDate',
      'dealerName',
      'invoice',
    ],
  },
  [ContactFormType.FAQ]: {
    shown: ['fullName', 'email', 'phoneNumber', 'province', 'product', 'message'],
    required: ['fullName', 'email', 'message'],
  },
} as const satisfies Record<
  (typeof ContactFormType)[keyof typeof ContactFormType],
  { shown: readonly string[]; required: readonly string[] }
>

/**
 * What `Contact/Create` accepts: one schema for the browser form, the renderer's server action
 * and the backend. Fields a form type does not show are ignored for it (the backend drops them);
 * `superRefine` asks for the ones it requires, each issue on its field with the message `required`.
 */
export const contactInputSchema = z
  .object({
    formType: enumParam(ContactFormType),
    businessArea: optional(enumParam(BusinessArea)),
    fullName: lineText(2, 100),
    email: emailParam(),
    phoneNumber: z
      .string()
      .trim()
      .transform(normalizePhone)
      .pipe(z.string().regex(PHONE_PATTERN, 'not a Vietnamese phone number'))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    province: optional(choiceParam(PROVINCE_KEYS)),
    companyName: optional(lineText(2, 200)),
    companySize: optional(companySizeSchema),
    /** A product or model name (the form offers the catalogue's as a typeahead). */
    product: optional(lineText(1, 150)),
    subject: optional(lineText(1, 200)),
    message: optional(z.string().trim().min(2).max(2000)),
    registrationNumber: optional(
      z.string().trim().regex(REGISTRATION_NUMBER, 'not an enterprise code'),
    ),
    shopAddress: optional(lineText(5, 300)),
    model: optional(lineText(2, 60)),
    serialNumber: optional(z.string().trim().regex(SERIAL_NUMBER, 'not a serial number')),
    purchaseDate: optional(purchaseDateSchema),
    dealerName: optional(lineText(2, 200)),
    invoice: attachmentOf(INVOICE_KINDS).optional(),
    /** The privacy-policy checkbox: must be ticked. */
    consent: boolParam().refine((value) => value === true, 'consent required'),
    /** Minted by the form once per fill-in: the same key sent again answers the same result. */
    idempotencyKey: z.string().trim().toLowerCase().regex(UUID, 'must be a UUID'),
    /** A honeypot: hidden from people, so any value means a robot. */
    website: z.string().max(2000).optional(),
    pageUrl: z.string().trim().max(500).regex(/^\//, 'a site path').optional(),
  })
  .superRefine((input, context) => {
    // Runs even when some fields failed: their values may be anything here.
    const { website, formType } = input as Record<string, unknown>
    if (typeof website === 'string' && website.trim())
      context.addIssue({ code: 'custom', path: ['website'], message: 'must be empty' })
    if (typeof formType !== 'number' || !Object.hasOwn(CONTACT_FORM_FIELDS, formType)) return
    const form = CONTACT_FORM_FIELDS[formType as keyof typeof CONTACT_FORM_FIELDS]
    for (const field of form.required)
      if (input[field] === undefined || input[field] === null)
        context.addIssue({ code: 'custom', path: [field], message: 'required' })
  })
/** A contact as the backend stores it (after binding). */
export type ContactInput = z.output<typeof contactInputSchema>
/** A contact as a caller sends it. */
export type ContactInputIn = z.input<typeof contactInputSchema>

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
  result: z.object({ id: z.number().int(), reference: z.string() }),
  maxBodyBytes: CONTACT_MAX_BODY_BYTES,
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

/** What an unsubscribe link's `token` looks like: `<subscriber id>.<signature>`. */
export const UNSUBSCRIBE_TOKEN = /^\d{1,10}\.[A-Za-z0-9_-]{22}$/

/** Unsubscribes the address an announcement's unsubscribe link names (no sign-in needed). */
export const subscriberUnsubscribe = declareCall({
  method: 'POST',
  path: '/api/services/app/Subscriber/Unsubscribe',
  audience: 'anonymous',
  input: z.object({ token: z.string().trim().regex(UNSUBSCRIBE_TOKEN) }),
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
