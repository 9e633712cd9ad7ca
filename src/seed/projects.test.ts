import { describe, expect, it } from 'vitest'

import { youtubeVideoId } from '@/domain/video'
import { locales } from '@/i18n/locales'

import { loadContent } from './load'

const { projects, media, products } = loadContent()

describe('seeded projects', () => {
  it('number 24 or more across the three project areas and several provinces', () => {
    expect(projects.length).toBeGreaterThanOrEqual(24)
    const byArea = (area: string) => projects.filter((project) => project.vi.businessArea === area)
    expect(byArea('BuildingSolution').length).toBeGreaterThanOrEqual(6)
    expect(byArea('FactoryAutomation').length).toBeGreaterThanOrEqual(6)
    expect(byArea('InfrastructureSolution').length).toBeGreaterThanOrEqual(4)
    expect(new Set(projects.map((project) => project.vi.province)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(projects.map((project) => project.vi.projectType)).size).toBeGreaterThanOrEqual(
      6,
    )
  })

  it('hold about eight case studies, some with a video, and three LAB and three show-room projects', () => {
    const cases = projects.filter((project) => project.vi.caseStudy)
    expect(cases.length).toBeGreaterThanOrEqual(8)
    const videos = cases.filter((project) => project.vi.caseStudy?.videoUrl)
    expect(videos.length).toBeGreaterThanOrEqual(3)
    for (const project of videos)
      expect(youtubeVideoId(project.vi.caseStudy?.videoUrl), project.key).not.toBeNull()
    for (const category of ['Lab_Project', 'ShowRoomProject']) {
      const inCategory = projects.filter((project) => project.vi.projectCategory === category)
      expect(inCategory.length, category).toBeGreaterThanOrEqual(3)
      for (const project of inCategory) expect(project.vi.businessArea).toBe('FactoryAutomation')
    }
  })

  it('use distinct slugs in each language', () => {
    for (const locale of locales) {
      const slugs = projects.map((project) => project[locale].slug)
      expect(new Set(slugs).size, locale).toBe(slugs.length)
    }
  })

  it('show three to six pictures besides the cover, all of them seeded, none twice', () => {
    const known = new Set(media.map((item) => item.vi.key))
    for (const { key, vi } of projects) {
      expect(vi.gallery.length, key).toBeGreaterThanOrEqual(3)
      expect(vi.gallery.length, key).toBeLessThanOrEqual(6)
      const pictures = [vi.cover, ...vi.gallery]
      expect(new Set(pictures).size, key).toBe(pictures.length)
      for (const picture of pictures) expect(known, `${key}: ${picture}`).toContain(picture)
    }
  })

  it('name active products of their business area, and figures in both languages alike', () => {
    const byKey = new Map(products.map((product) => [product.vi.key, product.vi]))
    for (const { key, vi, en } of projects) {
      for (const productKey of vi.products ?? []) {
        const product = byKey.get(productKey)
        expect(product, `${key}: ${productKey}`).toBeDefined()
        expect(product?.isActive ?? true, `${key}: ${productKey}`).toBe(true)
      }
      expect(en.figures?.length, key).toBe(vi.figures?.length)
      expect(en.systems?.length, key).toBe(vi.systems?.length)
    }
  })

  it('write their texts under the page’s level-2 headings (### at most)', () => {
    for (const project of projects) {
      for (const locale of locales) {
        const { body, caseStudy } = project[locale]
        for (const text of [body, caseStudy?.text ?? ''])
          expect(text, project.files[locale]).not.toMatch(/^#{1,2} /m)
      }
    }
  })
})
