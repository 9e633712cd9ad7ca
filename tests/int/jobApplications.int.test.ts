import { randomUUID } from 'node:crypto'
import path from 'node:path'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CareerApplyInputIn } from '@/contract/career'
import { addDays, vietnamDay, vietnamTime } from '@/domain/vietnamTime'
import { getEnv } from '@/env'
import { sendApplication } from '@/lib/backend/careers'
import { privateFilesDir } from '@/lib/paths'
import type { Career } from '@/payload-types'
import { markdownConverter } from '@/seed/richText'

import { cvDocx, cvPdf, pngBytes, textBytes } from '../fixtures/cvFiles'
import { uniqueIp } from '../helpers/addresses'
import { testPayload } from '../helpers/payload'
import { bothTransports, failure, raw } from '../helpers/transports'

const APPLY = '/api/services/app/Career/Apply'
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const tag = `ut${Math.random().toString(36).slice(2, 8)}`
const today = vietnamDay(new Date())

let payload: Payload
let inbox: string
const openings = {} as { open: Career; expired: Career; hidden: Career }

async function opening(
  title: string,
  slug: string,
  deadlineInDays: number,
  isActive = true,
): Promise<Career> {
  const toLexical = await markdownConverter(payload.config)
  const doc = await payload.create({
    collection: 'careers',
    ...quiet,
    locale: 'vi',
    data: {
      title,
      slug: `${slug}-${tag}`,
      summary: `${title}: tóm tắt`,
      department: 'Kỹ thuật',
      description: toLexical('Lắp đặt và bảo trì tủ điện.'),
      requirements: toLexical('- Tốt nghiệp cao đẳng điện'),
      benefits: toLexical('Lương tháng 13'),
      province: 'da-nang',
      employmentType: 'FullTime',
      level: 'Staff',
      openings: 1,
      deadline: vietnamTime(addDays(today, deadlineInDays), '12:00').toISOString(),
      publishedAt: new Date().toISOString(),
      isActive,
    },
  })
  await payload.update({
    collection: 'careers',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: {
      title: `${tag} electrical technician`,
      slug: `${doc.slug}-en`,
      summary: 'Install and maintain switchboards.',
      department: 'Engineering',
      description: toLexical('Install and maintain switchboards.'),
      requirements: toLexical('- A college degree in electrical engineering'),
      benefits: toLexical('A 13th-month salary'),
    },
  })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const setting = await payload.find({
    collection: 'settings',
    where: { key: { equals: 'RecruitmentEmail' } },
    locale: 'vi',
    overrideAccess: true,
    depth: 0,
  })
  inbox = setting.docs[0]?.value || getEnv().CONTACT_INBOX
  openings.open = await opening(`Kỹ thuật viên điện ${tag}`, 'ky-thuat-vien-dien', 10)
  openings.expired = await opening(`Thực tập sinh ${tag}`, 'thuc-tap-sinh', -1)
  openings.hidden = await opening(`Vị trí ẩn ${tag}`, 'vi-tri-an', 10, false)
})

let serial = 0
const attach = (bytes: Buffer, fileName: string, contentType = 'application/pdf') => ({
  fileName,
  contentType,
  data: bytes.toString('base64'),
})

/** A complete application for the open position, with a PDF CV, and `changes`. */
const application = (changes: Partial<CareerApplyInputIn> = {}): CareerApplyInputIn => ({
  careerId: openings.open.id,
  fullName: 'Nguyễn Thị Lan',
  email: `lan.${tag}.${(serial += 1)}@example.vn`,
  phoneNumber: '0912 345 678',
  coverLetter: 'Tôi có 5 năm kinh nghiệm lắp đặt tủ điện.\nRất mong được trao đổi thêm.',
  cv: attach(cvPdf(), 'CV Nguyễn Thị Lan.pdf'),
  consent: true,
  idempotencyKey: randomUUID(),
  ...changes,
})

const applicationsFrom = async (email: string) =>
  (
    await payload.find({
      collection: 'job-applications',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const mailsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'mail-queue',
      where: {
        key: { in: [`job-application:${id}:notify`, `job-application:${id}:confirm`] },
      },
      overrideAccess: true,
      depth: 0,
      sort: 'key',
    })
  ).docs

const privateFileCount = async () =>
  (await payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs

const transports = bothTransports()

describe.each(Object.keys(transports))('Career/Apply over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const apply = (input: CareerApplyInputIn, locale: 'vi' | 'en' = 'vi') =>
    sendApplication(locale, input, uniqueIp(), transport())

  it('stores a PDF application first: reference, private CV, consent, two queued mails', async () => {
    const input = application()
    const result = await apply(input)
    expect(result.reference).toBe(`UV-${String(result.id).padStart(6, '0')}`)

    const [stored] = await applicationsFrom(input.email)
    expect(stored).toMatchObject({
      id: result.id,
      reference: result.reference,
      career: openings.open.id,
      status: 'new',
      fullName: 'Nguyễn Thị Lan',
      phoneNumber: '0912345678',
      coverLetter: input.coverLetter,
      language: 'vi',
      idempotencyKey: input.idempotencyKey,
    })
    expect(stored!.consentText).toContain('Chính sách bảo mật')
    expect(Date.now() - Date.parse(stored!.consentedAt!)).toBeLessThan(60_000)

    const cv = await payload.findByID({
      collection: 'private-files',
      id: stored!.cv as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(cv).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf' })
    expect(cv.originalName).toMatch(/\.pdf$/)

    const [confirm, notify] = await mailsOf(result.id)
    expect(notify).toMatchObject({ to: inbox, replyTo: input.email })
    expect(notify!.subject).toBe(
      `[Ứng tuyển] ${openings.open.title} – Nguyễn Thị Lan (${result.reference})`,
    )
    expect(notify!.text).toContain(`/admin/collections/job-applications/${result.id}`)
    expect(notify!.text).toContain('Rất mong được trao đổi thêm.')
    expect(notify!.text).not.toContain(input.cv.data.slice(0, 40))
    expect(confirm).toMatchObject({ to: input.email, replyTo: inbox })
    expect(confirm!.subject).toBe(
      `Sora Electric Việt Nam đã nhận hồ sơ ứng tuyển ${result.reference}`,
    )
    expect(confirm!.text).toContain(`vị trí ${openings.open.title}`)
  })

  it('confirms to an English applicant in English, and tells the team in Vietnamese', async () => {
    const input = application({ fullName: 'John Smith' })
    const result = await apply(input, 'en')
    const [confirm, notify] = await mailsOf(result.id)
    expect(confirm!.subject).toBe(
      `Sora Electric Vietnam has received your application ${result.reference}`,
    )
    expect(confirm!.text).toContain(`Dear John Smith,`)
    expect(confirm!.text).toContain(`${tag} electrical technician`)
    expect(notify!.subject).toContain(openings.open.title)
    expect(notify!.text).toContain('Ngôn ngữ: Tiếng Anh')
  })

  it('accepts a Word document (DOCX) told by its bytes', async () => {
    const input = application({
      cv: attach(
        cvDocx(),
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    })
    const result = await apply(input)
    const [stored] = await applicationsFrom(input.email)
    expect(stored?.id).toBe(result.id)
    const cv = await payload.findByID({
      collection: 'private-files',
      id: stored!.cv as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(cv.kind).toBe('docx')
  })

  it('refuses a renamed text file or picture, and anything over 5 MiB; nothing is written', async () => {
    const before = await privateFileCount()
    const large = Buffer.concat([cvPdf(), Buffer.alloc(5 * 1024 * 1024)])
    const huge = Buffer.concat([cvPdf(), Buffer.alloc(6 * 1024 * 1024 + 512 * 1024)])
    const cases = [
      [attach(textBytes(), 'cv.pdf'), 400],
      [attach(pngBytes(), 'cv.pdf'), 400],
      [attach(pngBytes(), 'cv.docx', 'application/msword'), 400],
      [attach(large, 'cv.pdf'), 400],
      // The body itself is over the call's 8 MiB.
      [attach(huge, 'cv.pdf'), 413],
    ] as const
    for (const [cv, status] of cases) {
      const input = application({ cv })
      const error = await failure(apply(input))
      expect(error.status, cv.fileName).toBe(status)
      if (status === 400)
        expect(error.validationErrors.flatMap((e) => e.members)).toContain('cv.data')
      expect(await applicationsFrom(input.email)).toEqual([])
    }
    expect(await privateFileCount()).toBe(before)
  })

  it('validates every field with the contract schema (400, with the members named)', async () => {
    const cases: [Partial<CareerApplyInputIn>, string][] = [
      [{ fullName: 'A' }, 'fullName'],
      [{ email: 'lan@@example' }, 'email'],
      [{ phoneNumber: '12345' }, 'phoneNumber'],
      [{ coverLetter: 'x'.repeat(4001) }, 'coverLetter'],
      [{ consent: false }, 'consent'],
      [{ idempotencyKey: 'not-a-key' }, 'idempotencyKey'],
      [{ careerId: 'abc' }, 'careerId'],
      [{ cv: { fileName: 'cv.pdf', contentType: 'application/pdf', data: '***' } }, 'cv.data'],
    ]
    for (const [changes, member] of cases) {
      const input = application(changes)
      const error = await failure(apply(input))
      expect(error.status, member).toBe(400)
      expect(
        error.validationErrors.flatMap((e) => e.members),
        member,
      ).toContain(member)
      expect(await applicationsFrom(input.email)).toEqual([])
    }
    const missing = await raw(transport(), {
      method: 'POST',
      path: APPLY,
      body: { careerId: openings.open.id, fullName: 'Nguyễn Thị Lan' },
    })
    expect(missing.status).toBe(400)
  })

  it('refuses an unknown or hidden opening (404) and a closed one (400), in the visitor’s language', async () => {
    for (const careerId of [999_999, openings.hidden.id]) {
      const error = await failure(apply(application({ careerId })))
      expect(error.status).toBe(404)
      expect(error.message).toContain('Không tìm thấy vị trí tuyển dụng này')
    }
    const closed = await failure(apply(application({ careerId: openings.expired.id })))
    expect(closed.status).toBe(400)
    expect(closed.message).toContain('đã hết hạn nhận hồ sơ')
    const english = await failure(apply(application({ careerId: openings.expired.id }), 'en'))
    expect(english.message).toContain('stopped accepting applications')
  })

  it('answers a resubmission with the same key with the same application, writing nothing new', async () => {
    const input = application()
    const first = await apply(input)
    expect(await apply(input)).toEqual(first)
    // A double click: both at once.
    const twin = application()
    const [a, b] = await Promise.all([apply(twin), apply(twin)])
    expect(a).toEqual(b)
    for (const email of [input.email, twin.email])
      expect(await applicationsFrom(email)).toHaveLength(1)
    expect(await mailsOf(first.id)).toHaveLength(2)
    expect(await mailsOf(a.id)).toHaveLength(2)
  })

  it('refuses a filled honeypot with 400 and writes nothing', async () => {
    const before = await privateFileCount()
    const input = application({ website: 'https://spam.example' })
    expect((await failure(apply(input))).status).toBe(400)
    expect(await applicationsFrom(input.email)).toEqual([])
    expect(await privateFileCount()).toBe(before)
  })
})

describe('the CV stays private', () => {
  /** Payload's REST API as `/cms-api` serves it, anonymously or as a signed-in editor. */
  const cms = (pathname: string, token?: string) =>
    handleEndpoints({
      config,
      request: new Request(`http://site.internal/cms-api${pathname}`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }),
    })

  it('is readable by staff only, never anonymously, and never under a public path', async () => {
    const pdf = cvPdf('Tran Van Binh')
    const input = application({ cv: attach(pdf, 'cv-binh.pdf') })
    const { id } = await sendApplication('vi', input, uniqueIp())
    const stored = await payload.findByID({
      collection: 'job-applications',
      id,
      overrideAccess: true,
      depth: 0,
    })
    const file = await payload.findByID({
      collection: 'private-files',
      id: stored.cv as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(file.url).toMatch(/\/cms-api\/private-files\/file\/[^/]+$/)

    for (const pathname of [
      `/private-files/${file.id}`,
      `/private-files/file/${file.filename}`,
      '/private-files',
      `/job-applications/${id}`,
      '/job-applications',
    ]) {
      const answer = await cms(pathname)
      expect(answer.status, pathname).toBe(403)
      expect(await answer.text(), pathname).not.toContain(file.filename!)
    }
    await expect(
      payload.find({ collection: 'private-files', overrideAccess: false }),
    ).rejects.toThrow()

    const password = `Pw-${Math.random().toString(36)}-Aa1!`
    const email = `recruiter-${tag}@soraelectric.vn`
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Tuyển dụng', roles: ['editor'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const download = await cms(`/private-files/file/${file.filename}`, token)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
    const read = await cms(`/job-applications/${id}?depth=0`, token)
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ reference: stored.reference, cv: file.id })

    // Stored outside anything the site serves as static files.
    const publicDir = path.resolve(process.cwd(), 'public')
    expect(path.relative(publicDir, privateFilesDir()).startsWith('..')).toBe(true)
  })
})
