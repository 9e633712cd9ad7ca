import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CategoryType, ProjectCategory, ProjectType } from '@/domain/enums'
import {
  fetchBusinessGallery,
  fetchProject,
  fetchProjectBySlug,
  fetchProjects,
} from '@/lib/backend/projects'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Project } from '@/payload-types'
import { markdownConverter } from '@/seed/richText'

import { listenForInvalidations, type Heard } from '../helpers/invalidations'
import { testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'

const LIST = '/api/services/app/Project/GetListBoxDto'
const DETAIL = '/api/services/app/Project/GetDetailDto'
const BY_SLUG = '/api/services/app/Project/GetDetailBySlug'
const GALLERY = '/api/services/app/BusinessGallery/GetDetailDto'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** A word no seeded project has, so lists can be narrowed to this file's projects. */
const tag = `qwzxv${Math.random().toString(36).slice(2, 7)}`
const VIDEO = 'https://www.youtube.com/watch?v=Rk4tLw9BnQe'

let payload: Payload
let pictures: number[]
let product: { id: number; name: string; slug: string }
const fixture = {} as { office: Project; lab: Project; tunnel: Project; hidden: Project }

type Fixture = Partial<Project> & { name: string; slug: string }

async function project(data: Fixture, english: string): Promise<Project> {
  const toLexical = await markdownConverter(payload.config)
  const doc = await payload.create({
    collection: 'projects',
    ...quiet,
    locale: 'vi',
    data: {
      summary: `${data.name}: tóm tắt`,
      body: toLexical(`Giới thiệu **${data.name}**`),
      businessArea: 'BuildingSolution',
      projectType: 'Office',
      client: 'Chủ đầu tư thử nghiệm',
      province: 'lai-chau',
      year: 2022,
      cover: pictures[0]!,
      gallery: pictures.slice(1, 4),
      publishedAt: new Date().toISOString(),
      displayOrder: 0,
      isActive: true,
      ...data,
    },
  })
  await payload.update({
    collection: 'projects',
    id: doc.id,
    ...quiet,
    locale: 'en',
    data: {
      name: english,
      slug: `${doc.slug}-en`,
      summary: `${english}: summary`,
      body: toLexical(`About **${english}**`),
      client: 'Test owner',
      systems: (doc.systems ?? []).map((row, index) => ({ ...row, name: `System ${index + 1}` })),
      figures: (doc.figures ?? []).map((row) => ({ ...row, label: 'Capacity', value: '2,400 HP' })),
      ...(doc.isCaseStudy ? { caseStudy: toLexical(`The results of ${english}`) } : {}),
    },
  })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const media = await payload.find({
    collection: 'media',
    ...quiet,
    limit: 4,
    depth: 0,
    sort: 'id',
  })
  pictures = media.docs.map((doc) => doc.id)
  const products = await payload.find({
    collection: 'products',
    ...quiet,
    where: { and: [{ isActive: { equals: true } }, { group: { equals: 'BuildingSolution' } }] },
    limit: 1,
    depth: 0,
    locale: 'vi',
  })
  product = products.docs[0]!
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
  const toLexical = await markdownConverter(payload.config)
  fixture.office = await project(
    {
      name: `Tòa văn phòng ${tag} Hà Nội`,
      slug: `toa-van-phong-${tag}`,
      year: 2020,
      displayOrder: 9_003,
      publishedAt: daysAgo(3),
      isCaseStudy: true,
      caseStudy: toLexical(`### Kết quả\n\nĐiện năng giảm 28% ở ${tag}.`),
      videoUrl: VIDEO,
      products: [product.id],
      systems: [{ name: 'Điều hòa VRF' }, { name: 'Thang máy' }],
      figures: [{ label: 'Công suất', value: '2.400 HP' }],
    },
    `${tag} office tower`,
  )
  fixture.lab = await project(
    {
      name: `Phòng LAB ${tag}`,
      slug: `phong-lab-${tag}`,
      businessArea: 'FactoryAutomation',
      projectType: 'Factory',
      projectCategory: 'Lab_Project',
      year: 2024,
      displayOrder: 9_002,
      publishedAt: daysAgo(1),
    },
    `${tag} LAB line`,
  )
  fixture.tunnel = await project(
    {
      name: `Hầm đường bộ ${tag}`,
      slug: `ham-duong-bo-${tag}`,
      businessArea: 'InfrastructureSolution',
      projectType: 'Infrastructure',
      province: 'son-la',
      year: 2022,
      displayOrder: 9_001,
      publishedAt: daysAgo(2),
      // Not a case study: its video is not shown.
      videoUrl: VIDEO,
    },
    `${tag} road tunnel`,
  )
  fixture.hidden = await project(
    { name: `Ẩn ${tag}`, slug: `an-${tag}`, isActive: false, displayOrder: 9_004 },
    `${tag} hidden`,
  )
})

const transports = bothTransports()

describe.each(Object.keys(transports))('project calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Project/GetListBoxDto', () => {
    it('lists active projects by display order, leaving out inactive ones', async () => {
      const list = await fetchProjects('vi', { keyword: tag }, transport())
      expect(ids(list)).toEqual([fixture.office.id, fixture.lab.id, fixture.tunnel.id])
      expect(list.totalCount).toBe(3)
    })

    it('describes each project in the request language', async () => {
      const [vi, en] = [
        await fetchProjects('vi', { keyword: tag }, transport()),
        await fetchProjects('en', { keyword: tag }, transport()),
      ]
      const id = fixture.office.id
      expect(vi.items[0]).toMatchObject({
        id,
        name: `Tòa văn phòng ${tag} Hà Nội`,
        slug: `toa-van-phong-${tag}-prj${id}`,
        detailUrl: `/toa-van-phong-${tag}-prj${id}`,
        galleryUrl: `/toa-van-phong-${tag}-bg${id}`,
        businessArea: 2,
        projectType: ProjectType.Office,
        projectTypeName: 'Văn phòng',
        projectCategory: null,
        categoryType: CategoryType.CaseStudy,
        isCaseStudy: true,
        hasVideo: true,
        client: 'Chủ đầu tư thử nghiệm',
        province: 'lai-chau',
        provinceName: 'Lai Châu',
        year: 2020,
        pictureCount: 4,
      })
      expect(vi.items[0]!.picture.split('|')).toHaveLength(4)
      expect(vi.items[0]!.cover?.url).toMatch(/^\/images\//)
      expect(vi.items[1]).toMatchObject({
        projectCategory: ProjectCategory.Lab_Project,
        projectCategoryName: 'Dự án LAB',
        categoryType: CategoryType.Gallery,
        isCaseStudy: false,
      })
      expect(vi.items[2]).toMatchObject({ hasVideo: false, provinceName: 'Sơn La' })
      expect(en.items.map((item) => [item.projectTypeName, item.provinceName])).toEqual([
        ['Office', 'Lai Chau'],
        ['Factory', 'Lai Chau'],
        ['Infrastructure', 'Son La'],
      ])
      expect(en.items[0]).toMatchObject({
        name: `${tag} office tower`,
        slug: `toa-van-phong-${tag}-en-prj${id}`,
        client: 'Test owner',
      })
    })

    it('narrows by business area, view, type, province, category and keyword (any accents)', async () => {
      const list = async (query: Record<string, string | number>) => {
        const answer = await raw(transport(), { path: LIST, query: { keyword: tag, ...query } })
        expect(answer.status, JSON.stringify(query)).toBe(200)
        return ids((answer.body as { result: { items: { id: number }[] } }).result)
      }
      for (const area of ['FactoryAutomation', 'factoryautomation', 3])
        expect(await list({ BusinessArea: area })).toEqual([fixture.lab.id])
      expect(await list({ businessArea: 'HomeAppliances' })).toEqual([])
      expect(await list({ view: 'caseStudy' })).toEqual([fixture.office.id])
      expect(await list({ View: 'GALLERY' })).toHaveLength(3)
      expect(await list({ view: 'all' })).toHaveLength(3)
      for (const type of ['Infrastructure', 70])
        expect(await list({ projectType: type })).toEqual([fixture.tunnel.id])
      expect(await list({ province: 'son-la' })).toEqual([fixture.tunnel.id])
      expect(await list({ province: 'LAI-CHAU' })).toEqual([fixture.office.id, fixture.lab.id])
      for (const category of ['Lab_Project', 1])
        expect(await list({ projectCategory: category })).toEqual([fixture.lab.id])
      expect(await list({ projectCategory: 'ShowRoomProject' })).toEqual([])
      const unaccented = await fetchProjects(
        'vi',
        { keyword: `TOA VAN PHONG ${tag} HA NOI` },
        transport(),
      )
      expect(ids(unaccented)).toEqual([fixture.office.id])
      const english = await fetchProjects('en', { keyword: `${tag} road tunnel` }, transport())
      expect(ids(english)).toEqual([fixture.tunnel.id])
    })

    it('sorts by year, publish date and name, in either direction', async () => {
      const sorted = async (query: Record<string, string>) =>
        ids(await fetchProjects('vi', { keyword: tag, ...query }, transport()))
      const { office, lab, tunnel } = fixture
      expect(await sorted({ sortBy: 'year' })).toEqual([lab.id, tunnel.id, office.id])
      expect(await sorted({ sortBy: 'publishedAt' })).toEqual([lab.id, tunnel.id, office.id])
      expect(await sorted({ sortBy: 'publishedAt', sortDirection: 'ascending' })).toEqual([
        office.id,
        tunnel.id,
        lab.id,
      ])
      // By name, A to Z: "Hầm…", "Phòng…", "Tòa…".
      expect(await sorted({ sortBy: 'name' })).toEqual([tunnel.id, lab.id, office.id])
      expect(await sorted({ sortBy: 'displayOrder', sortDirection: 'asc' })).toEqual([
        tunnel.id,
        lab.id,
        office.id,
      ])
    })

    it('pages within the contract bounds and refuses malformed filters', async () => {
      const second = await fetchProjects(
        'vi',
        { keyword: tag, rowsPerPage: 1, page: 2 },
        transport(),
      )
      expect(ids(second)).toEqual([fixture.lab.id])
      expect(second.totalCount).toBe(3)
      const skipped = await fetchProjects(
        'vi',
        { keyword: tag, skipCount: 1, maxResultCount: 5 },
        transport(),
      )
      expect(ids(skipped)).toEqual([fixture.lab.id, fixture.tunnel.id])
      const largest = await fetchProjects('vi', { rowsPerPage: 48 }, transport())
      expect(largest.items.length).toBeLessThanOrEqual(48)
      for (const [query, member] of [
        [{ rowsPerPage: 49 }, 'rowsPerPage'],
        [{ maxResultCount: 0 }, 'maxResultCount'],
        [{ page: 0 }, 'page'],
        [{ businessArea: 'Space' }, 'businessArea'],
        [{ view: 'everything' }, 'view'],
        [{ projectType: 99 }, 'projectType'],
        [{ province: 'atlantis' }, 'province'],
        [{ projectCategory: 'Museum' }, 'projectCategory'],
        [{ sortBy: 'price' }, 'sortBy'],
        [{ keyword: 'x\u0000' }, 'keyword'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status, member).toBe(400)
        expect(answer.body).toMatchObject({
          error: { validationErrors: [expect.objectContaining({ members: [member] })] },
        })
      }
    })
  })

  describe('Project/GetDetailDto and GetDetailBySlug', () => {
    it('answers the whole project: texts as HTML, systems, figures, products, gallery, related', async () => {
      const detail = await fetchProject('vi', fixture.office.id, transport())
      expect(detail.body).toMatch(/<strong>Tòa văn phòng/)
      expect(detail.caseStudy).toMatch(/<h3[^>]*>Kết quả<\/h3>/)
      expect(detail.videoUrl).toBe(VIDEO)
      expect(detail.systems).toEqual(['Điều hòa VRF', 'Thang máy'])
      expect(detail.figures).toEqual([{ label: 'Công suất', value: '2.400 HP' }])
      expect(detail.products).toEqual([
        expect.objectContaining({
          id: product.id,
          detailUrl: expect.stringMatching(new RegExp(`-prd${product.id}$`)),
        }),
      ])
      // The gallery leaves the cover out; the list counts both.
      expect(detail.gallery).toHaveLength(3)
      expect(detail.gallery.map((picture) => picture.url)).not.toContain(detail.cover?.url)
      expect(detail.related.map((item) => item.id)).not.toContain(fixture.office.id)
      for (const item of detail.related) expect(item.businessArea).toBe(2)
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
      const english = await fetchProject('en', fixture.office.id, transport())
      expect(english.body).toMatch(/office tower/)
      expect(english.caseStudy).toMatch(/The results of/)
      expect(english.systems).toEqual(['System 1', 'System 2'])
      expect(english.figures).toEqual([{ label: 'Capacity', value: '2,400 HP' }])
    })

    it('shows no case study or video for a project that is not a case study', async () => {
      const detail = await fetchProject('vi', fixture.tunnel.id, transport())
      expect(detail).toMatchObject({ isCaseStudy: false, caseStudy: null, videoUrl: null })
      const lab = await fetchProject('vi', fixture.lab.id, transport())
      for (const item of lab.related) expect(item.projectCategory).toBe(ProjectCategory.Lab_Project)
    })

    it('finds a project by its suffixed or bare slug in either language', async () => {
      const suffixed = await fetchProjectBySlug('vi', `anything-prj${fixture.lab.id}`, transport())
      expect(suffixed.id).toBe(fixture.lab.id)
      const bare = await fetchProjectBySlug('vi', `phong-lab-${tag}`, transport())
      expect(bare.id).toBe(fixture.lab.id)
      const crossed = await fetchProjectBySlug('vi', `phong-lab-${tag}-en`, transport())
      expect(crossed.name).toBe(`Phòng LAB ${tag}`)
      const english = await fetchProjectBySlug('en', `phong-lab-${tag}`, transport())
      expect(english.detailUrl).toBe(`/phong-lab-${tag}-en-prj${fixture.lab.id}`)
    })

    it('answers 404 for unknown and inactive projects and 400 for malformed input', async () => {
      for (const id of [999_999, fixture.hidden.id])
        expect(await status(fetchProject('vi', id, transport()))).toBe(404)
      expect(await status(fetchProjectBySlug('vi', `an-${tag}`, transport()))).toBe(404)
      expect(await status(fetchProjectBySlug('vi', `khong-co-${tag}`, transport()))).toBe(404)
      for (const id of ['abc', '0', '-3', '1\u0000', '99999999999999'])
        expect((await raw(transport(), { path: DETAIL, query: { id } })).status, id).toBe(400)
      for (const slug of ['../x', 'A-B', '', 'a b'])
        expect((await raw(transport(), { path: BY_SLUG, query: { slug } })).status, slug).toBe(400)
    })
  })

  describe('BusinessGallery/GetDetailDto', () => {
    it('answers the project’s pictures, the cover first, with both addresses', async () => {
      const id = fixture.office.id
      const gallery = await fetchBusinessGallery('vi', id, transport())
      expect(gallery).toMatchObject({
        id,
        name: `Tòa văn phòng ${tag} Hà Nội`,
        slug: `toa-van-phong-${tag}-bg${id}`,
        detailUrl: `/toa-van-phong-${tag}-bg${id}`,
        projectUrl: `/toa-van-phong-${tag}-prj${id}`,
        businessArea: 2,
        categoryType: CategoryType.CaseStudy,
        projectTypeName: 'Văn phòng',
        provinceName: 'Lai Châu',
        year: 2020,
      })
      expect(gallery.pictures).toHaveLength(4)
      const project = await fetchProject('vi', id, transport())
      expect(gallery.pictures[0]).toEqual(project.cover)
      const english = await fetchBusinessGallery('en', id, transport())
      expect(english.detailUrl).toBe(`/toa-van-phong-${tag}-en-bg${id}`)
    })

    it('answers 404 for unknown and inactive projects and 400 for malformed ids', async () => {
      for (const id of [999_999, fixture.hidden.id])
        expect(await status(fetchBusinessGallery('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', ''])
        expect((await raw(transport(), { path: GALLERY, query: { id } })).status, id).toBe(400)
    })
  })
})

describe('a changed project', () => {
  let heard: Heard
  beforeAll(async () => {
    heard = await listenForInvalidations()
  })
  afterAll(async () => {
    await heard.close()
  })

  it('revalidates its own tags and every project list, in both languages', async () => {
    const id = fixture.tunnel.id
    await payload.update({
      collection: 'projects',
      id,
      overrideAccess: true,
      locale: 'vi',
      data: { year: 2023 },
    })
    await heard.until([`project:vi:${id}`, `project:en:${id}`, 'projects:vi', 'projects:en'])
  })
})

describe('the seeded projects', () => {
  it('number 24 or more in three areas, with LAB, show-room and case-study projects', async () => {
    const all = await fetchProjects('vi', { rowsPerPage: 48 }, inProcessTransport)
    const seeded = all.items.filter((item) => !item.name.includes(tag))
    expect(all.totalCount - 3).toBeGreaterThanOrEqual(24)
    expect(new Set(seeded.map((item) => item.businessArea))).toEqual(new Set([2, 3, 4]))
    const count = async (query: Parameters<typeof fetchProjects>[1]) =>
      (await fetchProjects('vi', { ...query, rowsPerPage: 48 }, inProcessTransport)).items.filter(
        (item) => !item.name.includes(tag),
      ).length
    expect(await count({ projectCategory: 'Lab_Project' })).toBeGreaterThanOrEqual(3)
    expect(await count({ projectCategory: 'ShowRoomProject' })).toBeGreaterThanOrEqual(3)
    expect(await count({ view: 'caseStudy' })).toBeGreaterThanOrEqual(8)
    for (const item of seeded) {
      expect(item.pictureCount, item.name).toBeGreaterThanOrEqual(4)
      const en = await fetchProject('en', item.id, inProcessTransport)
      expect(en.name, item.name).not.toBe(item.name)
    }
  })
})
