import type { CollectionSlug, Payload, Where } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { getEnv } from '@/env'
import { jobsLeadership } from '@/lib/db/jobsLeadership'
import { processWide } from '@/lib/processWide'
import { onShutdown } from '@/server/lifecycle'

/** The site's Payload, loaded only when the clock runs (this module's functions take one). */
const backendPayload = async () => (await import('./payload')).backendPayload()

/**
 * Retention of what visitors sent (issue 14, item 9): contact messages and job applications
 * older than the `ContactRetentionMonths` setting (24 months when unset) are anonymised once a
 * day. Personal fields are blanked (required texts read "Đã ẩn danh"), the private files they
 * carried (invoice photos, CVs) are deleted, `anonymisedAt` is set; what remains (form, area,
 * status, product, province, dates) still counts in statistics. Copies of their mails (the
 * delivered or abandoned rows of the mail queue, the outbox) older than the same period are
 * deleted. Running it again changes nothing.
 */

export const RETENTION_SETTING = 'ContactRetentionMonths'
export const DEFAULT_RETENTION_MONTHS = 24
/** The longest period the setting may ask for (ten years); anything else falls back to 24. */
const MAX_RETENTION_MONTHS = 120

/** What a required text reads once anonymised. */
export const ANONYMISED = 'Đã ẩn danh'
/** What a required e-mail address reads once anonymised (a reserved, undeliverable domain). */
export const ANONYMISED_EMAIL = 'an-danh@an-danh.invalid'

const PRIVATE_FILES = 'private-files'

/** A collection whose documents are anonymised, and which of its fields are personal. */
export type RetentionTarget = {
  collection: string
  /**
   * Fields that say who sent it or what they wrote. Texts are emptied (a required one reads
   * `ANONYMISED`), e-mail addresses become `ANONYMISED_EMAIL`, lists are emptied, and the
   * private files of upload fields are deleted. Fields the collection does not have are skipped.
   */
  personal: readonly string[]
}

export const RETENTION_TARGETS: readonly RetentionTarget[] = [
  {
    collection: 'contacts',
    personal: [
      'fullName',
      'email',
      'phoneNumber',
      'companyName',
      'subject',
      'message',
      'registrationNumber',
      'shopAddress',
      'serialNumber',
      'invoice',
      'notes',
      'pageUrl',
    ],
  },
  {
    collection: 'job-applications',
    personal: ['fullName', 'email', 'phoneNumber', 'coverLetter', 'cv', 'notes'],
  },
]

/** Mail copies deleted after the same period: the queue's finished rows, the outbox. */
const MAIL_COPIES: readonly { collection: string; where: Where }[] = [
  { collection: 'mail-queue', where: { status: { in: ['sent', 'failed'] } } },
  { collection: 'outbox', where: {} },
]

export type RetentionResult = {
  months: number
  cutoff: Date
  /** Documents anonymised, by collection. */
  anonymised: Record<string, number>
  /** Private files deleted. */
  files: number
  /** Mail copies deleted. */
  mails: number
  /** Documents that could not be anonymised this time (tried again on the next run). */
  failed: number
}

/** The retention period the setting asks for, in whole months (1–120), else 24. */
export function parseRetentionMonths(value: string | null | undefined): number {
  const text = (value ?? '').trim()
  if (!/^\d{1,3}$/.test(text)) return DEFAULT_RETENTION_MONTHS
  const months = Number(text)
  return months >= 1 && months <= MAX_RETENTION_MONTHS ? months : DEFAULT_RETENTION_MONTHS
}

/** `months` calendar months before `now` (the 31st falls back to the month's last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

/** The configured retention period (the setting's Vietnamese value). */
export async function retentionMonths(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'settings',
    where: { key: { equals: RETENTION_SETTING } },
    locale: defaultLocale,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const value = docs[0]?.value
  const months = parseRetentionMonths(value)
  if (value !== undefined && String(months) !== value.trim())
    payload.logger.warn(
      `Setting ${RETENTION_SETTING} "${value}" is not a number of months (1–${MAX_RETENTION_MONTHS}): keeping ${months} months`,
    )
  return months
}

type FieldInfo = { name: string; type: string; required?: boolean; relationTo?: unknown }

const hasCollection = (payload: Payload, slug: string) =>
  Boolean(payload.collections[slug as CollectionSlug])

const fieldsOf = (payload: Payload, slug: string): Map<string, FieldInfo> =>
  new Map(
    (
      payload.collections[slug as CollectionSlug]!.config.flattenedFields as unknown as FieldInfo[]
    ).map((field) => [field.name, field]),
  )

const idOf = (value: unknown): number | string | null => {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/** The values that replace a document's personal fields. */
export function anonymisedData(
  fields: ReadonlyMap<string, FieldInfo>,
  personal: readonly string[],
  now: Date,
): Record<string, unknown> {
  const data: Record<string, unknown> = { anonymisedAt: now.toISOString() }
  for (const name of personal) {
    const field = fields.get(name)
    if (!field) continue
    switch (field.type) {
      case 'email':
        data[name] = field.required ? ANONYMISED_EMAIL : null
        break
      case 'text':
      case 'textarea':
        data[name] = field.required ? ANONYMISED : null
        break
      case 'array':
      case 'blocks':
        data[name] = []
        break
      default:
        data[name] = null
    }
  }
  return data
}

/** The private files a document's personal upload fields point to. */
function privateFilesOf(
  doc: Record<string, unknown>,
  fields: ReadonlyMap<string, FieldInfo>,
  personal: readonly string[],
): (number | string)[] {
  const ids: (number | string)[] = []
  for (const name of personal) {
    const field = fields.get(name)
    if (field?.type !== 'upload' || field.relationTo !== PRIVATE_FILES) continue
    const values = Array.isArray(doc[name]) ? (doc[name] as unknown[]) : [doc[name]]
    for (const value of values) {
      const id = idOf(value)
      if (id !== null) ids.push(id)
    }
  }
  return ids
}

async function deletePrivateFile(payload: Payload, id: number | string): Promise<boolean> {
  const { docs } = await payload.delete({
    collection: PRIVATE_FILES as CollectionSlug,
    where: { id: { equals: id } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length > 0
}

/** Anonymises one collection's documents created before `cutoff`, a batch at a time. */
async function anonymiseCollection(
  payload: Payload,
  target: RetentionTarget,
  cutoff: Date,
  now: Date,
  batchSize: number,
  result: RetentionResult,
): Promise<void> {
  const slug = target.collection as CollectionSlug
  const fields = fieldsOf(payload, target.collection)
  if (!fields.has('anonymisedAt')) {
    payload.logger.warn(`Retention: ${target.collection} has no anonymisedAt field, skipped`)
    return
  }
  const data = anonymisedData(fields, target.personal, now)
  const failed: (number | string)[] = []
  for (;;) {
    const { docs } = await payload.find({
      collection: slug,
      where: {
        and: [
          { createdAt: { less_than: cutoff.toISOString() } },
          { anonymisedAt: { exists: false } },
          ...(failed.length > 0 ? [{ id: { not_in: failed } }] : []),
        ],
      },
      sort: 'id',
      limit: batchSize,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    if (docs.length === 0) return
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const id = doc.id as number | string
      try {
        // Files first: a deleted file empties the reference to it, and a run that stops between
        // the two steps finds the document still to do, never a file left behind.
        for (const file of privateFilesOf(doc, fields, target.personal))
          if (hasCollection(payload, PRIVATE_FILES) && (await deletePrivateFile(payload, file)))
            result.files += 1
        await payload.update({
          collection: slug,
          id,
          data,
          overrideAccess: true,
          depth: 0,
          context: { retention: true },
        })
        result.anonymised[target.collection] = (result.anonymised[target.collection] ?? 0) + 1
      } catch (error) {
        failed.push(id)
        result.failed += 1
        payload.logger.error({
          err: error,
          msg: `Retention: ${target.collection} ${String(id)} could not be anonymised`,
        })
      }
    }
  }
}

/**
 * Anonymises every contact message and job application created more than the retention period
 * before `now`, deletes their private files and old mail copies. Idempotent: what is anonymised
 * is not touched again.
 */
export async function anonymiseExpired(
  payload: Payload,
  options: { now?: Date; months?: number; batchSize?: number } = {},
): Promise<RetentionResult> {
  const now = options.now ?? new Date()
  const months = options.months ?? (await retentionMonths(payload))
  const cutoff = retentionCutoff(now, months)
  const result: RetentionResult = {
    months,
    cutoff,
    anonymised: {},
    files: 0,
    mails: 0,
    failed: 0,
  }
  for (const target of RETENTION_TARGETS)
    if (hasCollection(payload, target.collection))
      await anonymiseCollection(payload, target, cutoff, now, options.batchSize ?? 100, result)
  for (const copies of MAIL_COPIES) {
    if (!hasCollection(payload, copies.collection)) continue
    const { docs } = await payload.delete({
      collection: copies.collection as CollectionSlug,
      where: { and: [copies.where, { createdAt: { less_than: cutoff.toISOString() } }] },
      overrideAccess: true,
      depth: 0,
    })
    result.mails += docs.length
  }
  const total = Object.values(result.anonymised).reduce((sum, count) => sum + count, 0)
  if (total > 0 || result.mails > 0 || result.failed > 0)
    payload.logger.info(
      `Retention (${months} months, before ${cutoff.toISOString()}): ${total} anonymised, ${result.files} files and ${result.mails} mail copies deleted, ${result.failed} failed`,
    )
  return result
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * Runs `anonymiseExpired` on the jobs leader (one instance at a time) a few minutes after start
 * and then once a day: the clock checks hourly whether a day has passed since its last run, so
 * an instance taking over the lead runs it within the hour.
 */
export function startRetentionClock(
  options: { firstAfterMs?: number; checkEveryMs?: number } = {},
): void {
  if (getEnv().PAYLOAD_JOBS !== 'on') return
  processWide('sora.retentionClock', () => {
    let lastRun = 0
    let stopped = false
    let timer: NodeJS.Timeout | undefined
    const tick = async () => {
      try {
        if (Date.now() - lastRun >= DAY_MS && (await jobsLeadership().isLeader())) {
          await anonymiseExpired(await backendPayload())
          lastRun = Date.now()
        }
      } catch (error) {
        // Tried again at the next check.
        const payload = await backendPayload().catch(() => null)
        payload?.logger.warn(`Retention run failed: ${String(error)}`)
      }
      if (!stopped) timer = setTimeout(() => void tick(), options.checkEveryMs ?? HOUR_MS).unref()
    }
    timer = setTimeout(() => void tick(), options.firstAfterMs ?? 5 * 60 * 1000).unref()
    onShutdown(() => {
      stopped = true
      clearTimeout(timer)
    })
    return true
  })
}
