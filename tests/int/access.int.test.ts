import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LanguageText, Page } from '@/payload-types'

import { staffToken, staffUser, testPayload } from '../helpers/payload'

let payload: Payload
let home: Page
let text: LanguageText

beforeAll(async () => {
  payload = await testPayload()
  text = await payload.create({
    collection: 'language-texts',
    locale: 'vi',
    data: { source: 'Sora', key: 'access-test', name: 'tests.access', value: 'Văn bản kiểm thử' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'home' } },
    overrideAccess: true,
    depth: 0,
  })
  home = docs[0]!
})

describe('public reads', () => {
  it('see published pages only, never drafts', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: {
        title: 'Bản nháp',
        slug: 'ban-nhap-kiem-thu',
        layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const anonymous = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'ban-nhap-kiem-thu' } },
      overrideAccess: false,
      draft: false,
    })
    expect(anonymous.totalDocs).toBe(0)
    const staff = await staffUser(payload, ['editor'])
    const asEditor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'ban-nhap-kiem-thu' } },
      overrideAccess: false,
      user: staff,
      draft: true,
    })
    expect(asEditor.totalDocs).toBe(1)
    await payload.delete({
      collection: 'pages',
      id: draft.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('cannot read backend collections or staff accounts through the CMS API', async () => {
    await expect(payload.find({ collection: 'banners', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})

describe('translators', () => {
  it('may change localised texts of a page', async () => {
    const translator = await staffUser(payload, ['translator'])
    const updated = await payload.update({
      collection: 'pages',
      id: home.id,
      locale: 'en',
      data: { title: 'Home (reviewed)' },
      user: translator,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(updated.title).toBe('Home (reviewed)')
    await payload.update({
      collection: 'pages',
      id: home.id,
      locale: 'en',
      data: { title: 'Home' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('may not change non-localised values, reorder blocks or create documents', async () => {
    const translator = await staffUser(payload, ['translator'])
    // Field access drops the non-localised value: the page keeps its chrome.
    const unchanged = await payload.update({
      collection: 'pages',
      id: home.id,
      data: { chrome: 'minimal' },
      user: translator,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(unchanged.chrome).toBe('full')
    await expect(
      payload.update({
        collection: 'pages',
        id: home.id,
        data: { layout: [...home.layout].reverse() },
        user: translator,
        overrideAccess: false,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/layout/)
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          title: 'X',
          slug: 'x-translator',
          layout: [{ blockType: 'bannerSlider', position: 'HomeBanner' }],
        },
        user: translator,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('may edit interface texts but not their keys', async () => {
    const translator = await staffUser(payload, ['translator'])
    const changed = await payload.update({
      collection: 'language-texts',
      id: text.id,
      locale: 'en',
      data: { value: 'Reviewed text' },
      user: translator,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(changed.value).toBe('Reviewed text')
    const kept = await payload.update({
      collection: 'language-texts',
      id: text.id,
      data: { key: 'renamed' },
      user: translator,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(kept.key).toBe(text.key)
  })
})

describe('interface texts through the backend contract', () => {
  const put = async (authorization: string, key: string) => {
    const { dispatch } = await import('@/backend/router')
    return dispatch(
      new Request('http://backend.internal/api/services/app/Language/UpdateLanguageText', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ languageName: 'en', sourceName: 'Sora', key, value: 'Reviewed' }),
      }),
    )
  }
  const tokenOf = async (roles: ('editor' | 'translator')[]) =>
    `JWT ${await staffToken(payload, roles)}`

  it('let translators change existing texts but not create keys; editors may create', async () => {
    const translator = await tokenOf(['translator'])
    expect((await put(translator, text.key)).status).toBe(200)
    expect((await put(translator, 'translator-new-key')).status).toBe(403)
    const editor = await tokenOf(['editor'])
    expect((await put(editor, 'editor-new-key')).status).toBe(200)
  })
})

describe('staff accounts', () => {
  it('only admins may grant roles', async () => {
    const editor = await staffUser(payload, ['editor'])
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(self.roles).toEqual(['editor'])
  })
})
