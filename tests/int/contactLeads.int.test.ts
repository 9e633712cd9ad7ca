import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ContactInputIn } from '@/contract/contact'

import { uniqueIp } from '../helpers/addresses'
import { bodyText, subjectOf } from '../helpers/mailSink'
import { startSmtpServer, type Received } from '../helpers/smtp'

// A real mail server in this process; the site is configured with it before it loads. The fault
// test stops it and brings it back on the same port.
let smtp = await startSmtpServer()
const servers = [smtp]
process.env.SMTP_URL = smtp.url
const { testPayload } = await import('../helpers/payload')
const { bothTransports, failure, raw } = await import('../helpers/transports')
const { createContact } = await import('@/lib/backend/contacts')
const { backgroundSettled } = await import('@/backend/background')
const { deliverDueMail, messageIdFor, pauseMailWorker } = await import('@/backend/mailQueue')
const { CONTACT_UNAVAILABLE } = await import('@/backend/services/contacts')
const { privateFilesDir } = await import('@/lib/paths')
const { encodeBase64 } = await import('@/domain/fileType')
const { vietnamDay } = await import('@/domain/vietnamTime')

const CREATE = '/api/services/app/Contact/Create'
let payload: Payload
const transports = bothTransports()

beforeAll(async () => {
  payload = await testPayload()
  // This file drives delivery itself (and with its own clock in the fault test).
  pauseMailWorker(true)
  await backgroundSettled()
})

afterAll(async () => {
  pauseMailWorker(false)
  await Promise.all(servers.map((server) => server.close()))
})

const key = () => randomUUID()
const email = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.vn`

const getInTouch = (overrides: Record<string, unknown> = {}) =>
  ({
    formType: 'GetInTouch',
    fullName: 'Nguyễn Thị Lan',
    email: email('lan'),
    phoneNumber: '0912 345 678',
    message: 'Tôi muốn được tư vấn điều hòa cho văn phòng 120 m².',
    consent: true,
    idempotencyKey: key(),
    pageUrl: '/lien-he',
    ...overrides,
  }) as ContactInputIn

const dealer = (overrides: Record<string, unknown> = {}) =>
  ({
    formType: 'SignUpForDealer',
    fullName: 'Trần Văn Hùng',
    email: email('hung'),
    phoneNumber: '0236 3812 345',
    province: 'da-nang',
    companyName: 'Công ty TNHH Điện lạnh Sông Hàn',
    companySize: 2,
    registrationNumber: '0401234567',
    shopAddress: '125 Nguyễn Văn Linh, Hải Châu, Đà Nẵng',
    consent: true,
    idempotencyKey: key(),
    ...overrides,
  }) as ContactInputIn

let png: Buffer
const invoiceOf = (bytes: Uint8Array, fileName: string, contentType: string) => ({
  fileName,
  contentType,
  data: encodeBase64(bytes),
})
const eWarranty = (overrides: Record<string, unknown> = {}) =>
  ({
    formType: 'SignUpForDealerEWarranty',
    fullName: 'Lê Minh Tuấn',
    email: email('tuan'),
    phoneNumber: '0908123456',
    province: 'ho-chi-minh',
    model: 'MSY-JW35VF',
    serialNumber: 'SN-2025-00042',
    purchaseDate: vietnamDay(new Date(Date.now() - 3 * 24 * 3600 * 1000)),
    dealerName: 'Điện máy Phương Nam',
    invoice: invoiceOf(png, 'hoa-don.jpg', 'image/jpeg'),
    consent: true,
    idempotencyKey: key(),
    ...overrides,
  }) as ContactInputIn

beforeAll(async () => {
  png = await sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 240, g: 240, b: 240 } },
  })
    .png()
    .toBuffer()
})

const count = async (collection: 'contacts' | 'mail-queue' | 'private-files') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const counts = async () => ({
  contacts: await count('contacts'),
  mails: await count('mail-queue'),
  files: await count('private-files'),
})

const byKey = async (idempotencyKey: string) =>
  (
    await payload.find({
      collection: 'contacts',
      where: { idempotencyKey: { equals: idempotencyKey } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const queuedFor = async (ids: number[]) =>
  (
    await payload.find({
      collection: 'mail-queue',
      where: {
        key: { in: ids.flatMap((id) => [`contact:${id}:notify`, `contact:${id}:confirm`]) },
      },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

type Envelope = { error: { message: string; validationErrors?: { members: string[] }[] } }
const membersOf = (body: unknown) =>
  ((body as Envelope).error.validationErrors ?? []).flatMap((item) => item.members)

describe.each(Object.keys(transports))('Contact/Create over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const post = (body: unknown, locale: 'vi' | 'en' = 'vi') =>
    raw(transport(), {
      method: 'POST',
      path: CREATE,
      locale,
      body,
      headers: { 'x-client-ip': uniqueIp() },
    })

  describe('validation per form type (400 naming the fields, nothing stored)', () => {
    const bare = { fullName: 'Phạm An', email: 'an.pham@example.vn', consent: true }
    it.each([
      ['GetInTouch', ['message']],
      ['FAQ', ['message']],
      [
        'SignUpForDealer',
        ['phoneNumber', 'province', 'companyName', 'registrationNumber', 'shopAddress'],
      ],
      [
        'SignUpForDealerEWarranty',
        [
          'phoneNumber',
          'province',
          'model',
          'serialNumber',
          'purchaseDate',
          'dealerName',
          'invoice',
        ],
      ],
    ])('%s asks for %j', async (formType, required) => {
      const before = await counts()
      const answer = await post({ ...bare, formType, idempotencyKey: key() })
      expect(answer.status).toBe(400)
      expect(membersOf(answer.body).sort()).toEqual([...required].sort())
      expect(await counts()).toEqual(before)
    })

    it('refuses values that are not what a field takes', async () => {
      const before = await counts()
      const answer = await post(
        dealer({
          phoneNumber: '12345',
          province: 'sai-gon',
          registrationNumber: '12-34',
          companySize: 99,
          consent: false,
          idempotencyKey: 'not-a-uuid',
        }),
      )
      expect(answer.status).toBe(400)
      expect(membersOf(answer.body)).toEqual(
        expect.arrayContaining([
          'phoneNumber',
          'province',
          'registrationNumber',
          'companySize',
          'consent',
          'idempotencyKey',
        ]),
      )
      const warranty = await post(
        eWarranty({
          purchaseDate: '2999-01-01',
          serialNumber: 'số sê-ri',
          invoice: { fileName: 'x.png', contentType: 'image/png', data: 'không phải base64' },
        }),
      )
      expect(warranty.status).toBe(400)
      expect(membersOf(warranty.body)).toEqual(
        expect.arrayContaining(['purchaseDate', 'serialNumber', 'invoice.data']),
      )
      expect(await counts()).toEqual(before)
    })

    it('answers a malformed body with 400, never 500', async () => {
      for (const body of [{}, { formType: 'Nope' }, { ...getInTouch(), invoice: 'x' }]) {
        const answer = await post(body, 'en')
        expect(answer.status).toBe(400)
      }
    })
  })

  it('a filled honeypot: 400, nothing written', async () => {
    const before = await counts()
    const answer = await post(getInTouch({ website: 'http://cheap-pills.example' }))
    expect(answer.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('stores first: the contact, its consent, reference and both mails exist when it answers', async () => {
    const input = getInTouch({ businessArea: 'buildingSolution' })
    const { id, reference } = await createContact('en', input, uniqueIp(), transport())
    expect(reference).toMatch(/^LH-\d{6}$/)
    const stored = await payload.findByID({ collection: 'contacts', id, overrideAccess: true })
    expect(stored).toMatchObject({
      reference,
      formType: 'GetInTouch',
      businessArea: 'BuildingSolution',
      status: 'new',
      fullName: 'Nguyễn Thị Lan',
      phoneNumber: '0912345678',
      language: 'en',
      idempotencyKey: input.idempotencyKey,
    })
    expect(stored.consentText).toBeTruthy()
    expect(Date.now() - Date.parse(stored.consentedAt!)).toBeLessThan(60_000)
    expect(stored.notifiedAt ?? null).toBeNull()
    const mails = await queuedFor([id])
    expect(mails).toHaveLength(2)
    const notify = mails.find((mail) => mail.key === `contact:${id}:notify`)!
    const confirm = mails.find((mail) => mail.key === `contact:${id}:confirm`)!
    // The area's inbox (a setting), and a confirmation in the visitor's language.
    expect(notify).toMatchObject({ status: 'pending', to: 'toanha@soraelectric.vn' })
    expect(notify.replyTo).toBe(input.email)
    expect(notify.subject).toBe(`[Liên hệ] ${reference} – Nguyễn Thị Lan`)
    expect(confirm).toMatchObject({ status: 'pending', to: input.email })
    expect(confirm.subject).toBe(`Sora Electric has received your message (${reference})`)
    expect(confirm.text).toContain('Dear Nguyễn Thị Lan')
  })

  it('confirms in Vietnamese to a Vietnamese visitor; no area goes to the general inbox', async () => {
    const { id, reference } = await createContact('vi', dealer(), uniqueIp(), transport())
    const mails = await queuedFor([id])
    expect(mails.find((mail) => mail.key.endsWith(':notify'))!.to).toBe('cskh@soraelectric.vn')
    const confirm = mails.find((mail) => mail.key.endsWith(':confirm'))!
    expect(confirm.subject).toBe(`Sora Electric đã nhận đăng ký làm đại lý của bạn (${reference})`)
    expect(confirm.text).toContain('Xin chào Trần Văn Hùng')
    expect(confirm.text).toContain('Tỉnh/thành phố: Đà Nẵng')
    expect(confirm.text).toContain('Quy mô công ty: 10 – 49 nhân viên')
  })

  describe('idempotency', () => {
    it('the same key sent again answers the same, writing nothing new', async () => {
      const input = getInTouch()
      const first = await createContact('vi', input, uniqueIp(), transport())
      const before = await counts()
      const again = await createContact('vi', input, uniqueIp(), transport())
      expect(again).toEqual(first)
      expect(await counts()).toEqual(before)
      expect(await byKey(input.idempotencyKey)).toHaveLength(1)
    })

    it('a double submit at once stores one contact and two mails', async () => {
      const input = eWarranty()
      const before = await counts()
      const answers = await Promise.all([
        createContact('vi', input, uniqueIp(), transport()),
        createContact('vi', input, uniqueIp(), transport()),
      ])
      expect(answers[1]).toEqual(answers[0])
      expect(await counts()).toEqual({
        contacts: before.contacts + 1,
        mails: before.mails + 2,
        files: before.files + 1,
      })
      expect(await queuedFor([answers[0].id])).toHaveLength(2)
    })
  })

  describe('the invoice of an e-warranty registration, judged by its bytes', () => {
    it('keeps a PNG named .pdf (claimed as PDF) privately, as the PNG it is', async () => {
      const { id } = await createContact(
        'vi',
        eWarranty({ invoice: invoiceOf(png, 'hoa-don.pdf', 'application/pdf') }),
        uniqueIp(),
        transport(),
      )
      const stored = await payload.findByID({
        collection: 'contacts',
        id,
        overrideAccess: true,
        depth: 1,
      })
      const file = stored.invoice as {
        filename: string
        mimeType: string
        originalName: string
        kind: string
      }
      expect(file).toMatchObject({
        kind: 'png',
        mimeType: 'image/png',
        originalName: 'hoa-don.png',
      })
      expect(stored.purchaseDate).toBeTruthy()
      // Under the data directory's private folder, readable by staff only.
      expect(existsSync(path.join(privateFilesDir(), file.filename))).toBe(true)
      expect(path.join(privateFilesDir(), file.filename)).not.toContain(
        `${path.sep}public${path.sep}`,
      )
      await expect(
        payload.find({ collection: 'private-files', overrideAccess: false }),
      ).rejects.toThrow()
    })

    it('refuses a text file named .jpg, storing nothing', async () => {
      const before = await counts()
      const answer = await post(
        eWarranty({
          invoice: invoiceOf(
            new TextEncoder().encode('Đây là một tệp văn bản, không phải ảnh hóa đơn.'),
            'hoa-don.jpg',
            'image/jpeg',
          ),
        }),
      )
      expect(answer.status).toBe(400)
      expect(membersOf(answer.body)).toContain('invoice.data')
      expect(await counts()).toEqual(before)
    })

    it('refuses an invoice over 5 MB', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0)
      png.copy(big)
      const answer = await post(eWarranty({ invoice: invoiceOf(big, 'hoa-don.png', 'image/png') }))
      expect(answer.status).toBe(400)
      expect(membersOf(answer.body)).toContain('invoice.data')
    })
  })

  describe('a stalled database (the contacts table locked by another session)', () => {
    it.each(['vi', 'en'] as const)(
      'answers 503 "try again" in %s within seconds, and nothing of it remains',
      async (locale) => {
        const before = await counts()
        const input = getInTouch()
        const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await locker.connect()
        try {
          await locker.query('BEGIN')
          await locker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE')
          const started = Date.now()
          const error = await failure(createContact(locale, input, uniqueIp(), transport()))
          expect(error.status).toBe(503)
          expect(error.message).toBe(CONTACT_UNAVAILABLE[locale])
          expect(Date.now() - started).toBeLessThan(10_000)
        } finally {
          await locker.query('ROLLBACK').catch(() => undefined)
          await locker.end()
        }
        expect(await byKey(input.idempotencyKey)).toHaveLength(0)
        expect(await counts()).toEqual(before)
        // Sent again once the database answers, it is stored.
        const stored = await createContact(locale, input, uniqueIp(), transport())
        expect(await byKey(input.idempotencyKey)).toHaveLength(1)
        expect(stored.reference).toMatch(/^LH-\d{6}$/)
      },
    )
  })
})

/**
 * Pauses the whole PostgreSQL server (its postmaster and every backend, SIGSTOP) for as long as
 * `during` runs, then lets it go on (SIGCONT): no answer at all, as a frozen host gives.
 */
async function withPostgresPaused<T>(during: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const { rows } = await client.query<{ setting: string }>(
    "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
  )
  await client.end()
  const postmaster = Number(
    readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0],
  )
  // Its children, from /proc (the fourth field of `stat`, after the name in parentheses).
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false // it ended meanwhile
      }
    })
    .map(Number)
  const all = [postmaster, ...children]
  for (const pid of all) process.kill(pid, 'SIGSTOP')
  try {
    return await during()
  } finally {
    for (const pid of all) process.kill(pid, 'SIGCONT')
  }
}

describe('PostgreSQL paused (every server process stopped)', () => {
  it('answers 503 "try again" within seconds, and nothing of the submission remains', async () => {
    const before = await counts()
    const input = getInTouch()
    const error = await withPostgresPaused(async () => {
      const started = Date.now()
      const answer = await failure(createContact('vi', input, uniqueIp(), transports.http!()))
      expect(Date.now() - started).toBeLessThan(10_000)
      return answer
    })
    expect(error.status).toBe(503)
    expect(error.message).toBe(CONTACT_UNAVAILABLE.vi)
    // Once the server runs again, the abandoned transaction is rolled back, not committed late:
    // wait until no session holds a lock on the contacts table any more.
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await watcher.connect()
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ held: string }>(
            `SELECT count(*) AS held FROM pg_locks JOIN pg_class ON pg_class.oid = pg_locks.relation
             WHERE pg_class.relname = 'contacts' AND pg_locks.pid <> pg_backend_pid()`,
          )
          expect(Number(rows[0]!.held)).toBe(0)
        },
        { timeout: 20_000, interval: 100 },
      )
    } finally {
      await watcher.end()
    }
    expect(await byKey(input.idempotencyKey)).toHaveLength(0)
    expect(await counts()).toEqual(before)
    const stored = await createContact('vi', input, uniqueIp(), transports.http!())
    expect(stored.reference).toMatch(/^LH-\d{6}$/)
    expect(await byKey(input.idempotencyKey)).toHaveLength(1)
  })
})

describe('the mail outbox while the mail server is down', () => {
  const messageId = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null
  const allReceived = (): Received[] => servers.flatMap((server) => server.received)

  it('stores all 100 submissions, retries with backoff, then delivers each mail exactly once', async () => {
    const port = smtp.port
    await smtp.close()

    // 100 submissions while the server is down (both transports, ten at a time).
    const inputs = Array.from({ length: 100 }, (_, index) =>
      index % 2
        ? getInTouch({ email: email(`lead${index}`) })
        : dealer({ email: email(`lead${index}`) }),
    )
    const answers: { id: number; reference: string }[] = []
    for (let from = 0; from < inputs.length; from += 10)
      answers.push(
        ...(await Promise.all(
          inputs
            .slice(from, from + 10)
            .map((input, offset) =>
              createContact(
                (from + offset) % 3 ? 'vi' : 'en',
                input,
                uniqueIp(),
                transports[(from + offset) % 2 ? 'http' : 'in-process']!(),
              ),
            ),
        )),
      )
    const ids = answers.map((answer) => answer.id)
    expect(new Set(ids).size).toBe(100)
    const stored = await payload.find({
      collection: 'contacts',
      where: { id: { in: ids } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    expect(stored.docs).toHaveLength(100)
    expect(await queuedFor(ids)).toHaveLength(200)

    // 60 s of outage on the worker's clock: every attempt fails and is put off.
    const start = new Date()
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    for (const seconds of [0, 30, 60]) await deliverDueMail(payload, { now: at(seconds) })
    const waiting = await queuedFor(ids)
    expect(waiting.every((mail) => mail.status === 'pending')).toBe(true)
    expect(waiting.every((mail) => mail.attempts === 2)).toBe(true)
    expect(waiting.every((mail) => Boolean(mail.lastError))).toBe(true)
    // 30 s after the first failure, then 60 s after the second.
    expect(new Set(waiting.map((mail) => Date.parse(mail.nextAttemptAt!)))).toEqual(
      new Set([at(90).getTime()]),
    )

    // The server is back where SMTP_URL points; keep delivering as the clock moves on.
    smtp = await startSmtpServer({ port })
    servers.push(smtp)
    let seconds = 60
    while (seconds < 3600) {
      seconds += 30
      await deliverDueMail(payload, { now: at(seconds) })
      const rows = await queuedFor(ids)
      if (rows.every((mail) => mail.status === 'sent')) break
    }
    const sent = await queuedFor(ids)
    expect(sent.every((mail) => mail.status === 'sent' && mail.attempts === 3)).toBe(true)
    // Later rounds find nothing more to send.
    await deliverDueMail(payload, { now: at(seconds + 7200) })

    const wanted = new Map(
      answers.flatMap(({ id }) => [
        [messageIdFor(`contact:${id}:notify`), 'notify'],
        [messageIdFor(`contact:${id}:confirm`), 'confirm'],
      ]),
    )
    const ours = allReceived().filter((mail) => wanted.has(messageId(mail.raw) ?? ''))
    const seen = ours.map((mail) => messageId(mail.raw)!)
    expect(new Set(seen).size).toBe(seen.length)
    expect(ours.filter((mail) => wanted.get(messageId(mail.raw)!) === 'notify')).toHaveLength(100)
    expect(ours.filter((mail) => wanted.get(messageId(mail.raw)!) === 'confirm')).toHaveLength(100)
    // Each visitor got their own confirmation, with their reference.
    answers.forEach(({ id, reference }, index) => {
      const confirmation = ours.find(
        (mail) => messageId(mail.raw) === messageIdFor(`contact:${id}:confirm`),
      )!
      expect(confirmation.to).toEqual([inputs[index]!.email])
      expect(`${subjectOf(confirmation.raw)}\n${bodyText(confirmation.raw)}`).toContain(reference)
    })
    // Notified once the inbox's server accepted the notice.
    const notified = await payload.find({
      collection: 'contacts',
      where: { and: [{ id: { in: ids } }, { notifiedAt: { exists: true } }] },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    expect(notified.docs).toHaveLength(100)
  }, 240_000)

  it('gives a mail up after the last attempt, visible as failed', async () => {
    const { id } = await createContact('vi', getInTouch(), uniqueIp(), transports['in-process']!())
    smtp.state.refusing = true
    try {
      let now = Date.now()
      for (let attempt = 0; attempt < 12; attempt += 1) {
        await deliverDueMail(payload, { now: new Date(now) })
        now += 2 * 60 * 60 * 1000
      }
    } finally {
      smtp.state.refusing = false
    }
    const mails = await queuedFor([id])
    expect(mails.map((mail) => [mail.status, mail.attempts])).toEqual([
      ['failed', 10],
      ['failed', 10],
    ])
    expect(mails.every((mail) => Boolean(mail.lastError))).toBe(true)
  })
})
