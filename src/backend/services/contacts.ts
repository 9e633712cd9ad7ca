import {
  commitTransaction,
  createLocalReq,
  killTransaction,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { COMPANY_SIZES } from '@/contract/account'
import {
  ATTACHMENT_MAX_BYTES,
  CONTACT_FORM_FIELDS,
  INVOICE_KINDS,
  type ContactInput,
} from '@/contract/contact'
import { STORABLE_EMAIL } from '@/contract/params'
import { BusinessArea, ContactFormType, enumNames } from '@/domain/enums'
import { PROVINCES } from '@/domain/provinces'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import vi from '@/i18n/messages/vi.json'
import { formatDate } from '@/lib/format/date'
import type { Contact } from '@/payload-types'

import { withDeadline } from '../deadline'
import { beginBoundedTransaction } from '../transaction'
import { BackendFault } from '../errors'
import { kickMailWorker, queueMail, type QueuedMail } from '../mailQueue'
import { discardPrivateFile, storePrivateFile, type StoredFile } from '../privateFiles'
import { getSettingValue } from './settings'

const formName = enumNames(ContactFormType)
const areaName = enumNames(BusinessArea)

/** How long a submission may wait for a lock, run one statement, and take in all. */
const LOCK_TIMEOUT_MS = 3_000
const STATEMENT_TIMEOUT_MS = 4_000
export const SUBMISSION_DEADLINE_MS = 6_000

/** `LH-000123` ("liên hệ" and the message's number): what the visitor is told. */
export const contactReference = (id: number): string => `LH-${String(id).padStart(6, '0')}`

/** The settings naming each business area's inbox (else `CONTACT_INBOX`). */
export const AREA_INBOX_SETTINGS: Partial<Record<number, string>> = {
  [BusinessArea.HomeAppliances]: 'ContactInboxHomeAppliances',
  [BusinessArea.BuildingSolution]: 'ContactInboxBuildingSolution',
  [BusinessArea.FactoryAutomation]: 'ContactInboxFactoryAutomation',
}

/** What a visitor reads when the database failed or stalled: nothing was stored, try again. */
export const CONTACT_UNAVAILABLE: Record<Locale, string> = {
  vi: 'Hệ thống đang bận nên thông tin của bạn chưa được gửi. Vui lòng thử lại sau ít phút.',
  en: 'Our system is busy, so your details were not sent. Please try again in a few minutes.',
}
const SPAM: Record<Locale, string> = {
  vi: 'Không gửi được biểu mẫu.',
  en: 'The form could not be sent.',
}

/** Per language: how forms, fields and values read in mails. */
const TEXTS = {
  vi: {
    forms: {
      GetInTouch: 'Liên hệ',
      SignUpForDealer: 'Đăng ký làm đại lý',
      SignUpForDealerEWarranty: 'Đăng ký bảo hành điện tử',
      FAQ: 'Câu hỏi',
    },
    what: {
      GetInTouch: 'yêu cầu liên hệ',
      SignUpForDealer: 'đăng ký làm đại lý',
      SignUpForDealerEWarranty: 'đăng ký bảo hành điện tử',
      FAQ: 'câu hỏi',
    },
    areas: {
      HomeAppliances: 'Thiết bị gia dụng',
      BuildingSolution: 'Giải pháp tòa nhà',
      FactoryAutomation: 'Tự động hóa công nghiệp',
      InfrastructureSolution: 'Giải pháp hạ tầng',
    },
    fields: {
      reference: 'Mã số',
      formType: 'Loại',
      businessArea: 'Lĩnh vực',
      fullName: 'Họ tên',
      email: 'Email',
      phoneNumber: 'Điện thoại',
      province: 'Tỉnh/thành phố',
      companyName: 'Công ty',
      companySize: 'Quy mô công ty',
      product: 'Sản phẩm/model',
      subject: 'Chủ đề',
      registrationNumber: 'Mã số doanh nghiệp',
      shopAddress: 'Địa chỉ cửa hàng',
      model: 'Model',
      serialNumber: 'Số sê-ri',
      purchaseDate: 'Ngày mua',
      dealerName: 'Đại lý bán',
      invoice: 'Hóa đơn',
      message: 'Nội dung',
      pageUrl: 'Gửi từ trang',
      language: 'Ngôn ngữ',
    },
    invoiceAttached: 'đã đính kèm (xem trong trang quản trị)',
    languageName: 'Tiếng Việt',
    notifySubject: '[{form}] {reference} – {name}',
    notifyIntro: 'Có {what} mới trên website lúc {time}.',
    notifyAdmin: 'Xem và xử lý trong trang quản trị:',
    confirmSubject: 'Sora Electric đã nhận {what} của bạn ({reference})',
    confirmBody:
      'Xin chào {name},\n\nCảm ơn bạn đã liên hệ với Sora Electric Việt Nam. Chúng tôi đã nhận được {what} của bạn lúc {time}, mã số {reference}. Bộ phận phụ trách sẽ phản hồi bạn trong thời gian sớm nhất.\n\nThông tin bạn đã gửi:\n{summary}\n\nNếu cần bổ sung thông tin, bạn chỉ cần trả lời thư này và giữ nguyên mã số {reference}.\n\nTrân trọng,\nSora Electric Việt Nam',
    consent:
      'Tôi đồng ý để Sora Electric Việt Nam lưu trữ và xử lý thông tin này để trả lời yêu cầu của tôi, theo Chính sách bảo mật.',
  },
  en: {
    forms: {
      GetInTouch: 'Get in touch',
      SignUpForDealer: 'Dealer sign-up',
      SignUpForDealerEWarranty: 'Dealer e-warranty sign-up',
      FAQ: 'Question',
    },
    what: {
      GetInTouch: 'message',
      SignUpForDealer: 'dealer application',
      SignUpForDealerEWarranty: 'e-warranty registration',
      FAQ: 'question',
    },
    areas: {
      HomeAppliances: 'Home appliances',
      BuildingSolution: 'Building solutions',
      FactoryAutomation: 'Factory automation',
      InfrastructureSolution: 'Infrastructure solutions',
    },
    fields: {
      reference: 'Reference',
      formType: 'Form',
      businessArea: 'Business area',
      fullName: 'Name',
      email: 'E-mail',
      phoneNumber: 'Phone',
      province: 'Province',
      companyName: 'Company',
      companySize: 'Company size',
      product: 'Product or model',
      subject: 'Subject',
      registrationNumber: 'Business registration number',
      shopAddress: 'Shop address',
      model: 'Model',
      serialNumber: 'Serial number',
      purchaseDate: 'Purchase date',
      dealerName: 'Dealer',
      invoice: 'Invoice',
      message: 'Message',
      pageUrl: 'Sent from',
      language: 'Language',
    },
    invoiceAttached: 'attached',
    languageName: 'English',
    notifySubject: '[{form}] {reference} – {name}',
    notifyIntro: 'A new {what} arrived on the website at {time}.',
    notifyAdmin: 'See and follow it up in the admin:',
    confirmSubject: 'Sora Electric has received your {what} ({reference})',
    confirmBody:
      'Dear {name},\n\nThank you for contacting Sora Electric Vietnam. We received your {what} at {time}, reference {reference}. The team in charge will get back to you as soon as possible.\n\nWhat you sent us:\n{summary}\n\nIf you need to add anything, simply reply to this e-mail and keep the reference {reference}.\n\nKind regards,\nSora Electric Vietnam',
    consent:
      'I agree that Sora Electric Vietnam stores and processes this information to answer my request, as set out in the Privacy Policy.',
  },
} as const

type FormName = keyof (typeof TEXTS)['vi']['forms']

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** `HH:mm DD/MM/YYYY` in Vietnam. */
const timeText = (date: Date): string => {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${clock} ${formatDate(date.toISOString())}`
}

/**
 * The consent line as the contact form shows it next to its checkbox (`contactForm.consent`, the
 * link's words filled in), else the chat widget's, else ours.
 */
export function contactConsentText(language: Locale): string {
  const messages = (language === 'vi' ? vi : en) as unknown as Record<
    string,
    Record<string, unknown> | undefined
  >
  for (const namespace of ['contactForm', 'chat']) {
    const consent = messages[namespace]?.consent
    const privacy = messages[namespace]?.privacy
    if (typeof consent === 'string')
      return fill(consent, { privacy: typeof privacy === 'string' ? privacy : '' })
  }
  return TEXTS[language].consent
}

/** The area's inbox from the settings, else the general one (`CONTACT_INBOX`). */
export async function contactInbox(payload: Payload, area: number | undefined): Promise<string> {
  const key = area === undefined ? undefined : AREA_INBOX_SETTINGS[area]
  const configured = key ? (await getSettingValue(payload, 'vi', key))?.trim() : undefined
  return configured && STORABLE_EMAIL.test(configured) ? configured : getEnv().CONTACT_INBOX
}

/** The fields this form type stores (what it shows), with the values sent. */
function storedFields(input: ContactInput) {
  const shown = new Set<string>(CONTACT_FORM_FIELDS[input.formType].shown)
  const pick = <K extends keyof ContactInput>(key: K) =>
    shown.has(key) ? (input[key] ?? null) : null
  return {
    phoneNumber: input.phoneNumber ?? null,
    province: pick('province'),
    companyName: pick('companyName'),
    companySize:
      shown.has('companySize') && input.companySize
        ? (String(input.companySize) as NonNullable<Contact['companySize']>)
        : null,
    product: pick('product'),
    message: input.message ?? null,
    registrationNumber: pick('registrationNumber'),
    shopAddress: pick('shopAddress'),
    model: pick('model'),
    serialNumber: pick('serialNumber'),
    // A calendar day, kept at noon in Vietnam so every time zone shows the same date.
    purchaseDate:
      shown.has('purchaseDate') && input.purchaseDate
        ? new Date(`${input.purchaseDate}T12:00:00+07:00`).toISOString()
        : null,
    dealerName: pick('dealerName'),
  }
}

/** The submission as lines `Label: value`, in `language`. */
function summary(
  input: ContactInput,
  language: Locale,
  extra: { reference?: string; invoice?: boolean; staff?: boolean } = {},
): string {
  const text = TEXTS[language]
  const form = (formName.get(input.formType) ?? 'GetInTouch') as FormName
  const shown = new Set<string>(CONTACT_FORM_FIELDS[input.formType].shown)
  const area = input.businessArea === undefined ? undefined : areaName.get(input.businessArea)
  const size = COMPANY_SIZES.find((item) => item.id === input.companySize)
  const lines: [keyof typeof text.fields, string | null | undefined][] = [
    ['reference', extra.reference],
    ['formType', text.forms[form]],
    ['businessArea', area ? text.areas[area] : null],
    ['fullName', input.fullName],
    ['email', input.email],
    ['phoneNumber', input.phoneNumber],
    [
      'province',
      shown.has('province') && input.province ? PROVINCES[input.province][language] : null,
    ],
    ['companyName', shown.has('companyName') ? input.companyName : null],
    ['companySize', shown.has('companySize') && size ? size[language] : null],
    ['product', shown.has('product') ? input.product : null],
    ['registrationNumber', shown.has('registrationNumber') ? input.registrationNumber : null],
    ['shopAddress', shown.has('shopAddress') ? input.shopAddress : null],
    ['model', shown.has('model') ? input.model : null],
    ['serialNumber', shown.has('serialNumber') ? input.serialNumber : null],
    [
      'purchaseDate',
      shown.has('purchaseDate') && input.purchaseDate
        ? formatDate(`${input.purchaseDate}T12:00:00+07:00`)
        : null,
    ],
    ['dealerName', shown.has('dealerName') ? input.dealerName : null],
    ['invoice', extra.invoice ? text.invoiceAttached : null],
    ['subject', input.subject],
    ['pageUrl', extra.staff ? input.pageUrl : null],
  ]
  const body = lines
    .filter(([, value]) => value)
    .map(([field, value]) => `${text.fields[field]}: ${value}`)
  if (input.message) body.push('', `${text.fields.message}:`, input.message)
  return body.join('\n')
}

function mailsFor(
  id: number,
  reference: string,
  input: ContactInput,
  language: Locale,
  inbox: string,
  now: Date,
  invoice: boolean,
): QueuedMail[] {
  const form = (formName.get(input.formType) ?? 'GetInTouch') as FormName
  const staff = TEXTS.vi
  const visitor = TEXTS[language]
  const time = timeText(now)
  const adminLink = new URL(`/admin/collections/contacts/${id}`, getEnv().SITE_URL).toString()
  return [
    {
      // To the team, in Vietnamese: who wrote, about what, where to follow it up.
      key: `contact:${id}:notify`,
      to: inbox,
      replyTo: input.email,
      subject: fill(staff.notifySubject, {
        form: staff.forms[form],
        reference,
        name: input.fullName,
      }),
      text: [
        fill(staff.notifyIntro, { what: staff.what[form], time }),
        '',
        summary(input, 'vi', { reference, invoice, staff: true }),
        '',
        `${staff.fields.language}: ${visitor.languageName}`,
        '',
        staff.notifyAdmin,
        adminLink,
        '',
      ].join('\n'),
      onSent: { collection: 'contacts', id, field: 'notifiedAt' },
    },
    {
      // To the visitor, in their language; a reply reaches the team.
      key: `contact:${id}:confirm`,
      to: input.email,
      replyTo: inbox,
      subject: fill(visitor.confirmSubject, { what: visitor.what[form], reference }),
      text: `${fill(visitor.confirmBody, {
        name: input.fullName,
        what: visitor.what[form],
        time,
        reference,
        summary: summary(input, language, { invoice }),
      })}\n`,
    },
  ]
}

type Stored = { id: number; reference: string }

async function findByKey(payload: Payload, key: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { idempotencyKey: { equals: key } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { reference: true },
    req,
  })
  const found = docs[0]
  return found ? { id: found.id, reference: found.reference ?? contactReference(found.id) } : null
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof ValidationError ||
  (error as { code?: string; cause?: { code?: string } } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505'

/**
 * `Contact/Create`: stores the submission first. One transaction writes the invoice (e-warranty),
 * the contact with its consent and reference, and its two mails (the area's inbox, and a
 * confirmation to the visitor in their language) into the durable mail queue; the mail worker
 * delivers them after the commit. The same idempotency key answers what it first stored and
 * writes nothing new, also when both arrive at once (the unique index lets one through). A
 * database that fails or stalls (a lock held, no answer) answers 503 "try again" within a few
 * seconds, and nothing of the submission remains.
 */
export async function createContact(
  payload: Payload,
  input: ContactInput,
  language: Locale,
  now = new Date(),
): Promise<Stored> {
  // The contract refuses it too; a robot that filled the hidden field gets nothing stored.
  if (input.website?.trim()) throw new BackendFault(400, SPAM[language])
  const form = formName.get(input.formType) ?? 'GetInTouch'
  const unavailable = () =>
    new BackendFault(503, CONTACT_UNAVAILABLE[language], CONTACT_UNAVAILABLE[language])

  let inbox: string
  try {
    inbox = await withDeadline(
      contactInbox(payload, input.businessArea),
      SUBMISSION_DEADLINE_MS,
      () => undefined,
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A contact could not be stored (settings)' })
    throw unavailable()
  }

  let abandoned = false
  let invoice: StoredFile | null = null
  const req: PayloadRequest = await createLocalReq({}, payload)
  const submit = async (): Promise<Stored> => {
    try {
      await beginBoundedTransaction(payload, req, {
        lockTimeoutMs: LOCK_TIMEOUT_MS,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      })
      if (abandoned) throw new Error('the database answered too late; the submission was abandoned')
      const existing = await findByKey(payload, input.idempotencyKey, req)
      if (existing) {
        await commitTransaction(req)
        return existing
      }
      if (input.formType === ContactFormType.SignUpForDealerEWarranty && input.invoice)
        invoice = await storePrivateFile(payload, input.invoice, {
          allowed: INVOICE_KINDS,
          maxBytes: ATTACHMENT_MAX_BYTES,
          req,
          language,
          field: 'invoice',
        })
      const created = await payload.create({
        collection: 'contacts',
        data: {
          formType: form,
          businessArea: input.businessArea === undefined ? null : areaName.get(input.businessArea),
          status: 'new',
          fullName: input.fullName,
          email: input.email,
          ...storedFields(input),
          subject: input.subject ?? null,
          invoice: invoice?.id ?? null,
          language,
          pageUrl: input.pageUrl ?? null,
          consentText: contactConsentText(language),
          consentedAt: now.toISOString(),
          idempotencyKey: input.idempotencyKey,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const reference = contactReference(created.id)
      await payload.update({
        collection: 'contacts',
        id: created.id,
        data: { reference },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await queueMail(
        payload,
        mailsFor(created.id, reference, input, language, inbox, now, invoice !== null),
        { req },
      )
      if (abandoned) throw new Error('the submission took too long and was abandoned')
      await commitTransaction(req)
      return { id: created.id, reference }
    } catch (error) {
      await killTransaction(req)
      if (invoice) await discardPrivateFile(invoice.filename)
      throw error
    }
  }

  try {
    const stored = await withDeadline(submit(), SUBMISSION_DEADLINE_MS, () => {
      abandoned = true
    })
    kickMailWorker(payload)
    return stored
  } catch (error) {
    if (error instanceof BackendFault) throw error
    // The same key sent twice at once: the unique index let the other one through.
    if (!abandoned && isUniqueViolation(error)) {
      const stored = await withDeadline(
        findByKey(payload, input.idempotencyKey),
        SUBMISSION_DEADLINE_MS,
        () => undefined,
      ).catch(() => null)
      if (stored) return stored
    }
    payload.logger.error({ err: error, msg: 'A contact could not be stored' })
    throw unavailable()
  }
}
