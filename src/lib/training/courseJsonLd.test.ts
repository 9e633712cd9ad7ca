import { describe, expect, it } from 'vitest'

import type { TrainingCourseDetailDto } from '@/contract/trainingCourse'
import { jsonLdText } from '@/lib/seo/jsonLd'

import { courseJsonLd } from './courseJsonLd'

const site = { origin: 'https://sora.example', brandName: 'Sora Electric Việt Nam' }

const course: TrainingCourseDetailDto = {
  id: 7,
  title: 'PLC cơ bản',
  slug: 'plc-co-ban-trainc7',
  detailUrl: '/plc-co-ban-trainc7',
  contentCulture: 'vi',
  summary: 'Ba ngày làm quen với PLC.',
  topic: 10,
  topicName: 'PLC',
  level: 10,
  levelName: 'Cơ bản',
  businessArea: 3,
  durationDays: 3,
  durationHours: 24,
  startsAt: '2026-12-07T01:00:00.000Z',
  endsAt: '2026-12-09T10:00:00.000Z',
  nextSession: null,
  sessionCount: 3,
  venue: 'Tòa nhà Sora Tech Center, Khu Công nghệ cao',
  province: 'ho-chi-minh',
  provinceName: 'TP. Hồ Chí Minh',
  seatsTotal: 12,
  seatsTaken: 7,
  seatsLeft: 5,
  isFull: false,
  fee: 2_500_000,
  isFree: false,
  status: 'upcoming',
  isRegistrationOpen: true,
  cover: { url: '/images/plc.webp', alt: 'Lớp PLC', width: 1200, height: 900 },
  audience: null,
  instructor: 'Trần Minh Khoa',
  objectives: '<ul><li>PLC</li></ul>',
  programme: '<ol><li>Ngày 1</li></ol>',
  sessions: [],
  lastModificationTime: '2026-11-20T00:00:00.000Z',
}

describe('courseJsonLd', () => {
  it('describes the course and its class with dates in Vietnam, place, seats and fee', () => {
    const data = courseJsonLd(course, 'en', site)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'PLC cơ bản',
      url: 'https://sora.example/en/plc-co-ban-trainc7',
      inLanguage: 'en-US',
      educationalLevel: 'Cơ bản',
      timeRequired: 'PT24H',
      provider: { '@type': 'Organization', name: 'Sora Electric Việt Nam' },
      image: expect.stringMatching(/^https:\/\/sora\.example\/images\/plc\.webp/),
      offers: { price: 2_500_000, priceCurrency: 'VND', category: 'Paid' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        startDate: '2026-12-07T08:00:00+07:00',
        endDate: '2026-12-09T17:00:00+07:00',
        location: { '@type': 'Place', address: { addressRegion: 'TP. Hồ Chí Minh' } },
        instructor: { '@type': 'Person', name: 'Trần Minh Khoa' },
        maximumAttendeeCapacity: 12,
        remainingAttendeeCapacity: 5,
        offers: { availability: 'https://schema.org/InStock' },
      },
    })
  })

  it('offers a free course at no cost and a full one as sold out', () => {
    const data = courseJsonLd(
      { ...course, isFree: true, fee: null, isFull: true, seatsLeft: 0, cover: null },
      'vi',
      site,
    )
    expect(data.offers).toMatchObject({
      price: 0,
      category: 'Free',
      availability: 'https://schema.org/SoldOut',
    })
    expect(data).not.toHaveProperty('image')
    expect(data.url).toBe('https://sora.example/plc-co-ban-trainc7')
  })

  it('cannot end its script early', () => {
    const text = jsonLdText(courseJsonLd({ ...course, title: '</script><b>' }, 'vi', site))
    expect(text).not.toContain('</script>')
  })
})
