import { describe, expect, it } from 'vitest'

import type { EventInfoDto, PostDetailDto } from '@/contract/post'
import { CategoryType } from '@/domain/enums'
import { jsonLdText } from '@/lib/seo/jsonLd'

import { postJsonLd } from './postJsonLd'

const site = { origin: 'https://sora.example', brandName: 'Sora Electric Việt Nam' }

const post: PostDetailDto = {
  id: 12,
  title: 'Sora khánh thành nhà máy mới',
  slug: 'sora-khanh-thanh-nha-may-moi-p12',
  detailUrl: '/sora-khanh-thanh-nha-may-moi-p12',
  contentCulture: 'vi',
  summary: 'Nhà máy thứ hai tại Khu Công nghệ cao.',
  postType: 0,
  categoryType: CategoryType.News,
  categoryId: 3,
  categoryName: 'Tin công ty',
  businessArea: null,
  picture: '/images/cover.png',
  cover: { url: '/images/cover.png', alt: 'Nhà máy', width: 1600, height: 900 },
  publishedAt: '2026-11-20T01:00:00.000Z',
  author: 'Nguyễn Văn An',
  tags: ['nhà máy', 'sản xuất'],
  videoUrl: null,
  event: null,
  body: '<p>Nội dung</p>',
  gallery: [{ url: '/images/g1.png', alt: 'Dây chuyền', width: 1200, height: 800 }],
  categorySlug: 'tin-cong-ty-pc3',
  seoTitle: null,
  seoDescription: null,
  relatedProductIds: [],
  relatedPosts: [],
  previous: null,
  next: null,
  lastModificationTime: '2026-11-21T03:00:00.000Z',
}

const event: EventInfoDto = {
  startTime: '2026-12-03T01:30:00.000Z',
  endTime: '2026-12-03T09:00:00.000Z',
  venue: 'Trung tâm Hội nghị White Palace',
  province: 'ho-chi-minh',
  provinceName: 'TP. Hồ Chí Minh',
  onlineUrl: null,
  capacity: 300,
  price: null,
  registrationOpensAt: '2026-11-01T00:00:00.000Z',
  registrationClosesAt: null,
  isRegistrationOpen: true,
  questions: [],
  status: 'upcoming',
}

const eventPost: PostDetailDto = {
  ...post,
  id: 40,
  title: 'Hội thảo giải pháp HVAC 2026',
  detailUrl: '/hoi-thao-giai-phap-hvac-2026-p40',
  contentCulture: 'vi',
  categoryType: CategoryType.Event,
  event,
}

describe('postJsonLd', () => {
  it('describes a news post as a NewsArticle with dates in Vietnam time', () => {
    const data = postJsonLd(post, 'vi', site)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: post.title,
      description: post.summary,
      datePublished: '2026-11-20T08:00:00+07:00',
      dateModified: '2026-11-21T10:00:00+07:00',
      author: { '@type': 'Person', name: 'Nguyễn Văn An' },
      publisher: {
        '@type': 'Organization',
        name: 'Sora Electric Việt Nam',
        logo: { '@type': 'ImageObject', url: 'https://sora.example/icon.svg' },
      },
      url: 'https://sora.example/sora-khanh-thanh-nha-may-moi-p12',
      inLanguage: 'vi-VN',
      keywords: 'nhà máy, sản xuất',
    })
    expect(data.image).toEqual([
      'https://sora.example/images/cover.png?width=1200',
      'https://sora.example/images/g1.png?width=1200',
    ])
  })

  it('points at the English address on English pages and prefers the SEO description', () => {
    const data = postJsonLd({ ...post, seoDescription: 'For search engines' }, 'en', site)
    expect(data.url).toBe('https://sora.example/en/sora-khanh-thanh-nha-may-moi-p12')
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': data.url })
    expect(data.description).toBe('For search engines')
    expect(data.inLanguage).toBe('en-US')
  })

  it('credits the brand when the post names no author', () => {
    expect(postJsonLd({ ...post, author: null }, 'vi', site).author).toEqual({
      '@type': 'Organization',
      name: 'Sora Electric Việt Nam',
      url: 'https://sora.example/',
    })
  })

  it.each([
    ['Blog', 'NewsArticle'],
    ['HowToChoose', 'NewsArticle'],
    ['Video', 'NewsArticle'],
    ['Meca', 'Article'],
    ['StaticPost', 'Article'],
  ] as const)('types a %s post as %s', (type, expected) => {
    expect(postJsonLd({ ...post, categoryType: CategoryType[type] }, 'vi', site)['@type']).toBe(
      expected,
    )
  })

  it('describes an event in a place, with its +07:00 times, organiser and capacity', () => {
    expect(postJsonLd(eventPost, 'vi', site)).toMatchObject({
      '@type': 'Event',
      name: eventPost.title,
      startDate: '2026-12-03T08:30:00+07:00',
      endDate: '2026-12-03T16:00:00+07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Trung tâm Hội nghị White Palace',
        address: {
          '@type': 'PostalAddress',
          addressRegion: 'TP. Hồ Chí Minh',
          addressCountry: 'VN',
        },
      },
      organizer: { '@type': 'Organization', name: 'Sora Electric Việt Nam' },
      maximumAttendeeCapacity: 300,
    })
  })

  it('offers a paid event at its price in VND, and a free one without an offer', () => {
    const paid = postJsonLd({ ...eventPost, event: { ...event, price: 500_000 } }, 'en', site)
    expect(paid.offers).toEqual({
      '@type': 'Offer',
      price: 500_000,
      priceCurrency: 'VND',
      url: paid.url,
    })
    expect(postJsonLd(eventPost, 'vi', site)).not.toHaveProperty('offers')
  })

  it('gives an online event a virtual location', () => {
    const online = {
      ...event,
      venue: null,
      province: null,
      provinceName: null,
      onlineUrl: 'https://meet.example.com/hvac',
    }
    const data = postJsonLd({ ...eventPost, event: online }, 'en', site)
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(data.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://meet.example.com/hvac',
    })
  })

  it('gives a mixed event both locations', () => {
    const data = postJsonLd(
      { ...eventPost, event: { ...event, onlineUrl: 'https://meet.example.com/hvac' } },
      'vi',
      site,
    )
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect((data.location as { '@type': string }[]).map((entry) => entry['@type'])).toEqual([
      'Place',
      'VirtualLocation',
    ])
  })

  it('falls back to an article for an event post without event details', () => {
    expect(postJsonLd({ ...eventPost, event: null }, 'vi', site)['@type']).toBe('Article')
  })

  it('serialises safely inside a script element', () => {
    const text = jsonLdText(postJsonLd({ ...post, title: '</script><b>x</b>' }, 'vi', site))
    expect(text).not.toContain('</script>')
    expect((JSON.parse(text) as { headline: string }).headline).toBe('</script><b>x</b>')
  })
})
