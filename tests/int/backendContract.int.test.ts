import { describe, expect, it } from 'vitest'

import { BannerType } from '@/domain/enums'
import { fetchBanners } from '@/lib/backend/banners'
import { callBackend } from '@/lib/backend/client'
import { fetchUserConfiguration } from '@/lib/backend/configuration'
import { fetchSetting } from '@/lib/backend/settings'
import { z } from 'zod'

import { bothTransports, raw, failure } from '../helpers/transports'

const transports = bothTransports()

describe.each(Object.keys(transports))('backend contract over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('GET /AbpUserConfiguration/GetAll', () => {
    it('answers the request culture with both languages as the spec numbers them', async () => {
      const vi = await fetchUserConfiguration('vi', transport())
      expect(vi.localization.currentLanguage).toMatchObject({
        name: 'vi',
        id: 13,
        iso: 'vi-VN',
        isDefault: true,
      })
      expect(vi.localization.languages).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 1, name: 'en', iso: 'en-US' }),
          expect.objectContaining({ id: 13, name: 'vi', iso: 'vi-VN' }),
        ]),
      )
      const en = await fetchUserConfiguration('en', transport())
      expect(en.localization.currentLanguage.name).toBe('en')
      expect(en.localization.currentCulture.name).toBe('en-US')
      expect(en.session.tenantId).toBe(1)
    })

    it('wraps the answer in the ABP envelope', async () => {
      const answer = await raw(transport(), { path: '/AbpUserConfiguration/GetAll' })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        success: true,
        error: null,
        unAuthorizedRequest: false,
        __abp: true,
        targetUrl: null,
      })
    })
  })

  describe('GET /api/services/app/Setting/GetSettingKey', () => {
    it('reads seeded settings by key', async () => {
      expect(await fetchSetting('vi', 'Hotline', transport())).toBe('1800585833')
      expect(await fetchSetting('vi', 'FacebookPageUrl', transport())).toMatch(
        /^https:\/\/www\.facebook\.com\//,
      )
      expect(await fetchSetting('vi', 'YoutubeUrl', transport())).toMatch(
        /^https:\/\/www\.youtube\.com\//,
      )
    })

    it('answers per language', async () => {
      const vi = await fetchSetting('vi', 'CompanyName', transport())
      const en = await fetchSetting('en', 'CompanyName', transport())
      expect(vi).toMatch(/Công ty/)
      expect(en).toMatch(/Co\., Ltd\./)
    })

    it('binds the parameter name case-insensitively and answers null for an unknown key', async () => {
      const answer = await raw(transport(), {
        path: '/api/services/app/Setting/GetSettingKey',
        query: { KEYSTRING: 'NoSuchSetting' },
      })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ success: true, result: null })
    })

    it('answers 400 with validationErrors when keyString is missing', async () => {
      const answer = await raw(transport(), { path: '/api/services/app/Setting/GetSettingKey' })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        success: false,
        result: null,
        __abp: true,
        error: { validationErrors: [expect.objectContaining({ members: ['keyString'] })] },
      })
      const error = await failure(fetchSetting('vi', '' as 'Hotline', transport()))
      expect(error.status).toBe(400)
    })
  })

  describe('GET /api/services/app/Banner/GetListBoxDto', () => {
    it('answers the footer request (Page=1, BannerType=Footer, RowsPerPage=15, active, display order descending)', async () => {
      const list = await fetchBanners('vi', { position: 'Footer', rowsPerPage: 15 }, transport())
      expect(list.items.length).toBeGreaterThanOrEqual(6)
      expect(list.items.length).toBeLessThanOrEqual(15)
      expect(list.totalCount).toBe(list.items.length)
      for (const item of list.items) {
        expect(item.bannerType).toBe(BannerType.Footer)
        expect(item.isActive).toBe(true)
        expect(item.bannerLangUrl).toMatch(/^\/images\//)
        expect(item.name).not.toBe('')
      }
      const orders = list.items.map((item) => item.displayOrder)
      expect(orders).toEqual([...orders].sort((a, b) => b - a))
    })

    it('binds BannerType by name in any case or by number, with the same answer', async () => {
      const query = {
        Page: 1,
        RowsPerPage: 15,
        IsActive: true,
        sortBy: 'displayOrder',
        sortDirection: 'descending',
      }
      const byName = await raw(transport(), {
        path: '/api/services/app/Banner/GetListBoxDto',
        query: { ...query, BannerType: 'footer' },
      })
      const byNumber = await raw(transport(), {
        path: '/api/services/app/Banner/GetListBoxDto',
        query: { ...query, bannertype: 140 },
      })
      expect(byName.status).toBe(200)
      expect(byName.body).toEqual(byNumber.body)
    })

    it('shows inactive banners to staff only', async () => {
      const path = '/api/services/app/Banner/GetListBoxDto'
      const query = { BannerType: 'Footer', RowsPerPage: 100 }
      const count = (answer: { body: unknown }) =>
        (answer.body as { result: { totalCount: number } }).result.totalCount
      const active = await raw(transport(), { path, query: { ...query, IsActive: true } })
      const anonymous = await raw(transport(), { path, query })
      const anonymousInactive = await raw(transport(), {
        path,
        query: { ...query, IsActive: false },
      })
      const staff = await raw(transport(), { path, query, auth: 'service' })
      expect(count(anonymous)).toBe(count(active))
      expect(count(anonymousInactive)).toBe(count(active))
      expect(count(staff)).toBeGreaterThan(count(active))
    })

    it('pages with Page/RowsPerPage and with SkipCount/MaxResultCount alike', async () => {
      const first = await fetchBanners(
        'vi',
        { position: 'Footer', rowsPerPage: 2, page: 1 },
        transport(),
      )
      const second = await fetchBanners(
        'vi',
        { position: 'Footer', rowsPerPage: 2, page: 2 },
        transport(),
      )
      expect(first.items).toHaveLength(2)
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id)
      const skipped = await raw(transport(), {
        path: '/api/services/app/Banner/GetListBoxDto',
        query: {
          BannerType: 140,
          IsActive: true,
          SkipCount: 2,
          MaxResultCount: 2,
          sortBy: 'displayOrder',
          sortDirection: 'descending',
        },
      })
      expect(
        (skipped.body as { result: { items: { id: number }[] } }).result.items.map(
          (item) => item.id,
        ),
      ).toEqual(second.items.map((item) => item.id))
    })

    it.each([
      ['an unknown banner type', { BannerType: 999 }, 'bannerType'],
      ['a page size beyond the bound', { RowsPerPage: 1000 }, 'rowsPerPage'],
      ['page zero', { Page: 0 }, 'page'],
      ['a non-boolean IsActive', { IsActive: 'maybe' }, 'isActive'],
      ['an unknown sort direction', { sortDirection: 'sideways' }, 'sortDirection'],
    ])('answers 400 with validationErrors for %s', async (_label, query, member) => {
      const answer = await raw(transport(), {
        path: '/api/services/app/Banner/GetListBoxDto',
        query,
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        success: false,
        error: { validationErrors: [expect.objectContaining({ members: [member] })] },
      })
    })

    it('returns English names for the English culture', async () => {
      const vi = await fetchBanners('vi', { position: 'HomeBanner' }, transport())
      const en = await fetchBanners('en', { position: 'HomeBanner' }, transport())
      expect(en.items.map((item) => item.id)).toEqual(vi.items.map((item) => item.id))
      expect(en.items[0]?.name).not.toBe(vi.items[0]?.name)
    })
  })

  describe('errors', () => {
    it('answers 404 in the envelope for an unknown path', async () => {
      const answer = await raw(transport(), { path: '/api/services/app/Nothing/Here' })
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({
        success: false,
        __abp: true,
        error: { message: expect.any(String) },
      })
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.(ts|js):\d+/)
    })

    it('answers 405 for a known path with the wrong method', async () => {
      const answer = await raw(transport(), {
        path: '/api/services/app/Banner/GetListBoxDto',
        method: 'POST',
        body: {},
      })
      expect(answer.status).toBe(405)
    })

    it('accepts tenant 1 under either header spelling and refuses any other tenant', async () => {
      const path = '/AbpUserConfiguration/GetAll'
      expect((await raw(transport(), { path, headers: { 'Abp-TenantId': '1' } })).status).toBe(200)
      expect((await raw(transport(), { path, headers: { 'Abp.TenantId': '2' } })).status).toBe(400)
    })
  })

  describe('PUT /api/services/app/Language/UpdateLanguageText', () => {
    const text = {
      languageName: 'en',
      sourceName: 'Sora',
      key: `contract-${name}`,
      value: 'Contract test text',
    }

    it('refuses anonymous callers with 401 and unAuthorizedRequest', async () => {
      const answer = await raw(transport(), {
        path: '/api/services/app/Language/UpdateLanguageText',
        method: 'PUT',
        body: text,
      })
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ success: false, unAuthorizedRequest: true })
    })

    it('stores a text for the service identity, visible in GetAll for that language only', async () => {
      await callBackend(
        {
          method: 'PUT',
          path: '/api/services/app/Language/UpdateLanguageText',
          locale: 'en',
          body: text,
          auth: 'service',
        },
        z.null(),
        transport(),
      )
      const en = await fetchUserConfiguration('en', transport())
      const vi = await fetchUserConfiguration('vi', transport())
      expect(en.localization.values.Sora?.[text.key]).toBe('Contract test text')
      expect(vi.localization.values.Sora?.[text.key]).toBeUndefined()
    })

    it('rejects an unknown language with 400', async () => {
      const error = await failure(
        callBackend(
          {
            method: 'PUT',
            path: '/api/services/app/Language/UpdateLanguageText',
            locale: 'vi',
            body: { ...text, languageName: 'fr' },
            auth: 'service',
          },
          z.null(),
          transport(),
        ),
      )
      expect(error.status).toBe(400)
      expect(error.validationErrors[0]?.members).toEqual(['languageName'])
    })
  })
})
