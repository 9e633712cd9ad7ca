import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { CV_KINDS, CV_MAX_BYTES, type CareerApplyInput } from '@/contract/career'
import { entityPath } from '@/contract/topic'
import { getEnv } from '@/env'
import { TIME_ZONE, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import vi from '@/i18n/messages/vi.json'
import { formatDate } from '@/lib/format/date'
import type { Career } from '@/payload-types'

import { BackendFault, notFoundFault } from '../errors'
import { kickMailWorker, queueMail, type QueuedMail } from '../mailQueue'
import { discardPrivateFile, storePrivateFile, type StoredFile } from '../privateFiles'
import { careerExpiry } from './careers'
import { getSettingValue } from './settings'

const texts = { vi: vi.jobApplication, en: en.jobApplication }

const FAULTS = {
  unknown: {
    vi: 'Không tìm thấy vị trí tuyển dụng này, có thể vị trí đã được gỡ xuống.',
    en: 'This job opening could not be found; it may have been taken down.',
  },
  closed: {
    vi: 'Vị trí này đã hết hạn nhận hồ sơ ngày {date}. Mời bạn xem các vị trí khác đang tuyển.',
    en: 'This position stopped accepting applications on {date}. Please see our other open positions.',
  },
  unavailable: {
    vi: 'Hệ thống đang bận nên hồ sơ chưa được gửi. Vui lòng thử lại sau ít phút.',
    en: 'Our system is busy, so your application was not sent. Please try again in a few minutes.',
  },
} as const satisfies Record<string, Record<Locale, string>>

/** What an applicant reads when the database failed or stalled. */
export const APPLICATION_UNAVAILABLE = FAULTS.unavailable

/** `UV-000045`: "ứng viên" and the application's number. */
export const applicationReference = (id: number): string => `UV-${String(id).padStart(6, '0')}`

/** `HH:mm DD/MM/YYYY` in Vietnam's time zone. */
const timeText = (date: Date): string => {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${clock} ${formatDate(date.toISOString())}`
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The consent line as the visitor saw it next to the checkbox, without its link. */
export const consentText = (language: Locale): string =>
  fill(texts[language].consent, { privacy: texts[language].privacy })

/** What an application needs to know of its opening. */
type Opening = Pick<Career, 'id' | 'title' | 'slug' | 'deadline' | 'isActive'>

async function findOpening(payload: Payload, id: number, locale: Locale): Promise<Opening | null> {
  const { docs } = await payload.find({
    collection: 'careers',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: 'vi',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { title: true, slug: true, deadline: true, isActive: true },
  })
  return docs[0] ?? null
}

async function findByKey(payload: Payload, key: string) {
  const { docs } = await payload.find({
    collection: 'job-applications',
    where: { idempotencyKey: { equals: key } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { reference: true },
  })
  const found = docs[0]
  return found
    ? { id: found.id, reference: found.reference ?? applicationReference(found.id) }
    : null
}

/** To the recruitment inbox (in Vietnamese, the team's language): who, for what, where to look. */
function notification(
  id: number,
  reference: string,
  input: CareerApplyInput,
  opening: Opening,
  language: Locale,
  inbox: string,
): QueuedMail {
  const site = getEnv().SITE_URL
  const page = new URL(entityPath(opening.slug, 'c', opening.id), site).toString()
  const admin = new URL(`/admin/collections/job-applications/${id}`, site).toString()
  const lines = [
    `Hồ sơ ứng tuyển mới ${reference}`,
    '',
    `Vị trí: ${opening.title}`,
    page,
    '',
    `Ứng viên: ${input.fullName}`,
    `Email: ${input.email}`,
    `Điện thoại: ${input.phoneNumber}`,
    `Ngôn ngữ: ${language === 'vi' ? 'Tiếng Việt' : 'Tiếng Anh'}`,
    '',
    'Thư giới thiệu:',
    input.coverLetter?.trim() || '(không có)',
    '',
    'Xem hồ sơ và mở CV trong trang quản trị (cần đăng nhập):',
    admin,
    '',
  ]
  return {
    key: `job-application:${id}:notify`,
    to: inbox,
    replyTo: input.email,
    subject: `[Ứng tuyển] ${opening.title} – ${input.fullName} (${reference})`,
    text: lines.join('\n'),
  }
}

/** To the applicant, in their language: received, under which reference, what happens next. */
function confirmation(
  id: number,
  reference: string,
  input: CareerApplyInput,
  title: string,
  language: Locale,
  inbox: string,
  at: Date,
): QueuedMail {
  const mail = texts[language].confirmMail
  const values = { name: input.fullName, title, reference, time: timeText(at) }
  return {
    key: `job-application:${id}:confirm`,
    to: input.email,
    replyTo: inbox,
    subject: fill(mail.subject, values),
    text: [
      fill(mail.greeting, values),
      fill(mail.body, values),
      mail.next,
      mail.signature,
      '',
    ].join('\n\n'),
  }
}

/** Stores a checked application, its CV and its two mails in one transaction. */
async function store(
  payload: Payload,
  input: CareerApplyInput,
  language: Locale,
  opening: Opening,
  now: Date,
): Promise<{ id: number; reference: string }> {
  // The team reads the opening's Vietnamese title and page.
  const staffOpening =
    language === 'vi' ? opening : ((await findOpening(payload, opening.id, 'vi')) ?? opening)
  const inbox = (await getSettingValue(payload, 'vi', 'RecruitmentEmail')) || getEnv().CONTACT_INBOX
  const req: PayloadRequest = await createLocalReq({}, payload)
  await initTransaction(req)
  let cv: StoredFile | undefined
  try {
    cv = await storePrivateFile(payload, input.cv, {
      allowed: CV_KINDS,
      maxBytes: CV_MAX_BYTES,
      req,
      language,
      field: 'cv',
    })
    const { id } = await payload.create({
      collection: 'job-applications',
      data: {
        career: opening.id,
        status: 'new',
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        coverLetter: input.coverLetter || null,
        cv: cv.id,
        language,
        consentText: consentText(language),
        consentedAt: now.toISOString(),
        idempotencyKey: input.idempotencyKey,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const reference = applicationReference(id)
    await payload.update({
      collection: 'job-applications',
      id,
      data: { reference },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queueMail(
      payload,
      [
        notification(id, reference, input, staffOpening, language, inbox),
        confirmation(id, reference, input, opening.title, language, inbox, now),
      ],
      { req },
    )
    await commitTransaction(req)
    return { id, reference }
  } catch (error) {
    await killTransaction(req)
    if (cv) await discardPrivateFile(cv.filename)
    throw error
  }
}

/**
 * `Career/Apply`: stores an application for an open position, its CV kept privately, with the
 * two mails (to the recruitment inbox, and a confirmation to the applicant in their language) in
 * the same transaction: all of it is stored, or nothing is. The same idempotency key answers the
 * application it first stored and writes nothing new. An unknown or hidden opening is a 404, a
 * closed one a 400; a database that fails is a 503 asking to try again.
 */
export async function applyForCareer(
  payload: Payload,
  input: CareerApplyInput,
  language: Locale,
  now = new Date(),
): Promise<{ id: number; reference: string }> {
  try {
    const existing = await findByKey(payload, input.idempotencyKey)
    if (existing) return existing
    const opening = await findOpening(payload, input.careerId, language)
    if (!opening?.isActive) throw notFoundFault(FAULTS.unknown[language])
    const closes = careerExpiry(opening.deadline)
    if (now >= closes)
      throw new BackendFault(
        400,
        fill(FAULTS.closed[language], { date: formatDate(opening.deadline) }),
      )
    const stored = await store(payload, input, language, opening, now)
    kickMailWorker(payload)
    return stored
  } catch (error) {
    if (error instanceof BackendFault) throw error
    // The same key sent twice at once: the unique index let one through; answer that one.
    const stored = await findByKey(payload, input.idempotencyKey).catch(() => null)
    if (stored) return stored
    payload.logger.error({ err: error, msg: 'A job application could not be stored' })
    throw new BackendFault(503, FAULTS.unavailable[language])
  }
}
