import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SearchResultDto } from '@/contract/search'
import { codeOf, foldText, SEARCH_REPORTS_PER_MINUTE } from '@/domain/siteSearch'
import { BackendError } from '@/lib/backend/errors'
import { fetchSearchResults, fetchSearchSuggestions, reportSearch } from '@/lib/backend/search'
import { inProcessTransport } from '@/lib/backend/transport'
import { drizzleOf } from '@/lib/db/drizzle'
import { markdownConverter } from '@/seed/richText'

import { uniqueIp } from '../helpers/addresses'
import { testPayload } from '../helpers/payload'
import { bothTransports, raw, status } from '../helpers/transports'

const PATH = '/api/services/app/Search/GetResults'
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** Words no seeded text holds (nor looks like), so results can be narrowed to this file's documents. */
const word = () => `qzv${Math.random().toString(36).slice(2, 10)}`
const tag = word()
const pagedTag = word()
const englishTag = word()
const [alpha, beta] = [word(), word()]

let payload: Payload
const created: { collection: 'topics' | 'search-synonyms'; id: number }[] = []

type Copy = { title: string; summary: string }

async function topic(vi: Copy, en?: Copy) {
  const toLexical = await markdownConverter(payload.config)
  const slug = foldText(vi.title).replace(/[^a-z0-9]+/g, '-')
  const doc = await payload.create({
    collection: 'topics',
    ...quiet,
    locale: 'vi',
    data: { ...vi, slug, isActive: true, content: toLexical('Nội dung.') },
  })
  if (en)
    await payload.update({
      collection: 'topics',
      id: doc.id,
      ...quiet,
      locale: 'en',
      data: { ...en, slug: `${slug}-en`, content: toLexical('Content.') },
    })
  created.push({ collection: 'topics', id: doc.id })
  return doc
}

const fixture = {} as Record<'exact' | 'titled' | 'summarised' | 'english', { id: number }>

beforeAll(async () => {
  payload = await testPayload()
  fixture.summarised = await topic({
    title: 'Hướng dẫn bảo dưỡng định kỳ',
    summary: `Lịch bảo dưỡng cho mã ${tag} và các dòng khác.`,
  })
  fixture.titled = await topic({ title: `Bảo dưỡng ${tag} tại nhà`, summary: 'Các bước đơn giản.' })
  fixture.exact = await topic({ title: tag, summary: 'Trang tổng hợp.' })
  fixture.english = await topic(
    { title: `Vệ sinh dàn lạnh ${englishTag}`, summary: 'Giữ máy sạch.' },
    { title: `Cleaning the indoor unit ${englishTag}`, summary: 'Keep it clean.' },
  )
  // Twelve pages of one word: enough to page through.
  for (let index = 1; index <= 12; index += 1)
    await topic({ title: `Câu hỏi ${pagedTag} số ${index}`, summary: 'Giải đáp.' })
  const synonym = await payload.create({
    collection: 'search-synonyms',
    overrideAccess: true,
    data: { terms: `${alpha}, ${beta}`, relation: 'same', language: 'vi' },
  })
  created.push({ collection: 'search-synonyms', id: synonym.id })
  await topic({ title: `Giới thiệu ${beta}`, summary: 'Từ đồng nghĩa.' })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true })
})

const idsOf = (result: SearchResultDto) => result.items.map((item) => item.id)
const countOf = (result: SearchResultDto, kind: string) =>
  result.counts.find((entry) => entry.kind === kind)?.count ?? 0

async function reportOf(query: string, language: 'vi' | 'en') {
  const { rows } = await drizzleOf(payload).execute<{
    query: string
    asked: string
    found_nothing: string
    last_result_count: string
  }>(sql`SELECT query, asked, found_nothing, last_result_count FROM search_queries
         WHERE normalized = ${foldText(query)} AND language = ${language}`)
  return rows[0]
}

const transports = bothTransports()

describe.each(Object.keys(transports))('site search over the %s transport', (name) => {
  const transport = () => transports[name]!()
  const search = (
    keyword: string,
    extra: Record<string, unknown> = {},
    locale: 'vi' | 'en' = 'vi',
  ) => fetchSearchResults(locale, { keyword, ...extra }, transport())

  it('ranks an exact title first, then titles holding the words, then summaries', async () => {
    const result = await search(tag, { kind: 'topic' })
    expect(idsOf(result).slice(0, 3)).toEqual([
      fixture.exact.id,
      fixture.titled.id,
      fixture.summarised.id,
    ])
    const scores = result.items.slice(0, 3).map((item) => item.score)
    expect(scores[0]).toBeGreaterThan(scores[1]!)
    expect(scores[1]).toBeGreaterThan(scores[2]!)
    expect(result.items[0]).toMatchObject({
      kind: 'topic',
      title: tag,
      url: `/${tag}-t${fixture.exact.id}`,
    })
  })

  it('ignores accents and case', async () => {
    const plain = await search(`BAO DUONG ${tag.toUpperCase()} TAI NHA`, { kind: 'topic' })
    const accented = await search(`bảo dưỡng ${tag} tại nhà`, { kind: 'topic' })
    expect(idsOf(plain)[0]).toBe(fixture.titled.id)
    expect(idsOf(accented)).toEqual(idsOf(plain))
  })

  it('finds a misspelt query by trigram likeness', async () => {
    const result = await search(`bao duongg ${tag} tai nha`, { kind: 'topic' })
    expect(idsOf(result)).toContain(fixture.titled.id)
  })

  it('searches in the request language', async () => {
    const english = await search(`cleaning the indoor unit ${englishTag}`, { kind: 'topic' }, 'en')
    expect(idsOf(english)[0]).toBe(fixture.english.id)
    expect(english.items[0]!.title).toBe(`Cleaning the indoor unit ${englishTag}`)
    const vietnamese = await search(`cleaning the indoor unit ${englishTag}`, { kind: 'topic' })
    expect(idsOf(vietnamese)).not.toContain(fixture.english.id)
  })

  it('finds a product by a partial model code, letters and digits only', async () => {
    const [product] = (
      await payload.find({
        collection: 'products',
        overrideAccess: true,
        where: { isActive: { equals: true } },
        sort: 'id',
        limit: 1,
      })
    ).docs
    const code = codeOf(product!.modelCode)
    const part = code.slice(1, Math.min(code.length, 7))
    const result = await search(part.toUpperCase(), { kind: 'product' })
    expect(idsOf(result)).toContain(product!.id)
    const exact = await search(product!.modelCode.toLowerCase())
    expect(exact.items[0]).toMatchObject({ kind: 'product', id: product!.id })
    expect(exact.items[0]!.code).toBe(product!.modelCode)
  })

  it('counts hits per kind whatever kind is asked, and filters by kind', async () => {
    const all = await search('điều hòa')
    const products = await search('điều hòa', { kind: 'product' })
    expect(countOf(all, 'product')).toBeGreaterThan(0)
    expect(products.totalCount).toBe(countOf(all, 'product'))
    expect(products.items.every((item) => item.kind === 'product')).toBe(true)
    expect(products.counts).toEqual(all.counts)
    expect(all.totalCount).toBe(all.counts.reduce((sum, entry) => sum + entry.count, 0))
  })

  it('pages through the hits without gaps or repeats', async () => {
    const first = await search(pagedTag, { kind: 'topic', maxResultCount: 10 })
    const second = await search(pagedTag, { kind: 'topic', skipCount: 10, maxResultCount: 10 })
    expect(first.totalCount).toBe(12)
    expect(first.items).toHaveLength(10)
    expect(second.items).toHaveLength(2)
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(12)
  })

  it('applies synonyms from the admin, below the visitor’s own words', async () => {
    const result = await search(alpha, { kind: 'topic' })
    expect(result.items.map((item) => item.title)).toContain(`Giới thiệu ${beta}`)
    expect(result.terms).toEqual([alpha, beta])
  })

  it('widens a buyer’s word with the seeded synonyms: “máy lạnh” finds air conditioners', async () => {
    const result = await search('máy lạnh', { kind: 'product' })
    expect(result.terms).toContain('dieu hoa')
    expect(result.items.some((item) => foldText(item.title).includes('dieu hoa'))).toBe(true)
  })

  it('refuses an empty or malformed query with 400', async () => {
    expect(await status(search('   '))).toBe(400)
    expect((await raw(transport(), { path: `${PATH}?keyword=\u0000` })).status).toBe(400)
    expect((await raw(transport(), { path: `${PATH}?keyword=x&kind=nope` })).status).toBe(400)
    expect((await raw(transport(), { path: `${PATH}?keyword=x&skipCount=-1` })).status).toBe(400)
  })

  it('suggests products, then other kinds, for words being typed', async () => {
    const { items } = await fetchSearchSuggestions('vi', 'điều hòa', transport())
    expect(items.length).toBeGreaterThan(0)
    expect(items[0]!.kind).toBe('product')
    const firstOther = items.findIndex((item) => item.kind !== 'product')
    if (firstOther >= 0)
      expect(items.slice(firstOther).every((item) => item.kind !== 'product')).toBe(true)
  })
})

describe('the search report', () => {
  const transport = () => inProcessTransport

  it('counts the searches it is asked to report, and what found nothing, never who asked', async () => {
    const query = `Bảo dưỡng ${tag} tại nhà`
    await fetchSearchResults('vi', { keyword: query, report: true }, transport())
    await fetchSearchResults('vi', { keyword: query.toUpperCase(), report: true }, transport())
    // Later pages and kind filters of the same search are sent without `report`.
    await fetchSearchResults('vi', { keyword: query, skipCount: 10 }, transport())
    await fetchSearchResults('vi', { keyword: query, kind: 'topic' }, transport())
    await expect.poll(async () => (await reportOf(query, 'vi'))?.asked).toBe('2')
    const row = await reportOf(query, 'vi')
    expect(row).toMatchObject({ query: query.toLowerCase(), found_nothing: '0' })
    expect(Number(row!.last_result_count)).toBeGreaterThan(0)

    // Nothing like any title: no shared words, no trigram likeness.
    const nothing = `${[...tag].reverse().join('')}xy`
    const result = await fetchSearchResults('vi', { keyword: nothing, report: true }, transport())
    expect(result.totalCount).toBe(0)
    expect(result.suggestions).toContain(query.toLowerCase())
    await expect.poll(async () => (await reportOf(nothing, 'vi'))?.found_nothing).toBe('1')

    const { rows } = await drizzleOf(payload).execute<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'search_queries'`)
    expect(rows.map((row) => row.column_name).sort()).toEqual(
      [
        'asked',
        'created_at',
        'found_nothing',
        'id',
        'language',
        'last_asked_at',
        'last_result_count',
        'normalized',
        'query',
        'updated_at',
      ].sort(),
    )
  })

  it('counts at most SEARCH_REPORTS_PER_MINUTE reports an address sends in a minute', async () => {
    const address = uniqueIp()
    const query = `Giới hạn ${word()}`
    for (let sent = 0; sent < SEARCH_REPORTS_PER_MINUTE; sent += 1)
      await reportSearch(
        'vi',
        { keyword: query, maxResultCount: 1, report: true },
        address,
        transport(),
      )
    const over = await reportSearch(
      'vi',
      { keyword: query, maxResultCount: 1, report: true },
      address,
      transport(),
    ).catch((error: unknown) => error)
    expect(over).toBeInstanceOf(BackendError)
    expect((over as BackendError).status).toBe(429)
    await expect
      .poll(async () => (await reportOf(query, 'vi'))?.asked)
      .toBe(String(SEARCH_REPORTS_PER_MINUTE))
    // Searching is never limited, and another address is counted as before.
    const result = await fetchSearchResults('vi', { keyword: query }, transport())
    expect(result.totalCount).toBeGreaterThanOrEqual(0)
    await reportSearch(
      'vi',
      { keyword: query, maxResultCount: 1, report: true },
      uniqueIp(),
      transport(),
    )
    await expect
      .poll(async () => (await reportOf(query, 'vi'))?.asked)
      .toBe(String(SEARCH_REPORTS_PER_MINUTE + 1))
  })

  it('shows an edit at once: a renamed title is found by its new words', async () => {
    const renamed = word()
    expect((await fetchSearchResults('vi', { keyword: renamed }, transport())).totalCount).toBe(0)
    await payload.update({
      collection: 'topics',
      id: fixture.summarised.id,
      overrideAccess: true,
      locale: 'vi',
      data: { title: `Hướng dẫn ${renamed}` },
    })
    const after = await fetchSearchResults('vi', { keyword: renamed }, transport())
    expect(idsOf(after)).toEqual([fixture.summarised.id])
  })
})
