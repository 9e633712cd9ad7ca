import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { getEnv } from '@/env'
import { acceptedByServer } from '@/lib/mail/adapter'
import { processWide } from '@/lib/processWide'
import { onShutdown } from '@/server/lifecycle'
import { drizzleOf } from '@/lib/db/drizzle'

import { runInBackground } from './background'

/**
 * The durable mail outbox (`mail-queue`). A submission queues its mails in its own transaction,
 * so they exist exactly when the submission does; the worker then delivers them, retrying with
 * exponential backoff while the mail server is down, and gives up (status `failed`, visible in
 * the admin) after `MAX_ATTEMPTS`. Each mail carries a Message-ID made from its unique key, so a
 * mail sent again after a crash between sending and recording it is recognisable as the same.
 */

/** Something to record on another document once the mail is accepted by a mail server. */
export type SentMark = { collection: CollectionSlug; id: number; field: string }

/** A file sent with a mail; `cid` makes it an inline image the HTML refers to (`cid:…`). */
export type MailAttachment = {
  filename: string
  contentType: string
  /** The bytes, base64. */
  content: string
  cid?: string
}

export type QueuedMail = {
  /** Unique per mail, e.g. `contact:123:notify`: the same key is never queued twice. */
  key: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  attachments?: MailAttachment[] | null
  /** Extra header lines, e.g. `List-Unsubscribe` on announcements. */
  headers?: Record<string, string> | null
  /** E.g. `{ collection: 'contacts', id, field: 'notifiedAt' }`: set to the time it was sent. */
  onSent?: SentMark | null
}

export const MAX_ATTEMPTS = 10
/** First retry after 30 s, doubling up to an hour: about 3.5 hours of attempts in all. */
const FIRST_BACKOFF_MS = 30_000
const MAX_BACKOFF_MS = 60 * 60_000
/** How long a claimed mail may take to send before another worker may claim it again. */
export const LEASE_MS = 5 * 60_000
/** Mails sent at once by one worker. */
const PARALLEL = 4

export const backoffMs = (attempts: number): number =>
  Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)

/** `<contact.123.notify@soraelectric.vn>`: the same for every attempt of one mail. */
export const messageIdFor = (key: string): string => {
  const domain = getEnv().MAIL_FROM.split('@')[1] ?? 'localhost'
  return `<${key.replace(/[^A-Za-z0-9.-]+/g, '.')}@${domain}>`
}

/**
 * Queues mails in the caller's transaction (`req`): they commit or roll back with it. The worker
 * is kicked shortly after; the caller may kick it at once after committing (`kickMailWorker`).
 */
export async function queueMail(
  payload: Payload,
  mails: QueuedMail[],
  { req }: { req?: PayloadRequest } = {},
): Promise<void> {
  for (const mail of mails)
    await payload.create({
      collection: 'mail-queue',
      data: {
        key: mail.key,
        status: 'pending',
        attempts: 0,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? null,
        headers: mail.headers ?? null,
        onSent: mail.onSent ?? null,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  // The transaction commits after this returns: look again a moment later.
  const timer = setTimeout(() => kickMailWorker(payload), 500)
  timer.unref?.()
}

type ClaimedRow = {
  id: number
  key: string
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  attachments: MailAttachment[] | null
  headers: Record<string, string> | null
  attempts: number | string
  on_sent: SentMark | null
}

export type DeliveryReport = { sent: number; retrying: number; failed: number }

/**
 * Delivers the mails that are due at `now`: pending ones whose next attempt has come, and ones a
 * worker claimed but did not finish within its lease. Rows are claimed with `FOR UPDATE SKIP
 * LOCKED`, so workers on several instances never send the same mail at once. Repeats until
 * nothing is due (at most `rounds` batches of `limit`).
 */
export async function deliverDueMail(
  payload: Payload,
  {
    now = new Date(),
    limit = 25,
    rounds = 40,
  }: { now?: Date; limit?: number; rounds?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  for (let round = 0; round < rounds; round += 1) {
    const claimed = await claimDue(payload, now, limit)
    for (let at = 0; at < claimed.length; at += PARALLEL)
      await Promise.all(
        claimed.slice(at, at + PARALLEL).map((row) => deliver(payload, row, now, report)),
      )
    if (claimed.length < limit) break
  }
  return report
}

async function claimDue(payload: Payload, now: Date, limit: number): Promise<ClaimedRow[]> {
  const db = drizzleOf(payload)
  const at = now.toISOString()
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString()
  const result = await db.execute<ClaimedRow>(sql`
    UPDATE mail_queue AS m
    SET status = 'sending', attempts = coalesce(m.attempts, 0) + 1, lease_until = ${leaseEnd},
        updated_at = ${at}
    FROM (
      SELECT id FROM mail_queue
      WHERE (status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}))
         OR (status = 'sending' AND lease_until <= ${at})
      ORDER BY coalesce(next_attempt_at, created_at), id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE m.id = due.id
    RETURNING m.id, m.key, m."to", m.reply_to, m.subject, m.text, m.html, m.attachments, m.headers, m.attempts,
      m.on_sent`)
  return result.rows
}

async function deliver(payload: Payload, row: ClaimedRow, now: Date, report: DeliveryReport) {
  const db = drizzleOf(payload)
  const attempts = Number(row.attempts)
  const at = now.toISOString()
  // Only the claim that is still ours is recorded (not one another worker took over).
  const ours = sql`id = ${row.id} AND status = 'sending' AND attempts = ${attempts}`
  let info: unknown
  try {
    info = await payload.sendEmail({
      to: row.to,
      replyTo: row.reply_to || undefined,
      subject: row.subject,
      text: row.text,
      html: row.html || undefined,
      attachments: row.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content, 'base64'),
        ...(file.cid ? { cid: file.cid } : {}),
      })),
      ...(row.headers ? { headers: row.headers } : {}),
      messageId: messageIdFor(row.key),
    })
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
    if (attempts >= MAX_ATTEMPTS) {
      report.failed += 1
      payload.logger.error(`Mail ${row.key} failed ${attempts} times and was given up: ${message}`)
      await db.execute(sql`
        UPDATE mail_queue SET status = 'failed', lease_until = NULL, next_attempt_at = NULL,
          last_error = ${message}, updated_at = ${at}
        WHERE ${ours}`)
    } else {
      report.retrying += 1
      const next = new Date(now.getTime() + backoffMs(attempts)).toISOString()
      payload.logger.warn(
        `Mail ${row.key} not sent (attempt ${attempts}), retry at ${next}: ${message}`,
      )
      await db.execute(sql`
        UPDATE mail_queue SET status = 'pending', lease_until = NULL, next_attempt_at = ${next},
          last_error = ${message}, updated_at = ${at}
        WHERE ${ours}`)
    }
    return
  }
  report.sent += 1
  await db.execute(sql`
    UPDATE mail_queue SET status = 'sent', sent_at = ${at}, lease_until = NULL,
      next_attempt_at = NULL, last_error = NULL, updated_at = ${at}
    WHERE ${ours}`)
  // Kept in the admin outbox (no mail server configured) is not "sent" for the document.
  if (row.on_sent && acceptedByServer(info)) {
    try {
      await payload.update({
        collection: row.on_sent.collection,
        id: row.on_sent.id,
        data: { [row.on_sent.field]: at },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      payload.logger.warn({ err: error, msg: `Mail ${row.key} was sent; recording it failed` })
    }
  }
}

type WorkerState = {
  timer: NodeJS.Timeout | null
  paused: boolean
  running: boolean
  again: boolean
}

const worker = processWide<WorkerState>('sora.mailWorker', () => ({
  timer: null,
  paused: false,
  running: false,
  again: false,
}))

/**
 * Delivers what is due now, in the background (`backgroundSettled` waits for it). A kick while a
 * delivery runs makes it look once more when done. Does nothing while paused (tests driving
 * `deliverDueMail` with their own clock).
 */
export function kickMailWorker(payload: Payload): void {
  if (worker.paused) return
  if (worker.running) {
    worker.again = true
    return
  }
  worker.running = true
  runInBackground('mail', async () => {
    try {
      do {
        worker.again = false
        if (worker.paused) break
        await deliverDueMail(payload)
      } while (worker.again)
    } finally {
      worker.running = false
    }
  })
}

/** Starts delivering queued mail every `everyMs` on this instance (once per process). */
export function startMailWorker(payload: Payload, { everyMs = 15_000 } = {}): void {
  worker.paused = false
  if (!worker.timer) {
    worker.timer = setInterval(() => kickMailWorker(payload), everyMs)
    worker.timer.unref()
    onShutdown(() => stopMailWorker())
  }
  kickMailWorker(payload)
}

/** Stops the periodic delivery and every kick until `startMailWorker` or `pauseMailWorker(false)`. */
export function stopMailWorker(): void {
  worker.paused = true
  if (worker.timer) clearInterval(worker.timer)
  worker.timer = null
}

/** Pauses or resumes delivery by kicks (the interval, when started, keeps its timer). */
export function pauseMailWorker(paused: boolean): void {
  worker.paused = paused
}
