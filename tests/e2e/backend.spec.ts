import { readFileSync } from 'node:fs'

import { expect, test } from './test'

/** How many interface texts the repository defines (leaves of the default messages). */
const countTexts = (node: unknown): number =>
  typeof node === 'string'
    ? 1
    : Object.values(node as object).reduce((sum: number, child) => sum + countTexts(child), 0)
const repositoryTexts = countTexts(JSON.parse(readFileSync('src/i18n/messages/vi.json', 'utf8')))

// Route handlers answering JSON: the same at every screen size, so they run once.
test.describe("backend contract over the site's own route handlers @any-screen", () => {
  test('GetAll answers per culture with texts registered for both languages', async ({
    request,
  }) => {
    const vi = await request.get('/AbpUserConfiguration/GetAll', {
      headers: { '.AspNetCore.Culture': 'c=vi|uic=vi', 'Abp.TenantId': '1' },
    })
    expect(vi.status()).toBe(200)
    const viBody = await vi.json()
    expect(viBody).toMatchObject({
      success: true,
      __abp: true,
      result: { localization: { currentLanguage: { name: 'vi', id: 13 } } },
    })
    const en = await (
      await request.get('/AbpUserConfiguration/GetAll', { headers: { 'Accept-Language': 'en-US' } })
    ).json()
    expect(en.result.localization.currentLanguage).toMatchObject({
      name: 'en',
      id: 1,
      iso: 'en-US',
    })
    const viTexts = Object.values(viBody.result.localization.values.Sora ?? {})
    const enTexts = Object.values(en.result.localization.values.Sora ?? {})
    expect(viTexts.length).toBeGreaterThanOrEqual(repositoryTexts)
    expect(enTexts.length).toBeGreaterThanOrEqual(repositoryTexts)
    expect(enTexts).toContain('This page could not be found')
    expect(viTexts).toContain('Không tìm thấy trang này')
  })

  test('GetSettingKey reads settings and answers 400 without keyString', async ({ request }) => {
    const ok = await request.get('/api/services/app/Setting/GetSettingKey?keyString=YoutubeUrl')
    expect(await ok.json()).toMatchObject({
      success: true,
      result: expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
    })
    const bad = await request.get('/api/services/app/Setting/GetSettingKey')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({
      success: false,
      error: { validationErrors: [{ members: ['keyString'] }] },
    })
  })

  test('Banner/GetListBoxDto answers the footer request and rejects bad filters', async ({
    request,
  }) => {
    const footer = await request.get('/api/services/app/Banner/GetListBoxDto', {
      params: {
        Page: 1,
        BannerType: 'footer',
        RowsPerPage: 15,
        IsActive: true,
        sortBy: 'displayOrder',
        sortDirection: 'descending',
      },
    })
    const body = await footer.json()
    expect(footer.status()).toBe(200)
    expect(body.result.items.length).toBeGreaterThanOrEqual(6)
    expect(body.result.items.every((item: { bannerType: number }) => item.bannerType === 140)).toBe(
      true,
    )
    const bad = await request.get('/api/services/app/Banner/GetListBoxDto', {
      params: { BannerType: 'Nowhere' },
    })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error.validationErrors[0].members).toEqual(['bannerType'])
  })

  test('unknown backend paths answer 404 in the envelope, without a stack trace', async ({
    request,
  }) => {
    const response = await request.get('/api/services/app/Nothing/Here')
    expect(response.status()).toBe(404)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ success: false, __abp: true })
    expect(text).not.toMatch(/\.(ts|js):\d+/)
  })

  test('UpdateLanguageText refuses anonymous callers', async ({ request }) => {
    const response = await request.put('/api/services/app/Language/UpdateLanguageText', {
      data: { languageName: 'vi', sourceName: 'Sora', key: 'x', value: 'y' },
    })
    expect(response.status()).toBe(401)
    expect(await response.json()).toMatchObject({ unAuthorizedRequest: true })
  })
})
