import { describe, expect, it } from 'vitest'

import type { BusinessGalleryDto, ProjectDetailDto } from '@/contract/project'

import { galleryJsonLd, projectJsonLd } from './projectJsonLd'

const site = { origin: 'https://www.example.vn', brandName: 'Sora Electric' }
const picture = (name: string) => ({
  url: `/images/${name}.webp`,
  alt: name,
  width: 1200,
  height: 800,
})

const project: ProjectDetailDto = {
  id: 7,
  name: 'Tower',
  slug: 'tower-prj7',
  detailUrl: '/tower-prj7',
  contentCulture: 'en',
  galleryUrl: '/tower-bg7',
  summary: 'A tower.',
  businessArea: 2,
  projectType: 10,
  projectTypeName: 'Office',
  projectCategory: null,
  projectCategoryName: null,
  categoryType: 20,
  isCaseStudy: false,
  hasVideo: false,
  client: 'Owner',
  province: 'ha-noi',
  provinceName: 'Hanoi',
  year: 2022,
  picture: '/images/cover.webp|/images/a.webp',
  cover: picture('cover'),
  pictureCount: 2,
  publishedAt: '2024-03-12T01:00:00.000Z',
  displayOrder: 1,
  body: '<p>Body</p>',
  caseStudy: null,
  videoUrl: null,
  systems: [],
  figures: [],
  products: [],
  gallery: [picture('a')],
  related: [],
  lastModificationTime: '2024-04-01T03:00:00.000Z',
}

describe('projectJsonLd', () => {
  it('describes a project as a creative work: where and when it was built, its pictures', () => {
    expect(projectJsonLd(project, 'en', site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Tower',
      url: 'https://www.example.vn/en/tower-prj7',
      image: [
        'https://www.example.vn/images/cover.webp?width=1200',
        'https://www.example.vn/images/a.webp?width=1200',
      ],
      inLanguage: 'en-US',
      datePublished: '2024-03-12T08:00:00+07:00',
      dateModified: '2024-04-01T10:00:00+07:00',
      dateCreated: '2022',
      locationCreated: { address: { addressRegion: 'Hanoi', addressCountry: 'VN' } },
    })
    expect(projectJsonLd(project, 'en', site)).not.toHaveProperty('video')
  })

  it('names the language its texts are in: Vietnamese for a project not translated yet', () => {
    const untranslated = { ...project, contentCulture: 'vi' as const }
    expect(projectJsonLd(untranslated, 'en', site)).toMatchObject({
      url: 'https://www.example.vn/en/tower-prj7',
      inLanguage: 'vi-VN',
    })
  })

  it('makes a case study an article, with its video', () => {
    const data = projectJsonLd(
      {
        ...project,
        contentCulture: 'vi',
        isCaseStudy: true,
        hasVideo: true,
        videoUrl: 'https://www.youtube.com/watch?v=Rk4tLw9BnQe',
      },
      'vi',
      site,
    )
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Tower',
      url: 'https://www.example.vn/tower-prj7',
      inLanguage: 'vi-VN',
      video: {
        '@type': 'VideoObject',
        embedUrl: 'https://www.youtube-nocookie.com/embed/Rk4tLw9BnQe',
        contentUrl: 'https://www.youtube.com/watch?v=Rk4tLw9BnQe',
        thumbnailUrl: ['https://www.example.vn/images/cover.webp?width=1200'],
      },
    })
  })
})

describe('galleryJsonLd', () => {
  it('lists the gallery’s pictures as an image gallery', () => {
    const gallery: BusinessGalleryDto = {
      id: 7,
      name: 'Tower',
      slug: 'tower-bg7',
      detailUrl: '/tower-bg7',
      contentCulture: 'en',
      projectUrl: '/tower-prj7',
      summary: 'A tower.',
      businessArea: 2,
      projectCategory: null,
      categoryType: 20,
      projectTypeName: 'Office',
      provinceName: 'Hanoi',
      year: 2022,
      pictures: [picture('cover'), picture('a')],
      lastModificationTime: '2024-04-01T03:00:00.000Z',
    }
    expect(galleryJsonLd(gallery, 'en', site)).toMatchObject({
      '@type': 'ImageGallery',
      url: 'https://www.example.vn/en/tower-bg7',
      image: [
        {
          '@type': 'ImageObject',
          contentUrl: 'https://www.example.vn/images/cover.webp?width=1600',
          caption: 'cover',
        },
        { contentUrl: 'https://www.example.vn/images/a.webp?width=1600', width: 1200, height: 800 },
      ],
    })
  })
})
