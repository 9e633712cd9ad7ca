import { createLocalReq, getAccessResults, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { fetchCareer, fetchCareers } from '@/lib/backend/careers'
import { fetchProjects } from '@/lib/backend/projects'
import { getPage } from '@/lib/cms/pages'
import { listPageAddresses } from '@/lib/cms/pageAddresses'
import { sitemapPages } from '@/lib/seo/sitemap'
import { sitemapEntries } from '@/lib/seo/sitemapEntries'
import { missingTranslations } from '@/lib/translations/report'
import type { Career, Page } from '@/payload-types'
import { markdownConverter } from '@/seed/richText'

import { staffUser, testPayload } from '../helpers/payload'
import { bothTransports } from '../helpers/transports'

/**
 * Translators' side (issue 13, item 14): a page with no English is read as such (the notice and
 * the sitemap rely on it), and the admin's report lists what each document lacks, within the
 * reader's access. Next's request scope is stood in for: no draft mode, no data cache.
 */
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
  headers: async () => new Headers(),
}))

vi.mock('next/cache', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A) =>
      read(...args),
}))

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const stamp = Date.now().toString(36)

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', text, version: 1 }],
      },
    ],
  },
})

let payload: Payload
/** Written in Vietnamese only. */
let vietnameseOnly: Page
/** Translated, but one block heading exists in English only. */
let englishHeading: Page

async function page(slug: string, heading: string | null): Promise<Page> {
  return payload.create({
    collection: 'pages',
    ...quiet,
    locale: 'vi',
    data: {
      title: `Khuyến mãi mùa hè ${slug}`,
      slug,
      layout: [
        { blockType: 'richText', heading, content: paragraph('Giảm giá máy lạnh đến 20%.') },
      ],
      _status: 'published',
    } as unknown as Page,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  vietnameseOnly = await page(`chi-tieng-viet-${stamp}`, 'Ưu đãi')
  englishHeading = await page(`song-ngu-${stamp}`, null)
  const block = englishHeading.layout[0]!
  await payload.update({
    collection: 'pages',
    id: englishHeading.id,
    ...quiet,
    locale: 'en',
    data: {
      title: `Summer offers ${stamp}`,
      slug: `summer-offers-${stamp}`,
      layout: [
        {
          ...block,
          heading: 'Offers',
          content: paragraph('Up to 20% off air conditioners.'),
        },
      ],
      _status: 'published',
    } as unknown as Page,
  })
})

describe('a page without English', () => {
  it('is read as untranslated in English only, with the Vietnamese content as fallback', async () => {
    const english = await getPage('en', vietnameseOnly.slug)
    expect(english?.untranslated).toBe(true)
    expect(english?.page.title).toBe(vietnameseOnly.title)
    expect(english?.slugs).toEqual({ vi: vietnameseOnly.slug, en: vietnameseOnly.slug })
    expect((await getPage('vi', vietnameseOnly.slug))?.untranslated).toBe(false)
    expect((await getPage('en', `summer-offers-${stamp}`))?.untranslated).toBe(false)
    expect((await getPage('en', 'home'))?.untranslated).toBe(false)
  })

  it('is listed in the sitemap in Vietnamese only; translated pages in both languages', async () => {
    const addresses = await listPageAddresses()
    const find = (slug: string) => addresses.find((address) => address.paths.vi === `/${slug}`)
    expect(find(vietnameseOnly.slug)).toMatchObject({ untranslated: ['en'] })
    expect(find(englishHeading.slug)).toMatchObject({
      paths: { vi: `/${englishHeading.slug}`, en: `/summer-offers-${stamp}` },
      untranslated: [],
    })
    const urls = sitemapEntries(await sitemapPages(), 'https://sora.example').map(
      (entry) => entry.url,
    )
    expect(urls).toContain(`https://sora.example/${vietnameseOnly.slug}`)
    expect(urls).not.toContain(`https://sora.example/en/${vietnameseOnly.slug}`)
    expect(urls).toContain(`https://sora.example/en/summer-offers-${stamp}`)
    expect(urls).toEqual(
      expect.arrayContaining(['https://sora.example/', 'https://sora.example/en']),
    )
    // Entities from the backend lists, in both languages.
    expect(urls.some((url) => /\/en\/[a-z0-9-]+-prd\d+$/.test(url))).toBe(true)
    expect(urls.some((url) => /\/[a-z0-9-]+-c\d+$/.test(url))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
  })
})

describe('an entity without English', () => {
  const transports = bothTransports()
  let career: Career

  beforeAll(async () => {
    const toLexical = await markdownConverter(payload.config)
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString()
    career = await payload.create({
      collection: 'careers',
      ...quiet,
      locale: 'vi',
      data: {
        title: `Kỹ sư bảo trì thang máy ${stamp}`,
        slug: `ky-su-bao-tri-thang-may-${stamp}`,
        summary: 'Bảo trì thang máy tại các tòa nhà văn phòng.',
        department: 'Dịch vụ kỹ thuật',
        description: toLexical('Kiểm tra định kỳ **thang máy** và thang cuốn.'),
        requirements: toLexical('- Tốt nghiệp cao đẳng điện'),
        benefits: toLexical('Lương tháng 13'),
        province: 'can-tho',
        employmentType: 'FullTime',
        level: 'Staff',
        openings: 1,
        deadline: inAMonth,
        publishedAt: new Date().toISOString(),
        isActive: true,
      },
    })
  })

  describe.each(Object.keys(transports))('over %s', (name) => {
    it('says its English texts are Vietnamese, in its detail and in the list', async () => {
      const transport = transports[name]!()
      const english = await fetchCareer('en', career.id, transport)
      expect(english).toMatchObject({ title: career.title, contentCulture: 'vi' })
      expect(await fetchCareer('vi', career.id, transport)).toMatchObject({ contentCulture: 'vi' })
      const listed = await fetchCareers('en', { keyword: stamp }, transport)
      expect(listed.items.map((item) => [item.id, item.contentCulture])).toEqual([
        [career.id, 'vi'],
      ])
      // Translated entities say they are in English.
      const projects = await fetchProjects('en', { rowsPerPage: 5 }, transport)
      expect(projects.items.length).toBeGreaterThan(0)
      for (const project of projects.items) expect(project.contentCulture).toBe('en')
    })
  })

  it('is listed in the sitemap in Vietnamese only', async () => {
    const path = `/${career.slug}-c${career.id}`
    const urls = sitemapEntries(await sitemapPages(), 'https://sora.example').map(
      (entry) => entry.url,
    )
    expect(urls).toContain(`https://sora.example${path}`)
    expect(urls).not.toContain(`https://sora.example/en${path}`)
    // Projects and their galleries are listed in both languages.
    expect(urls.some((url) => /\/en\/[a-z0-9-]+-prj\d+$/.test(url))).toBe(true)
    expect(urls.some((url) => /\/[a-z0-9-]+-bg\d+$/.test(url))).toBe(true)
  })
})

describe('the missing-translations report', () => {
  const reportFor = async (roles: ('admin' | 'editor' | 'translator')[]) => {
    const user = await staffUser(payload, roles)
    const req = await createLocalReq({ user }, payload)
    return missingTranslations(req, await getAccessResults({ req }))
  }

  it('lists each document with the fields each language lacks', async () => {
    const sections = await reportFor(['admin'])
    const pages = sections.find((section) => section.slug === 'pages')!
    expect(pages).toMatchObject({ kind: 'collection', label: expect.stringMatching(/Trang|Pages/) })
    const only = pages.documents.find((doc) => doc.id === String(vietnameseOnly.id))
    expect(only?.title).toBe(vietnameseOnly.title)
    expect(only?.gaps.vi).toEqual([])
    expect(only?.gaps.en).toEqual(
      expect.arrayContaining(['title', 'slug', 'layout.0.heading', 'layout.0.content']),
    )
    const heading = pages.documents.find((doc) => doc.id === String(englishHeading.id))
    expect(heading?.gaps).toEqual({ vi: ['layout.0.heading'], en: [] })
    // The seeded home page is translated.
    const home = (
      await payload.find({
        collection: 'pages',
        ...quiet,
        where: { slug: { equals: 'home' } },
        locale: 'vi',
      })
    ).docs[0]!
    expect(pages.documents.some((doc) => doc.id === String(home.id))).toBe(false)
    // Globals and other localised collections are part of it; unlocalised ones are not.
    const slugs = sections.map((section) => section.slug)
    expect(slugs).toEqual(expect.arrayContaining(['pages', 'products', 'navigation', 'footer']))
    expect(slugs).not.toContain('users')
    expect(slugs).not.toContain('short-links')
  })

  it('shows a translator only what they may read', async () => {
    const sections = await reportFor(['translator'])
    expect(sections.some((section) => section.slug === 'pages')).toBe(true)
    for (const section of sections) expect(['users', 'audit-log']).not.toContain(section.slug)
  })
})
