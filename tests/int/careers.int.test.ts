import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { careerExpiry } from '@/backend/services/careers'
import { invalidateTimedContent } from '@/backend/services/timedContent'
import { CareerLevel, EmploymentType, PostType } from '@/domain/enums'
import { addDays, vietnamDay, vietnamTime } from '@/domain/vietnamTime'
import { fetchCareer, fetchCareerBySlug, fetchCareers } from '@/lib/backend/careers'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Career } from '@/payload-types'
import { markdownConverter } from '@/seed/richText'

import { testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'

const LIST = '/api/services/app/Career/GetListBoxDto'
const DETAIL = '/api/services/app/Career/GetDetailDto'
const BY_SLUG = '/api/services/app/Career/GetDetailBySlug'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** A word no seeded opening has, so lists can be narrowed to this file's openings. */
const tag = `zyxwv${Math.random().toString(36).slice(2, 7)}`
const today = vietnamDay(new Date())

let payload: Payload
let recruitmentEmail: string | null
const fixture = {} as { senior: Career; staff: Career; expired: Career; hidden: Career }

type Opening = Partial<Career> & { title: string; slug: string; deadlineInDays: number }

async function opening({ deadlineInDays, ...data }: Opening, english: string): Promise<Career> {
  const toLexical = await markdownConverter(payload.config)
  const texts = (title: string) => ({
    summary: `${title}: tóm tắt`,
    department: 'Kỹ thuật',
    description: toLexical(`Mô tả **${title}**`),
    requirements: toLexical('- Tiếng Anh\n- Excel'),
    benefits: toLexical('Lương tháng 13'),
  })
  const doc = await payload.create({
    collection: 'careers',
    ...quiet,
    locale: 'vi',
    data: {
      province: 'lai-chau',
      employmentType: 'FullTime',
      level: 'Staff',
      openings: 2,
      deadline: vietnamTime(addDays(today, deadlineInDays), '12:00').toISOString(),
      publishedAt: new Date().toISOString(),
      isActive: true,
      ...texts(data.title),
      ...data,
    },
  })
  await payload.update({
    collection: 'careers',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: {
      ...texts(english),
      title: english,
      slug: `${doc.slug}-en`,
      summary: `${english}: summary`,
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
  recruitmentEmail = setting.docs[0]?.value ?? null
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
  fixture.senior = await opening(
    {
      title: `Kỹ sư ${tag} tự động hóa`,
      slug: `ky-su-${tag}`,
      level: 'Senior',
      employmentType: 'Contract',
      businessArea: 'FactoryAutomation',
      salaryMin: 20_000_000,
      salaryMax: 30_000_000,
      publishedAt: daysAgo(1),
      deadlineInDays: 10,
    },
    `${tag} automation engineer`,
  )
  // The deadline is today: open until the day ends in Vietnam.
  fixture.staff = await opening(
    {
      title: `Nhân viên ${tag}`,
      slug: `nhan-vien-${tag}`,
      publishedAt: daysAgo(2),
      deadlineInDays: 0,
    },
    `${tag} associate`,
  )
  fixture.expired = await opening(
    {
      title: `Thực tập ${tag}`,
      slug: `thuc-tap-${tag}`,
      level: 'Intern',
      employmentType: 'Internship',
      publishedAt: daysAgo(20),
      deadlineInDays: -1,
    },
    `${tag} intern`,
  )
  fixture.hidden = await opening(
    { title: `Ẩn ${tag}`, slug: `an-${tag}`, isActive: false, deadlineInDays: 10 },
    `${tag} hidden`,
  )
})

const transports = bothTransports()

describe.each(Object.keys(transports))('career calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Career/GetListBoxDto', () => {
    it('lists open positions newest first, leaving out expired and inactive ones', async () => {
      const list = await fetchCareers('vi', { keyword: tag }, transport())
      expect(ids(list)).toEqual([fixture.senior.id, fixture.staff.id])
      expect(list.totalCount).toBe(2)
      const all = await fetchCareers('vi', { rowsPerPage: 100 }, transport())
      expect(ids(all)).not.toContain(fixture.expired.id)
      for (const item of all.items) expect(item.isExpired).toBe(false)
    })

    it('describes each opening in the request language', async () => {
      const [vi, en] = [
        await fetchCareers('vi', { keyword: tag }, transport()),
        await fetchCareers('en', { keyword: tag }, transport()),
      ]
      expect(vi.items[0]).toMatchObject({
        id: fixture.senior.id,
        title: `Kỹ sư ${tag} tự động hóa`,
        slug: `ky-su-${tag}-c${fixture.senior.id}`,
        detailUrl: `/ky-su-${tag}-c${fixture.senior.id}`,
        postType: PostType.Career,
        department: 'Kỹ thuật',
        businessArea: 3,
        province: 'lai-chau',
        provinceName: 'Lai Châu',
        employmentType: EmploymentType.Contract,
        employmentTypeName: 'Hợp đồng',
        level: CareerLevel.Senior,
        levelName: 'Chuyên viên cao cấp',
        openings: 2,
        salaryMin: 20_000_000,
        salaryMax: 30_000_000,
        isNegotiable: false,
        deadline: addDays(today, 10),
        isExpired: false,
      })
      expect(vi.items[1]).toMatchObject({
        employmentTypeName: 'Toàn thời gian',
        levelName: 'Nhân viên',
        salaryMin: null,
        salaryMax: null,
        isNegotiable: true,
        deadline: today,
      })
      expect(
        en.items.map((item) => [item.provinceName, item.employmentTypeName, item.levelName]),
      ).toEqual([
        ['Lai Chau', 'Contract', 'Senior'],
        ['Lai Chau', 'Full-time', 'Staff'],
      ])
      expect(en.items[0]!.slug).toBe(`ky-su-${tag}-en-c${fixture.senior.id}`)
    })

    it('narrows by province, business area, level and keyword (any accents)', async () => {
      const province = await fetchCareers(
        'vi',
        { province: 'lai-chau', rowsPerPage: 100 },
        transport(),
      )
      expect(ids(province)).toEqual(expect.arrayContaining([fixture.senior.id, fixture.staff.id]))
      const elsewhere = await fetchCareers('vi', { province: 'ca-mau', keyword: tag }, transport())
      expect(elsewhere.totalCount).toBe(0)
      const area = await fetchCareers(
        'vi',
        { keyword: tag, businessArea: 'FactoryAutomation' },
        transport(),
      )
      expect(ids(area)).toEqual([fixture.senior.id])
      for (const level of ['Senior', 'senior', 30] as const) {
        const answer = await raw(transport(), { path: LIST, query: { keyword: tag, Level: level } })
        expect(answer.body).toMatchObject({
          result: { totalCount: 1, items: [{ id: fixture.senior.id }] },
        })
      }
      const unaccented = await fetchCareers(
        'vi',
        { keyword: `KY SU ${tag} TU DONG HOA` },
        transport(),
      )
      expect(ids(unaccented)).toEqual([fixture.senior.id])
      const english = await fetchCareers('en', { keyword: `${tag} associate` }, transport())
      expect(ids(english)).toEqual([fixture.staff.id])
    })

    it('pages within the contract bounds and refuses malformed filters', async () => {
      const second = await fetchCareers(
        'vi',
        { keyword: tag, rowsPerPage: 1, page: 2 },
        transport(),
      )
      expect(ids(second)).toEqual([fixture.staff.id])
      expect(second.totalCount).toBe(2)
      const skipped = await fetchCareers(
        'vi',
        { keyword: tag, skipCount: 1, maxResultCount: 5 },
        transport(),
      )
      expect(ids(skipped)).toEqual([fixture.staff.id])
      for (const [query, member] of [
        [{ rowsPerPage: 101 }, 'rowsPerPage'],
        [{ maxResultCount: 0 }, 'maxResultCount'],
        [{ province: 'atlantis' }, 'province'],
        [{ level: 99 }, 'level'],
        [{ businessArea: 'Space' }, 'businessArea'],
        [{ keyword: 'x\u0000' }, 'keyword'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({
          error: { validationErrors: [expect.objectContaining({ members: [member] })] },
        })
      }
    })
  })

  describe('Career/GetDetailDto and GetDetailBySlug', () => {
    it('answers the whole opening with its texts as HTML and where to apply', async () => {
      const detail = await fetchCareer('vi', fixture.senior.id, transport())
      expect(detail.description).toMatch(/<strong>Kỹ sư/)
      expect(detail.requirements).toMatch(/<li>/)
      expect(detail.benefits).toMatch(/Lương tháng 13/)
      expect(detail.applyEmail).toBe(recruitmentEmail)
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
      const english = await fetchCareer('en', fixture.senior.id, transport())
      expect(english.description).toMatch(/automation engineer/)
    })

    it('still answers an expired opening, saying so', async () => {
      const detail = await fetchCareer('vi', fixture.expired.id, transport())
      expect(detail).toMatchObject({
        isExpired: true,
        deadline: addDays(today, -1),
        levelName: 'Thực tập sinh',
        employmentTypeName: 'Thực tập',
      })
      const en = await fetchCareer('en', fixture.expired.id, transport())
      expect([en.levelName, en.employmentTypeName]).toEqual(['Intern', 'Internship'])
    })

    it('finds an opening by its suffixed or bare slug in either language', async () => {
      const suffixed = await fetchCareerBySlug('vi', `anything-c${fixture.staff.id}`, transport())
      expect(suffixed.id).toBe(fixture.staff.id)
      const bare = await fetchCareerBySlug('vi', `nhan-vien-${tag}`, transport())
      expect(bare.id).toBe(fixture.staff.id)
      const crossed = await fetchCareerBySlug('vi', `nhan-vien-${tag}-en`, transport())
      expect(crossed.title).toBe(`Nhân viên ${tag}`)
    })

    it('answers 404 for unknown and inactive openings and 400 for malformed input', async () => {
      for (const id of [999_999, fixture.hidden.id])
        expect(await status(fetchCareer('vi', id, transport()))).toBe(404)
      expect(await status(fetchCareerBySlug('vi', `an-${tag}`, transport()))).toBe(404)
      expect(await status(fetchCareerBySlug('vi', `khong-co-${tag}`, transport()))).toBe(404)
      for (const id of ['abc', '0', '1\u0000'])
        expect((await raw(transport(), { path: DETAIL, query: { id } })).status).toBe(400)
      for (const slug of ['../x', 'A-B', ''])
        expect((await raw(transport(), { path: BY_SLUG, query: { slug } })).status).toBe(400)
    })
  })
})

describe('a deadline passing', () => {
  it('expires at the end of the deadline day in Vietnam and revalidates the opening', async () => {
    const expiry = careerExpiry(fixture.expired.deadline)
    expect(expiry.toISOString()).toBe(vietnamTime(today, '00:00').toISOString())
    const changed = await invalidateTimedContent(
      payload,
      new Date(expiry.getTime() - 60_000),
      expiry,
    )
    expect(changed).toEqual(
      expect.arrayContaining([
        `career:vi:${fixture.expired.id}`,
        `career:en:${fixture.expired.id}`,
        'careers:vi',
        'careers:en',
      ]),
    )
    expect(changed).not.toContain(`career:vi:${fixture.staff.id}`)
    const before = await invalidateTimedContent(
      payload,
      new Date(expiry.getTime() - 120_000),
      new Date(expiry.getTime() - 1),
    )
    expect(before).not.toContain(`career:vi:${fixture.expired.id}`)
  })
})

describe('the seeded openings', () => {
  it('number ten or more in four provinces or more, two of them expired', async () => {
    const { docs: all } = await payload.find({
      collection: 'careers',
      where: { isActive: { equals: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const docs = all.filter((doc) => !doc.slug.includes(tag))
    const now = new Date()
    const expired = docs.filter((doc) => careerExpiry(doc.deadline) <= now)
    const provinces = new Set(docs.map((doc) => doc.province)).size
    expect({ openings: docs.length, provinces, expired: expired.length }).toEqual({
      openings: expect.toSatisfy((count: number) => count >= 10),
      provinces: expect.toSatisfy((count: number) => count >= 4),
      expired: expect.toSatisfy((count: number) => count >= 2),
    })
    const open = await fetchCareers('vi', { rowsPerPage: 100 }, inProcessTransport)
    expect(ids(open).filter((id) => docs.some((doc) => doc.id === id))).toHaveLength(
      docs.length - expired.length,
    )
  })
})
