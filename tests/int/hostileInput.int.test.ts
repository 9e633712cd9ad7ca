import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { dispatch } from '@/backend/router'
import { contractHeaders } from '@/contract/headers'

import { uniqueIp } from '../helpers/addresses'
import { testPayload } from '../helpers/payload'
import { bothTransports, raw } from '../helpers/transports'

let payload: Payload
const transports = bothTransports()
const contact = (overrides: Record<string, unknown> = {}) => ({
  formType: 'GetInTouch',
  fullName: 'Trần Văn An',
  email: 'an.tran@example.vn',
  message: 'Xin báo giá điều hòa cho văn phòng.',
  consent: true,
  idempotencyKey: randomUUID(),
  ...overrides,
})
const count = async (collection: 'contacts' | 'subscribers') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})

/** A request as a browser or a script might send it, straight to the backend's dispatcher. */
const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  dispatch(
    new Request(`http://backend.internal${path}`, {
      ...init,
      headers: { ...contractHeaders('vi'), 'x-client-ip': uniqueIp(), ...init.headers },
    }),
  )

describe.each(Object.keys(transports))('hostile input over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const status = async (path: string, query: Record<string, string>) =>
    (await raw(transport(), { path, query })).status

  it('refuses ids a database column cannot hold, and numbers not written in decimal', async () => {
    const detail = '/api/services/app/Product/GetDetailDto'
    expect(await status(detail, { id: '2147483648' })).toBe(400)
    expect(await status(detail, { id: '99999999999999999999' })).toBe(400)
    expect(await status(detail, { id: '0x10' })).toBe(400)
    expect(await status(detail, { id: '1e3' })).toBe(400)
    expect(
      await status('/api/services/app/Product/GetListBoxDto', { parentId: '2147483648' }),
    ).toBe(400)
    expect(await status(detail, { id: '2147483647' })).toBe(404)
  })

  it('refuses a NUL character in any text with 400, naming the member', async () => {
    const answer = await raw(transport(), {
      path: '/api/services/app/Product/GetListBoxDto',
      query: { keyword: 'dieu\u0000hoa' },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('keyword')
    expect(await status('/LocaleSlug/GetActiveSlug', { oldSlug: '\u0000' })).toBe(400)
  })

  it('matches % and _ in a keyword literally', async () => {
    for (const keyword of ['%', '_', '%%', '\\'])
      expect(
        (
          (await raw(transport(), {
            path: '/api/services/app/Product/GetListBoxDto',
            query: { keyword },
          })) as { body: { result: { totalCount: number } } }
        ).body.result.totalCount,
        keyword,
      ).toBe(0)
  })

  it('answers a malformed culture header in the default language instead of failing', async () => {
    const answer = await raw(transport(), {
      path: '/AbpUserConfiguration/GetAll',
      headers: { '.AspNetCore.Culture': '%E0%A4%A' },
    })
    expect(answer.status).toBe(200)
  })

  it('refuses line breaks in a name or subject (they would reach a mail header)', async () => {
    for (const fields of [{ fullName: 'An\r\nBcc: x@evil.example' }, { subject: 'Hi\nBcc: x' }]) {
      const answer = await raw(transport(), {
        method: 'POST',
        path: '/api/services/app/Contact/Create',
        body: contact(fields),
        headers: { 'x-client-ip': uniqueIp() },
      })
      expect(answer.status).toBe(400)
    }
  })
})

describe('bodies the backend refuses', () => {
  it('a NUL in a contact field: 400, nothing stored, and the sender’s quota untouched', async () => {
    const before = await count('contacts')
    const ip = uniqueIp()
    const post = (body: unknown) =>
      send('/api/services/app/Contact/Create', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-client-ip': ip },
      })
    for (let index = 0; index < 12; index += 1)
      expect((await post(contact({ message: `Xin chào\u0000 ${index}` }))).status).toBe(400)
    expect(await count('contacts')).toBe(before)
    expect((await post(contact())).status).toBe(200)
  })

  it('a broken multipart or JSON body: 400, nothing stored', async () => {
    const before = [await count('contacts'), await count('subscribers')]
    for (const path of [
      '/api/services/app/Contact/Create',
      '/api/services/app/Subscriber/Create',
    ]) {
      const multipart = await send(path, {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'multipart/form-data' },
      })
      expect(multipart.status).toBe(400)
      const json = await send(path, {
        method: 'POST',
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      })
      expect(json.status).toBe(400)
    }
    expect([await count('contacts'), await count('subscribers')]).toEqual(before)
  })

  it('a body over the call’s limit: 413, unread', async () => {
    const answer = await send('/api/services/app/Contact/Create', {
      method: 'POST',
      // Contact/Create takes up to 8 MiB (an invoice photo rides along as base64).
      body: JSON.stringify(contact({ message: 'x'.repeat(9 * 1024 * 1024) })),
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({ success: false, __abp: true })
  })

  it('a form posted from another site: 403, nothing stored', async () => {
    const before = await count('subscribers')
    const form = 'application/x-www-form-urlencoded'
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': form },
      { 'sec-fetch-site': 'cross-site', 'content-type': form },
    ] as Record<string, string>[]) {
      const answer = await send('/api/services/app/Subscriber/Create', {
        method: 'POST',
        body: 'email=victim%40example.vn',
        headers,
      })
      expect(answer.status).toBe(403)
    }
    expect(await count('subscribers')).toBe(before)
    // The site's own pages may still post.
    const own = await send('/api/services/app/Subscriber/Create', {
      method: 'POST',
      body: JSON.stringify({ email: `own-${Date.now()}@example.vn` }),
      headers: { origin: 'http://backend.internal', 'content-type': 'application/json' },
    })
    expect(own.status).toBe(200)
  })
})

describe('the log', () => {
  it('keeps a visitor’s 403 at info on one line, however the bundle names the error', async () => {
    const { defaultLoggerOptions: stream, Forbidden, logError } = await import('payload')
    const lines: string[] = []
    const write = vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk))
      return true
    })
    try {
      const forbidden = new Forbidden()
      // The production bundle minifies class names, so Payload's own per-name levels miss it.
      forbidden.name = '_'
      logError({ err: forbidden, payload })
      const failure = new Error('connection refused')
      logError({ err: failure, payload })
    } finally {
      write.mockRestore()
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/^403 /) })
    expect(entries[0]).not.toHaveProperty('err')
    expect(entries[1]).toMatchObject({ level: 50, err: { message: 'connection refused' } })
  })
})
