import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ContactFormType } from '@/domain/enums'
import { createContact, subscribe } from '@/lib/backend/contacts'
import { fetchCurrencies } from '@/lib/backend/currencies'
import { fetchActiveSlug } from '@/lib/backend/slugs'
import { fetchTopic, fetchTopicLink, fetchTopicSlug } from '@/lib/backend/topics'
import { inProcessTransport } from '@/lib/backend/transport'

import { uniqueIp } from '../helpers/addresses'
import { testPayload } from '../helpers/payload'
import { bothTransports, raw, failure } from '../helpers/transports'

let payload: Payload
const transports = bothTransports()

beforeAll(async () => {
  payload = await testPayload()
})

/** A fresh address per test, so the rate limit of one test never touches another. */

const message = (overrides: Record<string, unknown> = {}) => ({
  formType: ContactFormType.GetInTouch,
  fullName: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.vn',
  phoneNumber: '0912 345 678',
  message: 'Tôi muốn được tư vấn điều hòa cho phòng khách 25 m².',
  pageUrl: '/dieu-hoa-khong-khi-dan-dung',
  consent: true,
  idempotencyKey: randomUUID(),
  ...overrides,
})

describe.each(Object.keys(transports))('shell calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Topic/GetTopicLinkDtoById', () => {
    it('answers the privacy policy (25) and the terms of use (26) with their detail URLs per language', async () => {
      const privacyVi = await fetchTopicLink('vi', 'PrivacyPolicy', transport())
      const privacyEn = await fetchTopicLink('en', 'PrivacyPolicy', transport())
      const termsVi = await fetchTopicLink('vi', 'TermsOfUse', transport())
      expect(privacyVi).toMatchObject({ topicLink: 25, title: 'Chính sách bảo mật' })
      expect(privacyVi.detailUrl).toMatch(/^\/chinh-sach-bao-mat-t\d+$/)
      expect(privacyEn.detailUrl).toMatch(/^\/privacy-policy-t\d+$/)
      expect(privacyEn.id).toBe(privacyVi.id)
      expect(termsVi).toMatchObject({ topicLink: 26, title: 'Điều khoản sử dụng' })
      expect(termsVi.detailUrl).toMatch(/^\/dieu-khoan-su-dung-t\d+$/)
    })

    it('answers 404 for a link number nobody uses and 400 for a malformed id', async () => {
      const missing = await raw(transport(), {
        path: '/api/services/app/Topic/GetTopicLinkDtoById',
        query: { id: 999 },
      })
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ success: false, error: { code: 0 } })
      const malformed = await raw(transport(), {
        path: '/api/services/app/Topic/GetTopicLinkDtoById',
        query: { id: 'abc' },
      })
      expect(malformed.status).toBe(400)
      expect(malformed.body).toMatchObject({
        success: false,
        error: { validationErrors: [expect.objectContaining({ members: ['id'] })] },
      })
    })
  })

  describe('Topic/GetDetailDto and the slug calls', () => {
    it('answers the whole topic as HTML, and its slug in the other language', async () => {
      const link = await fetchTopicLink('vi', 'TermsOfUse', transport())
      const vi = await fetchTopic('vi', link.id, transport())
      const en = await fetchTopic('en', link.id, transport())
      expect(vi.content).toContain('<p')
      expect(vi.content.length).toBeGreaterThan(1500)
      expect(en.content.length).toBeGreaterThan(1500)
      expect(en.title).toBe('Terms of use')
      expect(await fetchTopicSlug('en', link.id, transport())).toBe(`terms-of-use-t${link.id}`)
      expect(await fetchTopicSlug('vi', link.id, transport())).toBe(
        `dieu-khoan-su-dung-t${link.id}`,
      )
    })

    it('finds a topic by its slug in either language, and 404s an unknown one', async () => {
      const bySlug = await raw(transport(), {
        path: '/Topic/GetTopicBySlug',
        locale: 'en',
        query: { slug: 'privacy-policy' },
      })
      expect(bySlug.status).toBe(200)
      expect(bySlug.body).toMatchObject({ result: { title: 'Privacy policy' } })
      const unknown = await raw(transport(), {
        path: '/Topic/GetTopicBySlug',
        query: { slug: 'khong-co-trang-nay' },
      })
      expect(unknown.status).toBe(404)
    })

    it('answers 400 to a malformed slug, and to none', async () => {
      for (const slug of ['Chinh Sach', 'chinh_sach', 'x'.repeat(201), 'a\u0000b', '../topic', ''])
        expect(
          (await raw(transport(), { path: '/Topic/GetTopicBySlug', query: { slug } })).status,
          JSON.stringify(slug),
        ).toBe(400)
      expect((await raw(transport(), { path: '/Topic/GetTopicBySlug' })).status).toBe(400)
    })
  })

  describe('Currency/GetListBoxDto', () => {
    it('lists the display currencies with their formatting fields', async () => {
      const currencies = await fetchCurrencies('vi', transport())
      const codes = currencies.map((currency) => currency.currencyCode)
      expect(codes).toEqual(expect.arrayContaining(['VND', 'USD', 'EUR', 'JPY']))
      const vnd = currencies.find((currency) => currency.currencyCode === 'VND')!
      expect(vnd).toMatchObject({ rate: 1, displayPrecision: 0, symbolOnLeft: false })
      const usd = currencies.find((currency) => currency.currencyCode === 'USD')!
      expect(usd.rate).toBeGreaterThan(0)
      expect(usd.rate).toBeLessThan(0.001)
      expect(usd).toMatchObject({ symbolOnLeft: true, thousandsSeparator: ',' })
    })
  })

  describe('LocaleSlug/GetActiveSlug', () => {
    it('answers where a moved path lives now, and null for one that never moved', async () => {
      expect(await fetchActiveSlug('vi', 'contact', transport())).toBe('lien-he')
      expect(await fetchActiveSlug('vi', '/factory-automation/', transport())).toBe(
        'tu-dong-hoa-cong-nghiep',
      )
      expect(await fetchActiveSlug('vi', 'gioi-thieu', transport())).toBeNull()
    })
  })

  describe('Contact/Create', () => {
    it('stores a chat message as a GetInTouch contact with what the visitor wrote', async () => {
      const { id } = await createContact('vi', message(), uniqueIp(), transport())
      const stored = await payload.findByID({ collection: 'contacts', id, overrideAccess: true })
      expect(stored).toMatchObject({
        formType: 'GetInTouch',
        status: 'new',
        fullName: 'Nguyễn Thị Lan',
        email: 'lan.nguyen@example.vn',
        phoneNumber: '0912345678',
        language: 'vi',
        pageUrl: '/dieu-hoa-khong-khi-dan-dung',
      })
      expect(stored.message).toContain('phòng khách 25 m²')
    })

    it('refuses invalid fields with 400 and validationErrors naming them, storing nothing', async () => {
      const before = await payload.count({ collection: 'contacts', overrideAccess: true })
      const answer = await raw(transport(), {
        method: 'POST',
        path: '/api/services/app/Contact/Create',
        body: message({ email: 'not-an-address', phoneNumber: '12345', message: '' }),
        headers: { 'x-client-ip': uniqueIp() },
      })
      expect(answer.status).toBe(400)
      const members = (
        answer.body as { error: { validationErrors: { members: string[] }[] } }
      ).error.validationErrors.flatMap((item) => item.members)
      expect(members).toEqual(expect.arrayContaining(['email', 'phoneNumber', 'message']))
      const after = await payload.count({ collection: 'contacts', overrideAccess: true })
      expect(after.totalDocs).toBe(before.totalDocs)
    })

    it('refuses an absolute or protocol-relative page URL', async () => {
      const error = await failure(
        createContact('en', message({ pageUrl: 'https://evil.example/' }), uniqueIp(), transport()),
      )
      expect(error.status).toBe(400)
    })

    it('answers 429 in the visitor’s language after 10 messages an hour from one address', async () => {
      const ip = uniqueIp()
      for (let index = 0; index < 10; index += 1)
        await createContact('en', message({ message: `Message ${index}` }), ip, transport())
      const error = await failure(createContact('en', message(), ip, transport()))
      expect(error.status).toBe(429)
      expect(error.message).toBe('Too many requests. Please try again later.')
      const vi = await failure(createContact('vi', message(), ip, transport()))
      expect(vi.message).toBe('Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.')
      // Another address is not affected.
      await expect(createContact('vi', message(), uniqueIp(), transport())).resolves.toMatchObject({
        id: expect.any(Number),
      })
    })
  })

  describe('Subscriber/Create', () => {
    it('subscribes an address once, lower-cased, whatever the number of requests', async () => {
      const address = `Tin.Tuc.${Math.random().toString(36).slice(2, 8)}@Example.vn`
      await subscribe('en', address, uniqueIp(), transport())
      await subscribe('vi', address, uniqueIp(), transport())
      const { docs } = await payload.find({
        collection: 'subscribers',
        where: { email: { equals: address.toLowerCase() } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]!.language).toBe('en')
    })

    it('refuses an invalid address with 400', async () => {
      const error = await failure(subscribe('vi', 'khong-phai-email', uniqueIp(), transport()))
      expect(error.status).toBe(400)
    })
  })
})

describe('the rate-limit table', () => {
  it('starts a new window once the old one has passed', async () => {
    const db = payload.db as unknown as PostgresAdapter
    const ip = uniqueIp()
    for (let index = 0; index < 10; index += 1)
      await createContact('vi', message(), ip, inProcessTransport)
    await expect(createContact('vi', message(), ip, inProcessTransport)).rejects.toMatchObject({
      status: 429,
    })
    await db.drizzle.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '2 hours' WHERE key = ${`contact:${ip}`}`,
    )
    await expect(createContact('vi', message(), ip, inProcessTransport)).resolves.toMatchObject({
      id: expect.any(Number),
    })
  })
})

describe('whose address counts', () => {
  it('ignores an address an anonymous caller claims, counting the one it called from', async () => {
    const from = uniqueIp()
    const post = () =>
      inProcessTransport({
        method: 'POST',
        path: '/api/services/app/Contact/Create',
        locale: 'vi',
        body: message(),
        headers: { 'x-client-ip': from, 'x-visitor-ip': uniqueIp() },
      })
    for (let index = 0; index < 10; index += 1) expect((await post()).status).toBe(200)
    expect((await post()).status).toBe(429)
  })
})
