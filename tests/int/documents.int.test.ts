import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/backend/router'
import { documentDownloadPath } from '@/contract/document'
import { BusinessArea, DocumentType } from '@/domain/enums'
import { fetchDocument, fetchDocuments, type DocumentListQuery } from '@/lib/backend/documents'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Document, Product } from '@/payload-types'
import { buildDxf } from '@/seed/dxf'
import { buildPdf } from '@/seed/pdf'
import { buildZip } from '@/seed/zip'

import { startBackendOverHttp } from '../helpers/httpBridge'
import { listenForInvalidations, type Heard } from '../helpers/invalidations'
import { testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'

const LIST = '/api/services/app/Document/GetListBoxDto'
const DETAIL = '/api/services/app/Document/GetDetailDto'
const DOWNLOAD = '/api/services/app/Document/Download'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** A word no seeded document has, so lists can be narrowed to this file's documents. */
const tag = `qzxv${Math.random().toString(36).slice(2, 7)}`

let payload: Payload
let products: { ac: Product; fa: Product }
const files = {} as { pdf: Buffer; dxf: Buffer; zip: Buffer }
const fixture = {} as {
  catalogue: Document
  manual: Document
  cad: Document
  hidden: Document
}

type Fixture = Omit<Partial<Document>, 'file'> & {
  title: string
  english: string
  file: Buffer
  name: string
}

async function createDocument({ file, name, english, ...data }: Fixture): Promise<Document> {
  const format = name.split('.').pop()
  const mimetype =
    format === 'pdf' ? 'application/pdf' : format === 'zip' ? 'application/zip' : 'image/vnd.dxf'
  const stored = await payload.create({
    collection: 'document-files',
    ...quiet,
    data: {},
    file: { data: file, mimetype, name, size: file.length },
  })
  const doc = await payload.create({
    collection: 'documents',
    ...quiet,
    locale: 'vi',
    data: {
      summary: `Tài liệu kiểm thử ${tag}`,
      file: stored.id,
      documentType: 'Manual',
      businessArea: 'HomeAppliances',
      language: 'both',
      version: '1.0',
      releaseDate: '2026-01-10T02:00:00.000Z',
      isActive: true,
      ...data,
    },
  })
  await payload.update({
    collection: 'documents',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: { title: english, summary: `Test document ${tag}` },
  })
  return doc
}

const firstProduct = async (category: Product['category']) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ category: { equals: category } }, { isActive: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

beforeAll(async () => {
  payload = await testPayload()
  products = {
    ac: await firstProduct('AirConditioning'),
    fa: await firstProduct('FactoryAutomation'),
  }
  files.pdf = buildPdf({
    title: `Manual ${tag}`,
    lines: Array.from({ length: 30 }, (_, i) => `Line ${i}`),
  })
  files.dxf = buildDxf({ modelCode: 'T-1', title: tag, width: 400, height: 300, depth: 200 })
  files.zip = buildZip([{ name: 'T-1.dxf', data: files.dxf }])
  fixture.catalogue = await createDocument({
    title: `Catalogue điều hòa ${tag} 2026`,
    english: `${tag} air conditioner catalogue`,
    documentType: 'Catalogue',
    language: 'vi',
    products: [products.ac.id],
    releaseDate: '2026-03-01T02:00:00.000Z',
    file: files.pdf,
    name: `catalogue-${tag}.pdf`,
  })
  fixture.manual = await createDocument({
    title: `Hướng dẫn lắp đặt ${tag}`,
    english: `${tag} installation manual`,
    products: [products.ac.id],
    releaseDate: '2026-02-01T02:00:00.000Z',
    file: files.pdf,
    name: `manual-${tag}.pdf`,
  })
  fixture.cad = await createDocument({
    title: `Bản vẽ CAD ${tag}`,
    english: `${tag} CAD package`,
    documentType: 'CADData',
    businessArea: 'FactoryAutomation',
    language: 'en',
    version: null,
    products: [products.fa.id],
    releaseDate: '2026-01-01T02:00:00.000Z',
    file: files.zip,
    name: `cad-${tag}.zip`,
  })
  fixture.hidden = await createDocument({
    title: `Ẩn ${tag}`,
    english: `${tag} hidden`,
    isActive: false,
    file: files.dxf,
    name: `hidden-${tag}.dxf`,
  })
})

const transports = bothTransports()

describe.each(Object.keys(transports))('document calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Document/GetListBoxDto', () => {
    it('lists active documents, newest release first, in the request language', async () => {
      const vi = await fetchDocuments('vi', { keyword: tag }, transport())
      expect(ids(vi)).toEqual([fixture.catalogue.id, fixture.manual.id, fixture.cad.id])
      expect(vi.items[0]).toMatchObject({
        title: `Catalogue điều hòa ${tag} 2026`,
        summary: `Tài liệu kiểm thử ${tag}`,
        documentType: DocumentType.Catalogue,
        documentTypeName: 'Catalogue',
        businessArea: BusinessArea.HomeAppliances,
        businessAreaName: 'Thiết bị gia dụng',
        language: 'vi',
        version: '1.0',
        releaseDate: '2026-03-01',
        fileFormat: 'pdf',
        contentType: 'application/pdf',
        fileSize: files.pdf.length,
        fileName: `Catalogue điều hòa ${tag} 2026.pdf`,
        downloadUrl: `${DOWNLOAD}?id=${fixture.catalogue.id}&culture=vi`,
        products: [
          {
            id: products.ac.id,
            name: products.ac.name,
            modelCode: products.ac.modelCode,
            detailUrl: `/${products.ac.slug}-prd${products.ac.id}`,
          },
        ],
      })
      expect(vi.items[2]).toMatchObject({
        documentTypeName: 'Dữ liệu CAD',
        fileFormat: 'zip',
        contentType: 'application/zip',
        version: null,
      })
      const en = await fetchDocuments('en', { keyword: tag }, transport())
      expect(en.items.map((item) => [item.title, item.documentTypeName])).toEqual([
        [`${tag} air conditioner catalogue`, 'Catalogue'],
        [`${tag} installation manual`, 'Manual'],
        [`${tag} CAD package`, 'CAD data'],
      ])
      expect(en.items[0]!.downloadUrl).toMatch(/&culture=en$/)
      const oldestFirst = await fetchDocuments(
        'vi',
        { keyword: tag, sortDirection: 'ascending' },
        transport(),
      )
      expect(ids(oldestFirst)).toEqual([fixture.cad.id, fixture.manual.id, fixture.catalogue.id])
    })

    it('narrows by business area, type, product, category, language and words', async () => {
      const list = async (query: DocumentListQuery) =>
        ids(await fetchDocuments('vi', { keyword: tag, ...query }, transport()))
      expect(await list({ businessArea: 'FactoryAutomation' })).toEqual([fixture.cad.id])
      expect(await list({ documentType: 'Manual' })).toEqual([fixture.manual.id])
      expect(await list({ documentType: 20 })).toEqual([fixture.cad.id])
      expect(await list({ productId: products.ac.id })).toEqual([
        fixture.catalogue.id,
        fixture.manual.id,
      ])
      expect(await list({ productCategory: 'FactoryAutomation' })).toEqual([fixture.cad.id])
      expect(await list({ language: 'en' })).toEqual([fixture.cad.id])
      for (const [query, member] of [
        [{ DocumentType: 'catalogue' }, fixture.catalogue.id],
        [{ BUSINESSAREA: 1, documenttype: 10 }, fixture.manual.id],
        [{ Language: 'EN' }, fixture.cad.id],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query: { keyword: tag, ...query } })
        expect(answer.body).toMatchObject({ result: { totalCount: 1, items: [{ id: member }] } })
      }
      const unaccented = await fetchDocuments(
        'vi',
        { keyword: `HUONG DAN LAP DAT ${tag}` },
        transport(),
      )
      expect(ids(unaccented)).toEqual([fixture.manual.id])
      const english = await fetchDocuments('en', { keyword: `${tag} CAD` }, transport())
      expect(ids(english)).toEqual([fixture.cad.id])
      // A product's model code finds the documents it belongs to.
      const byModel = await fetchDocuments(
        'vi',
        { keyword: products.fa.modelCode.toLowerCase(), rowsPerPage: 50 },
        transport(),
      )
      expect(ids(byModel)).toContain(fixture.cad.id)
      const none = await fetchDocuments('vi', { keyword: `${tag}-nothing` }, transport())
      expect(none).toEqual({ totalCount: 0, items: [] })
    })

    it('pages within the contract bounds and refuses malformed filters', async () => {
      const second = await fetchDocuments(
        'vi',
        { keyword: tag, rowsPerPage: 1, page: 2 },
        transport(),
      )
      expect(ids(second)).toEqual([fixture.manual.id])
      expect(second.totalCount).toBe(3)
      const skipped = await fetchDocuments(
        'vi',
        { keyword: tag, skipCount: 2, maxResultCount: 5 },
        transport(),
      )
      expect(ids(skipped)).toEqual([fixture.cad.id])
      const all = await fetchDocuments('vi', {}, transport())
      expect(all.items).toHaveLength(10)
      for (const [query, member] of [
        [{ rowsPerPage: 51 }, 'rowsPerPage'],
        [{ maxResultCount: 0 }, 'maxResultCount'],
        [{ documentType: 99 }, 'documentType'],
        [{ businessArea: 'Space' }, 'businessArea'],
        [{ productCategory: 'Toasters' }, 'productCategory'],
        [{ productId: 'abc' }, 'productId'],
        [{ language: 'fr' }, 'language'],
        [{ keyword: 'x\u0000' }, 'keyword'],
        [{ keyword: 'x'.repeat(101) }, 'keyword'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status, JSON.stringify(query)).toBe(400)
        expect(answer.body).toMatchObject({
          error: { validationErrors: [expect.objectContaining({ members: [member] })] },
        })
      }
    })
  })

  describe('Document/GetDetailDto', () => {
    it('answers a document with its download count', async () => {
      const detail = await fetchDocument('en', fixture.cad.id, transport())
      expect(detail).toMatchObject({
        id: fixture.cad.id,
        title: `${tag} CAD package`,
        language: 'en',
        fileName: `${tag} CAD package.zip`,
        downloadCount: expect.any(Number),
      })
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
    })

    it('answers 404 for unknown and inactive documents and 400 for malformed ids', async () => {
      for (const id of [999_999_999, fixture.hidden.id])
        expect(await status(fetchDocument('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', '-1', '1\u0000', '99999999999'])
        expect((await raw(transport(), { path: DETAIL, query: { id } })).status).toBe(400)
      expect((await raw(transport(), { path: DETAIL })).status).toBe(400)
    })
  })
})

/** The file route, in-process (the dispatcher) and over real HTTP (the bridge). */
describe.each(['in-process', 'http'] as const)('Document/Download over %s', (mode) => {
  let origin = 'http://backend.internal'
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    if (mode !== 'http') return
    const bridge = await startBackendOverHttp()
    origin = bridge.origin
    close = bridge.close
  })
  afterAll(async () => {
    await close?.()
  })

  const send = async (path: string, init: RequestInit = {}) => {
    const request = new Request(`${origin}${path}`, init)
    const response = mode === 'http' ? await fetch(request) : await dispatch(request)
    return { response, bytes: Buffer.from(await response.arrayBuffer()) }
  }
  const downloads = async (id: number) => {
    const doc = await payload.findByID({
      collection: 'documents',
      id,
      depth: 0,
      overrideAccess: true,
    })
    return doc.downloadCount ?? 0
  }
  const path = (id: number) => documentDownloadPath(id, 'vi')

  it('answers the whole file with its type, name and validators, and counts it', async () => {
    const before = await downloads(fixture.catalogue.id)
    const { response, bytes } = await send(path(fixture.catalogue.id))
    expect(response.status).toBe(200)
    expect(bytes.equals(files.pdf)).toBe(true)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const headers = response.headers
    expect(headers.get('content-type')).toBe('application/pdf')
    expect(headers.get('content-length')).toBe(String(files.pdf.length))
    expect(headers.get('accept-ranges')).toBe('bytes')
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="Catalogue dieu hoa ${tag} 2026.pdf"; filename*=UTF-8''Catalogue%20%C4%91i%E1%BB%81u%20h%C3%B2a%20${tag}%202026.pdf`,
    )
    expect(headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    expect(Date.parse(headers.get('last-modified') ?? '')).not.toBeNaN()
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('cache-control')).toContain('no-transform')
    expect(await downloads(fixture.catalogue.id)).toBe(before + 1)
  })

  it('names the file in the language asked for', async () => {
    const { response } = await send(documentDownloadPath(fixture.catalogue.id, 'en'))
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${tag}%20air%20conditioner%20catalogue.pdf`,
    )
    const { response: english } = await send(`${DOWNLOAD}?id=${fixture.manual.id}`, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(english.headers.get('content-disposition')).toContain(
      `${tag}%20installation%20manual.pdf`,
    )
  })

  it('answers a byte range with exactly those bytes, counting only a range from the start', async () => {
    const id = fixture.manual.id
    const before = await downloads(id)
    const first = await send(path(id), { headers: { range: 'bytes=0-99' } })
    expect(first.response.status).toBe(206)
    expect(first.response.headers.get('content-range')).toBe(`bytes 0-99/${files.pdf.length}`)
    expect(first.response.headers.get('content-length')).toBe('100')
    expect(first.bytes.equals(files.pdf.subarray(0, 100))).toBe(true)
    const middle = await send(path(id), { headers: { range: 'bytes=100-249' } })
    expect(middle.response.status).toBe(206)
    expect(middle.bytes.equals(files.pdf.subarray(100, 250))).toBe(true)
    const tail = await send(path(id), { headers: { range: 'bytes=-50' } })
    expect(tail.response.headers.get('content-range')).toBe(
      `bytes ${files.pdf.length - 50}-${files.pdf.length - 1}/${files.pdf.length}`,
    )
    expect(tail.bytes.equals(files.pdf.subarray(-50))).toBe(true)
    const rest = await send(path(id), { headers: { range: `bytes=${files.pdf.length - 10}-` } })
    expect(rest.bytes.equals(files.pdf.subarray(-10))).toBe(true)
    expect(await downloads(id)).toBe(before + 1)
  })

  it('answers 416 for a range past the end, and the whole file for other range headers', async () => {
    const id = fixture.manual.id
    const before = await downloads(id)
    const past = await send(path(id), { headers: { range: `bytes=${files.pdf.length}-` } })
    expect(past.response.status).toBe(416)
    expect(past.response.headers.get('content-range')).toBe(`bytes */${files.pdf.length}`)
    expect(past.bytes.length).toBe(0)
    expect(await downloads(id)).toBe(before)
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'bytes=9-2', 'lines=0-5']) {
      const { response, bytes } = await send(path(id), { headers: { range } })
      expect(response.status, range).toBe(200)
      expect(bytes.equals(files.pdf), range).toBe(true)
    }
    expect(await downloads(id)).toBe(before + 4)
  })

  it('counts neither HEAD nor a revalidation, and drops a range whose If-Range is stale', async () => {
    const id = fixture.manual.id
    const before = await downloads(id)
    const head = await send(path(id), { method: 'HEAD' })
    expect(head.response.status).toBe(200)
    expect(head.response.headers.get('content-length')).toBe(String(files.pdf.length))
    expect(head.response.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(head.bytes.length).toBe(0)
    const etag = head.response.headers.get('etag')!
    const revalidated = await send(path(id), { headers: { 'if-none-match': etag } })
    expect(revalidated.response.status).toBe(304)
    expect(await downloads(id)).toBe(before)
    const stale = await send(path(id), { headers: { range: 'bytes=10-19', 'if-range': '"old"' } })
    expect(stale.response.status).toBe(200)
    expect(stale.bytes.length).toBe(files.pdf.length)
    const fresh = await send(path(id), { headers: { range: 'bytes=10-19', 'if-range': etag } })
    expect(fresh.response.status).toBe(206)
    expect(await downloads(id)).toBe(before + 1)
  })

  it('serves CAD data with its own type and counts concurrent downloads exactly', async () => {
    const id = fixture.cad.id
    const before = await downloads(id)
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(path(id))))
    for (const { response, bytes } of answers) {
      expect(response.headers.get('content-type')).toBe('application/zip')
      expect(bytes.equals(files.zip)).toBe(true)
    }
    expect(await downloads(id)).toBe(before + 6)
  })

  it('refuses malformed ids with 400 and unknown or hidden documents with 404, in the envelope', async () => {
    for (const query of [
      '',
      '?id=abc',
      '?id=0',
      '?id=1%00',
      '?id=99999999999',
      '?id=1&culture=fr',
    ]) {
      const { response, bytes } = await send(`${DOWNLOAD}${query}`)
      expect(response.status, query).toBe(400)
      expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ success: false, __abp: true })
    }
    for (const id of [999_999_999, fixture.hidden.id]) {
      const { response, bytes } = await send(path(id))
      expect(response.status).toBe(404)
      expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ success: false })
    }
    const post = await send(path(fixture.manual.id), { method: 'POST' })
    expect(post.response.status).toBe(405)
    const anyCase = await send(`/API/services/app/document/DOWNLOAD?ID=${fixture.manual.id}`)
    expect(anyCase.response.status).toBe(200)
  })
})

describe('the seeded documents', () => {
  it('number thirty or more, and every product page lists some', async () => {
    const all = await fetchDocuments('vi', { rowsPerPage: 1 }, inProcessTransport)
    expect(all.totalCount).toBeGreaterThanOrEqual(30)
    const { docs } = await payload.find({
      collection: 'products',
      where: { isActive: { equals: true } },
      limit: 5,
      depth: 0,
      overrideAccess: true,
    })
    for (const product of docs) {
      const list = await fetchDocuments('vi', { productId: product.id }, inProcessTransport)
      expect(list.totalCount, product.modelCode).toBeGreaterThan(0)
      expect(list.items.every((item) => item.products.some((p) => p.id === product.id))).toBe(true)
    }
  })

  it('download as real files of each format', async () => {
    for (const [documentType, signature] of [
      ['Catalogue', '%PDF-'],
      ['Manual', '%PDF-'],
    ] as const) {
      const list = await fetchDocuments('en', { documentType, rowsPerPage: 1 }, inProcessTransport)
      const response = await dispatch(
        new Request(`http://backend.internal${list.items[0]!.downloadUrl}`),
      )
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, 5).toString('latin1')).toBe(signature)
      expect(bytes.length).toBe(list.items[0]!.fileSize)
    }
    const cad = await fetchDocuments(
      'en',
      { documentType: 'CADData', rowsPerPage: 50 },
      inProcessTransport,
    )
    const formats = new Set(cad.items.map((item) => item.fileFormat))
    expect(formats).toEqual(new Set(['dxf', 'zip']))
    for (const format of formats) {
      const item = cad.items.find((entry) => entry.fileFormat === format)!
      const response = await dispatch(new Request(`http://backend.internal${item.downloadUrl}`))
      expect(response.headers.get('content-type')).toBe(item.contentType)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.length).toBe(item.fileSize)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(
        format === 'zip' ? 'PK\u0003\u0004' : '999\r',
      )
    }
  })
})

describe('uploads and changes', () => {
  let heard: Heard
  beforeAll(async () => {
    heard = await listenForInvalidations()
  })
  afterAll(async () => {
    await heard.close()
  })

  it('refuses files that are not what their name says', async () => {
    for (const [name, mimetype, data] of [
      ['fake.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['drawing.dxf', 'image/vnd.dxf', Buffer.from('<svg onload="alert(1)"/>')],
      ['notes.txt', 'text/plain', Buffer.from('hello')],
    ] as const) {
      await expect(
        payload.create({
          collection: 'document-files',
          ...quiet,
          data: {},
          file: { data, mimetype, name, size: data.length },
        }),
        name,
      ).rejects.toThrow()
    }
  })

  it('keeps the download count out of editors’ hands and revalidates the lists on a change', async () => {
    const id = fixture.manual.id
    const before = await downloads(id)
    heard.tags.length = 0
    await payload.update({
      collection: 'documents',
      id,
      overrideAccess: true,
      locale: 'vi',
      data: { version: '1.1', downloadCount: before + 1000 },
    })
    expect(await downloads(id)).toBe(before)
    await heard.until([`document:vi:${id}`, `document:en:${id}`, 'documents:vi', 'documents:en'])
  })

  const downloads = async (id: number) =>
    (await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true }))
      .downloadCount ?? 0
})
