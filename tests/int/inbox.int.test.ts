import { existsSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { handleEndpoints, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { storePrivateFile } from '@/backend/privateFiles'
import {
  ANONYMISED,
  ANONYMISED_EMAIL,
  anonymiseExpired,
  DEFAULT_RETENTION_MONTHS,
  retentionCutoff,
  retentionMonths,
} from '@/backend/retention'
import { privateFilesDir } from '@/lib/paths'

import { parseCsv } from '../helpers/csv'
import { testPayload } from '../helpers/payload'

/**
 * The staff side of the inbox (issue 14, items 8 and 9): the CSV export through the real REST
 * endpoint (who may, the bytes Excel needs, filters, formula guard, paging), taking a message on
 * and stamped notes, and the retention job anonymising old submissions.
 */

let payload: Payload
const db = () => (payload.db as unknown as PostgresAdapter).drizzle
/** A word only this file's messages carry (their company), to narrow lists to them. */
const marker = `inbox${Math.random().toString(36).slice(2, 8)}`
const tokens = {} as { editor: string; translator: string }
const staffIds = {} as { editor: number; translator: number }

async function signedIn(role: 'editor' | 'translator', name: string) {
  const email = `${role}-${marker}@soraelectric.vn`
  const password = `Pw-${Math.random().toString(36)}-Aa1!`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name, roles: [role] },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  staffIds[role] = user.id
  tokens[role] = token!
}

type ContactData = RequiredDataFromCollectionSlug<'contacts'>

const contact = (data: Partial<ContactData>) =>
  payload.create({
    collection: 'contacts',
    data: {
      formType: 'GetInTouch',
      status: 'new',
      fullName: 'Khách hàng',
      email: `khach-${Math.random().toString(36).slice(2, 8)}@example.vn`,
      message: 'Xin tư vấn sản phẩm.',
      companyName: marker,
      ...data,
    } as ContactData,
    overrideAccess: true,
    depth: 0,
  })

const backdate = (table: string, id: number, createdAt: Date) =>
  db().execute(
    sql`UPDATE ${sql.identifier(table)} SET created_at = ${createdAt.toISOString()} WHERE id = ${id}`,
  )

/** GET through Payload's REST handler, as `/cms-api/...` answers it in the site. */
async function get(
  pathAndQuery: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${pathAndQuery}`, {
      headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
    }),
  })
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
const mine = { 'where[and][0][companyName][equals]': marker }

/** A CSV answer's text with its BOM kept (`Response.text()` drops a leading BOM). */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
}

async function exported(params: Record<string, string>, token = tokens.editor) {
  const response = await get(`/cms-api/contacts/export.csv?${query(params)}`, token)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.clone().arrayBuffer())
  const text = await csvText(response)
  const [header, ...rows] = parseCsv(text.slice(1))
  const column = (name: string) => header!.indexOf(name)
  return { response, bytes, text, header: header!, rows, column }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const pdf = (fileName: string) =>
  storePrivateFile(
    payload,
    { fileName, contentType: 'application/pdf', data: PDF.toString('base64') },
    { allowed: ['pdf'], maxBytes: 5 * 1024 * 1024 },
  )

beforeAll(async () => {
  payload = await testPayload()
  await signedIn('editor', 'Ngô Thị Hạnh')
  await signedIn('translator', 'Lý Văn Dịch')
})

describe('CSV export of the inbox', () => {
  beforeAll(async () => {
    await contact({
      fullName: 'Nguyễn Thị Ánh Tuyết',
      email: 'tuyet@example.vn',
      phoneNumber: '+84 912 345 678',
      message: 'Cần báo giá 5 máy lạnh, giao tại Đà Nẵng.\nLiên hệ buổi sáng, "gấp".',
      businessArea: 'HomeAppliances',
      province: 'da-nang',
    })
    await contact({
      formType: 'SignUpForDealer',
      fullName: '=HYPERLINK("http://evil.example","bấm vào")',
      email: 'daily@example.vn',
      phoneNumber: '0236 3888 999',
      message: '@SUM(1+1)',
      registrationNumber: '0401234567',
      shopAddress: '12 Lê Duẩn, Hải Châu, Đà Nẵng',
      status: 'inProgress',
      businessArea: 'BuildingSolution',
    })
    const old = await contact({ formType: 'FAQ', fullName: 'Trần Văn Cũ', status: 'done' })
    await backdate('contacts', old.id, new Date('2024-01-15T03:00:00Z'))
  })

  it('is for editors and admins only: 401 signed out, 403 for a translator', async () => {
    const anonymous = await get(`/cms-api/contacts/export.csv?${query(mine)}`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain(marker)
    const translator = await get(`/cms-api/contacts/export.csv?${query(mine)}`, tokens.translator)
    expect(translator.status).toBe(403)
    expect(await translator.text()).not.toContain(marker)
    // Signed in with a token that is not valid: signed out.
    expect((await get('/cms-api/contacts/export.csv', 'not-a-token')).status).toBe(401)
  })

  it('answers UTF-8 CSV with a BOM, CRLF, quoted cells and Vietnamese intact', async () => {
    const { response, bytes, text, header, rows, column } = await exported(mine)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hop-thu-lien-he-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.split('\r\n').length).toBeGreaterThan(3)
    expect(header.slice(0, 7)).toEqual([
      'Mã',
      'Ngày gửi',
      'Loại',
      'Lĩnh vực',
      'Trạng thái',
      'Người phụ trách',
      'Họ tên',
    ])
    expect(rows).toHaveLength(3)
    // Newest first, as the list shows them.
    const tuyet = rows.find((row) => row[column('Họ tên')] === 'Nguyễn Thị Ánh Tuyết')!
    expect(tuyet[column('Nội dung')]).toBe(
      'Cần báo giá 5 máy lạnh, giao tại Đà Nẵng.\nLiên hệ buổi sáng, "gấp".',
    )
    expect(tuyet[column('Loại')]).toBe('Liên hệ')
    expect(tuyet[column('Lĩnh vực')]).toBe('Thiết bị gia dụng')
    expect(tuyet[column('Trạng thái')]).toBe('Mới')
    expect(tuyet[column('Ngày gửi')]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    const old = rows.find((row) => row[column('Họ tên')] === 'Trần Văn Cũ')!
    expect(old[column('Ngày gửi')]).toBe('15/01/2024 10:00')
  })

  it('makes formulas inert', async () => {
    const { rows, column } = await exported(mine)
    const dealer = rows.find((row) => row[column('Loại')] === 'Đăng ký đại lý')!
    expect(dealer[column('Họ tên')]).toBe(`'=HYPERLINK("http://evil.example","bấm vào")`)
    expect(dealer[column('Nội dung')]).toBe("'@SUM(1+1)")
    const tuyet = rows.find((row) => row[column('Họ tên')] === 'Nguyễn Thị Ánh Tuyết')!
    expect(tuyet[column('Điện thoại')]).toBe("'+84 912 345 678")
  })

  it('exports what the list filter selects: type, status, business area, dates, search', async () => {
    const names = async (params: Record<string, string>) => {
      const { rows, column } = await exported({ ...mine, ...params })
      return rows.map((row) => row[column('Họ tên')]).sort()
    }
    expect(await names({ 'where[and][1][formType][equals]': 'SignUpForDealer' })).toEqual([
      `'=HYPERLINK("http://evil.example","bấm vào")`,
    ])
    expect(await names({ 'where[and][1][status][in][0]': 'new' })).toEqual(['Nguyễn Thị Ánh Tuyết'])
    expect(await names({ 'where[and][1][businessArea][equals]': 'HomeAppliances' })).toEqual([
      'Nguyễn Thị Ánh Tuyết',
    ])
    expect(
      await names({ 'where[and][1][createdAt][less_than]': '2024-02-01T00:00:00.000Z' }),
    ).toEqual(['Trần Văn Cũ'])
    expect(
      await names({
        'where[and][1][createdAt][greater_than_equal]': '2024-02-01T00:00:00.000Z',
        'where[and][2][status][not_equals]': 'inProgress',
      }),
    ).toEqual(['Nguyễn Thị Ánh Tuyết'])
    // The list's search box (name, e-mail, phone, reference, company).
    expect(await names({ search: 'tuyet@example.vn', ...mine })).toEqual(['Nguyễn Thị Ánh Tuyết'])
    // An OR across conditions, as the filter builder writes it.
    expect(
      await names({
        'where[and][1][or][0][formType][equals]': 'FAQ',
        'where[and][1][or][1][businessArea][equals]': 'BuildingSolution',
      }),
    ).toHaveLength(2)
  })

  it('writes headers and values in English for an English admin', async () => {
    const { header, rows, column } = await exported({ ...mine, lang: 'en' })
    expect(header.slice(0, 7)).toEqual([
      'Reference',
      'Received',
      'Form',
      'Business area',
      'Status',
      'Assigned to',
      'Name',
    ])
    const tuyet = rows.find((row) => row[column('Name')] === 'Nguyễn Thị Ánh Tuyết')!
    expect(tuyet[column('Form')]).toBe('Get in touch')
    expect(tuyet[column('Status')]).toBe('New')
    // Without `lang`, the admin's language comes from the request.
    const response = await get(`/cms-api/contacts/export.csv?${query(mine)}`, tokens.editor, {
      'accept-language': 'en',
    })
    expect((await csvText(response)).slice(0, 10)).toBe('\uFEFFReference')
  })

  it('refuses a filter it cannot apply with a 400, never a 500', async () => {
    const refused: Record<string, string>[] = [
      { 'where[noSuchField][equals]': 'x' },
      { where: 'not-an-object' },
      { lang: 'fr' },
      { sort: 'x'.repeat(500) },
    ]
    for (const params of refused) {
      const response = await get(`/cms-api/contacts/export.csv?${query(params)}`, tokens.editor)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1)
    }
    // Values of the wrong kind: ignored or refused, never a server error.
    const odd: Record<string, string>[] = [
      { 'where[createdAt][greater_than]': 'not-a-date' },
      { 'where[id][equals]': 'abc' },
      { 'where[status][no_such_operator]': 'new' },
      { 'where[or][0]': 'x' },
      { sort: 'noSuchField' },
      { search: '%_\\\'"' },
    ]
    for (const params of odd) {
      const response = await get(`/cms-api/contacts/export.csv?${query(params)}`, tokens.editor)
      expect(response.status, JSON.stringify(params)).toBeLessThan(500)
      await response.arrayBuffer()
    }
  })

  it('reads page after page: every row once', async () => {
    const company = `${marker}-many`
    for (let start = 0; start < 260; start += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, offset) =>
          contact({ companyName: company, fullName: `Khách số ${start + offset + 1}` }),
        ),
      )
    const { rows, column } = await exported({ 'where[companyName][equals]': company })
    expect(rows).toHaveLength(260)
    expect(new Set(rows.map((row) => row[column('Họ tên')])).size).toBe(260)
  })

  it('shows assignees and internal notes by name, and records the export in the audit log', async () => {
    const doc = await contact({ fullName: 'Phan Quốc Bảo', companyName: `${marker}-notes` })
    await payload.update({
      collection: 'contacts',
      id: doc.id,
      data: { status: 'inProgress', notes: [{ text: 'Đã gọi, hẹn gửi báo giá' }] },
      user: {
        ...(await payload.findByID({ collection: 'users', id: staffIds.editor })),
        collection: 'users',
      },
      overrideAccess: false,
    })
    const { rows, column } = await exported({
      'where[companyName][equals]': `${marker}-notes`,
    })
    expect(rows[0]![column('Người phụ trách')]).toBe('Ngô Thị Hạnh')
    expect(rows[0]![column('Ghi chú nội bộ')]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, Ngô Thị Hạnh: Đã gọi, hẹn gửi báo giá$/,
    )
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'export' } }, { target: { equals: 'contacts' } }] },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(audit.docs[0]?.actor).toBe(`editor-${marker}@soraelectric.vn`)
  })

  it('exports subscribers the same way', async () => {
    const email = `ban.doc.${marker}@example.vn`
    await payload.create({
      collection: 'subscribers',
      data: { email, language: 'vi', status: 'confirmed', confirmedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(
      (await get(`/cms-api/subscribers/export.csv?${query({ 'where[email][equals]': email })}`))
        .status,
    ).toBe(401)
    const response = await get(
      `/cms-api/subscribers/export.csv?${query({ 'where[email][equals]': email })}`,
      tokens.editor,
    )
    expect(response.status).toBe(200)
    const text = await csvText(response)
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const [header, row] = parseCsv(text.slice(1))
    expect(header).toEqual(['Email', 'Trạng thái', 'Ngôn ngữ', 'Đăng ký lúc', 'Xác nhận lúc'])
    expect(row!.slice(0, 3)).toEqual([email, 'Đã xác nhận', 'Tiếng Việt'])
  })
})

describe('following a message up', () => {
  const editor = async () => ({
    ...(await payload.findByID({ collection: 'users', id: staffIds.editor })),
    collection: 'users' as const,
  })

  it('assigns a message moved to in progress to whoever moved it, when nobody has it', async () => {
    const doc = await contact({ fullName: 'Đỗ Minh Khoa' })
    const updated = await payload.update({
      collection: 'contacts',
      id: doc.id,
      data: { status: 'inProgress' },
      user: await editor(),
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.assignee).toBe(staffIds.editor)
    // Someone else already has it: it stays theirs.
    const taken = await contact({ fullName: 'Hồ Thị Lan', assignee: staffIds.translator })
    const kept = await payload.update({
      collection: 'contacts',
      id: taken.id,
      data: { status: 'inProgress' },
      user: await editor(),
      overrideAccess: false,
      depth: 0,
    })
    expect(kept.assignee).toBe(staffIds.translator)
  })

  it('lets an editor assign a message to a colleague by name; a translator sees only themselves', async () => {
    const doc = await contact({ fullName: 'Lê Văn Thành' })
    const assigned = await payload.update({
      collection: 'contacts',
      id: doc.id,
      data: { assignee: staffIds.translator },
      user: await editor(),
      overrideAccess: false,
      depth: 1,
    })
    expect(assigned.assignee).toMatchObject({ id: staffIds.translator, name: 'Lý Văn Dịch' })
    const names = async (token: string) => {
      const answer = await get(`/cms-api/users?${query({ depth: '0', limit: '100' })}`, token)
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { docs: { id: number }[] }).docs.map((user) => user.id)
    }
    expect(await names(tokens.editor)).toEqual(
      expect.arrayContaining([staffIds.editor, staffIds.translator]),
    )
    expect(await names(tokens.translator)).toEqual([staffIds.translator])
  })

  it('stamps notes with their author and time; a note saved again keeps both', async () => {
    const doc = await contact({ fullName: 'Vũ Hải Yến' })
    const first = await payload.update({
      collection: 'contacts',
      id: doc.id,
      data: { notes: [{ text: 'Gọi lần 1: không nghe máy', author: staffIds.translator }] },
      user: await editor(),
      overrideAccess: false,
      depth: 0,
    })
    const [note] = first.notes!
    expect(note).toMatchObject({ text: 'Gọi lần 1: không nghe máy', author: staffIds.editor })
    expect(Date.now() - Date.parse(note!.createdAt!)).toBeLessThan(60_000)
    const second = await payload.update({
      collection: 'contacts',
      id: doc.id,
      data: {
        notes: [
          { ...note!, createdAt: '2001-01-01T00:00:00.000Z', author: staffIds.translator },
          { text: 'Gọi lần 2: khách hẹn chiều mai' },
        ],
      },
      user: await editor(),
      overrideAccess: false,
      depth: 0,
    })
    expect(second.notes).toHaveLength(2)
    expect(second.notes![0]).toMatchObject({ author: staffIds.editor, createdAt: note!.createdAt })
    expect(second.notes![1]).toMatchObject({ author: staffIds.editor })
  })
})

describe('retention', () => {
  const DAY_MS = 24 * 60 * 60 * 1000

  it('keeps 24 months unless the setting says otherwise', async () => {
    expect(DEFAULT_RETENTION_MONTHS).toBe(24)
    expect(await retentionMonths(payload)).toBe(24)
  })

  it('anonymises only submissions past the period, deletes their files, and is idempotent', async () => {
    const now = new Date()
    const cutoff = retentionCutoff(now, 24)
    const invoice = await pdf('hoa-don-thang-3.pdf')
    const invoicePath = path.join(privateFilesDir(), invoice.filename)
    expect(existsSync(invoicePath)).toBe(true)

    const old = await contact({
      formType: 'SignUpForDealerEWarranty',
      fullName: 'Lương Thế Vinh',
      email: 'vinh.luong@example.vn',
      phoneNumber: '0905123456',
      message: 'Kích hoạt bảo hành máy giặt.',
      province: 'ha-noi',
      model: 'SE-WM90',
      serialNumber: 'SN-2023-0001',
      dealerName: 'Điện máy Hà Nội',
      invoice: invoice.id,
      notes: [{ text: 'Khách gọi hỏi tiến độ' }],
    })
    const borderline = await contact({ fullName: 'Cao Bá Quát', phoneNumber: '0987654321' })
    const recent = await contact({ fullName: 'Hàn Mặc Tử', phoneNumber: '0912000111' })
    await backdate('contacts', old.id, new Date(cutoff.getTime() - DAY_MS))
    await backdate('contacts', borderline.id, new Date(cutoff.getTime() + DAY_MS))

    const career = (
      await payload.find({ collection: 'careers', limit: 1, overrideAccess: true, depth: 0 })
    ).docs[0]!
    const cv = await pdf('cv-nguyen-van-a.pdf')
    const cvPath = path.join(privateFilesDir(), cv.filename)
    const application = await payload.create({
      collection: 'job-applications',
      data: {
        career: career.id,
        fullName: 'Nguyễn Văn A',
        email: 'nva@example.vn',
        phoneNumber: '0909000111',
        coverLetter: 'Tôi có 5 năm kinh nghiệm.',
        cv: cv.id,
        status: 'rejected',
        language: 'vi',
      },
      overrideAccess: true,
      depth: 0,
    })
    await backdate('job_applications', application.id, new Date(cutoff.getTime() - DAY_MS))

    // Mail copies: an old delivered mail and an old outbox mail go; a pending one stays.
    const mails = await Promise.all(
      (['sent', 'pending'] as const).map((status) =>
        payload.create({
          collection: 'mail-queue',
          data: {
            key: `retention:${marker}:${status}`,
            status,
            to: 'vinh.luong@example.vn',
            subject: 'Xác nhận',
            text: 'Cảm ơn Lương Thế Vinh',
          },
          overrideAccess: true,
        }),
      ),
    )
    for (const mail of mails)
      await backdate('mail_queue', mail.id, new Date(cutoff.getTime() - DAY_MS))
    const outboxMail = await payload.create({
      collection: 'outbox',
      data: { to: 'vinh.luong@example.vn', subject: 'Xác nhận', text: 'Cảm ơn' },
      overrideAccess: true,
    })
    await backdate('outbox', outboxMail.id, new Date(cutoff.getTime() - DAY_MS))

    const first = await anonymiseExpired(payload, { now })
    expect(first.months).toBe(24)
    expect(first.anonymised.contacts).toBeGreaterThanOrEqual(1)
    expect(first.anonymised['job-applications']).toBeGreaterThanOrEqual(1)
    expect(first.files).toBeGreaterThanOrEqual(2)
    expect(first.failed).toBe(0)

    const read = (id: number) =>
      payload.findByID({ collection: 'contacts', id, overrideAccess: true, depth: 0 })
    const gone = await read(old.id)
    expect(gone).toMatchObject({
      fullName: ANONYMISED,
      email: ANONYMISED_EMAIL,
      phoneNumber: null,
      message: null,
      serialNumber: null,
      invoice: null,
      notes: [],
      // What still counts in statistics stays.
      formType: 'SignUpForDealerEWarranty',
      province: 'ha-noi',
      model: 'SE-WM90',
      dealerName: 'Điện máy Hà Nội',
    })
    expect(gone.anonymisedAt).toBe(now.toISOString())
    expect(existsSync(invoicePath)).toBe(false)
    expect(
      (
        await payload.find({
          collection: 'private-files',
          where: { id: { in: [invoice.id, cv.id] } },
          overrideAccess: true,
        })
      ).docs,
    ).toEqual([])
    expect(existsSync(cvPath)).toBe(false)

    const applicant = await payload.findByID({
      collection: 'job-applications',
      id: application.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(applicant).toMatchObject({
      fullName: ANONYMISED,
      email: ANONYMISED_EMAIL,
      phoneNumber: null,
      coverLetter: null,
      cv: null,
      status: 'rejected',
      career: career.id,
    })
    expect(applicant.anonymisedAt).toBe(now.toISOString())

    // Inside the period: untouched.
    expect(await read(borderline.id)).toMatchObject({ fullName: 'Cao Bá Quát', anonymisedAt: null })
    expect(await read(recent.id)).toMatchObject({ fullName: 'Hàn Mặc Tử', anonymisedAt: null })

    const left = await payload.find({
      collection: 'mail-queue',
      where: { key: { like: `retention:${marker}:` } },
      overrideAccess: true,
    })
    expect(left.docs.map((mail) => mail.status)).toEqual(['pending'])
    expect(
      (
        await payload.find({
          collection: 'outbox',
          where: { id: { equals: outboxMail.id } },
          overrideAccess: true,
        })
      ).docs,
    ).toEqual([])

    // Again: nothing left to do, nothing changes.
    const again = await anonymiseExpired(payload, { now: new Date(now.getTime() + 60_000) })
    expect(again.anonymised.contacts ?? 0).toBe(0)
    expect(again.anonymised['job-applications'] ?? 0).toBe(0)
    expect(again.files).toBe(0)
    expect((await read(old.id)).anonymisedAt).toBe(now.toISOString())

    // Two days later the borderline message has passed the period too.
    const later = await anonymiseExpired(payload, { now: new Date(now.getTime() + 2 * DAY_MS) })
    expect(later.anonymised.contacts).toBeGreaterThanOrEqual(1)
    expect(await read(borderline.id)).toMatchObject({ fullName: ANONYMISED, phoneNumber: null })
    expect(await read(recent.id)).toMatchObject({ fullName: 'Hàn Mặc Tử', anonymisedAt: null })
  })

  it('follows the setting', async () => {
    const setting = (
      await payload.find({
        collection: 'settings',
        where: { key: { equals: 'ContactRetentionMonths' } },
        overrideAccess: true,
      })
    ).docs[0]!
    try {
      await payload.update({
        collection: 'settings',
        id: setting.id,
        locale: 'vi',
        data: { value: '6' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      expect(await retentionMonths(payload)).toBe(6)
      const doc = await contact({ fullName: 'Bảy Tháng Trước' })
      await backdate('contacts', doc.id, new Date(Date.now() - 7 * 31 * 24 * 60 * 60 * 1000))
      const result = await anonymiseExpired(payload)
      expect(result.months).toBe(6)
      const after = await payload.findByID({
        collection: 'contacts',
        id: doc.id,
        overrideAccess: true,
      })
      expect(after.fullName).toBe(ANONYMISED)
    } finally {
      await payload.update({
        collection: 'settings',
        id: setting.id,
        locale: 'vi',
        data: { value: '24' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})
