import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { staffUser, testPayload } from '../helpers/payload'

let payload: Payload
let home: Page

beforeAll(async () => {
  payload = await testPayload()
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
    const { docs } = await payload.find({
      collection: 'language-texts',
      limit: 1,
      overrideAccess: true,
    })
    const text = docs[0]
    if (!text) return
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

  it('locks an account after five failed sign-ins', async () => {
    const editor = await staffUser(payload, ['editor'])
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: editor.email, password: 'wrong-password' },
        }),
      ).rejects.toThrow()
    }
    const locked = await payload.find({
      collection: 'users',
      where: { email: { equals: editor.email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect((locked.docs[0] as { lockUntil?: string | null }).lockUntil).toBeTruthy()
  })
})
