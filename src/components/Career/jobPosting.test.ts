import { describe, expect, it } from 'vitest'

import type { CareerDetailDto } from '@/contract/career'
import { CareerLevel, EmploymentType } from '@/domain/enums'

import { applyMailto, endOfDeadline, jobPostingJsonLd } from './jobPosting'

const career: CareerDetailDto = {
  id: 12,
  title: 'Kỹ sư ứng dụng HVAC',
  slug: 'ky-su-ung-dung-hvac-c12',
  detailUrl: '/ky-su-ung-dung-hvac-c12',
  contentCulture: 'vi',
  postType: 10,
  department: 'Giải pháp tòa nhà',
  businessArea: 2,
  province: 'ha-noi',
  provinceName: 'Hà Nội',
  employmentType: EmploymentType.FullTime,
  employmentTypeName: 'Toàn thời gian',
  level: CareerLevel.Senior,
  levelName: 'Chuyên viên cao cấp',
  openings: 2,
  salaryMin: 25_000_000,
  salaryMax: 35_000_000,
  isNegotiable: false,
  deadline: '2026-12-31',
  isExpired: false,
  publishedAt: '2026-11-20T01:00:00.000Z',
  summary: 'Thiết kế hệ VRF cho dự án.',
  description: '<p>Thiết kế hệ VRF.</p>',
  requirements: '<ul><li>3 năm kinh nghiệm</li></ul>',
  benefits: '<p>Lương tháng 13</p>',
  applyEmail: 'tuyendung@soraelectric.vn',
  lastModificationTime: '2026-11-21T01:00:00.000Z',
}

const build = (overrides: Partial<CareerDetailDto> = {}) =>
  jobPostingJsonLd({
    career: { ...career, ...overrides },
    url: 'https://soraelectric.vn/ky-su-ung-dung-hvac-c12',
    siteUrl: 'https://soraelectric.vn',
    brandName: 'Sora Electric',
    headings: { requirements: 'Yêu cầu', benefits: 'Quyền lợi' },
  })

describe('jobPostingJsonLd', () => {
  it('describes the opening as Google reads a JobPosting', () => {
    expect(build()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Kỹ sư ứng dụng HVAC',
      description:
        '<p>Thiết kế hệ VRF.</p><h3>Yêu cầu</h3><ul><li>3 năm kinh nghiệm</li></ul><h3>Quyền lợi</h3><p>Lương tháng 13</p>',
      identifier: { '@type': 'PropertyValue', name: 'Sora Electric', value: '12' },
      datePosted: '2026-11-20T01:00:00.000Z',
      validThrough: '2026-12-31T23:59:59+07:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Sora Electric',
        sameAs: 'https://soraelectric.vn',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'Hà Nội', addressCountry: 'VN' },
      },
      totalJobOpenings: 2,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 25_000_000,
          maxValue: 35_000_000,
          unitText: 'MONTH',
        },
      },
      directApply: false,
      url: 'https://soraelectric.vn/ky-su-ung-dung-hvac-c12',
    })
  })

  it.each([
    [EmploymentType.FullTime, 'FULL_TIME'],
    [EmploymentType.PartTime, 'PART_TIME'],
    [EmploymentType.Internship, 'INTERN'],
    [EmploymentType.Contract, 'CONTRACTOR'],
  ])('maps employment type %i to %s', (employmentType, expected) => {
    expect(build({ employmentType }).employmentType).toBe(expected)
  })

  it('leaves out an employment type it does not know', () => {
    expect(build({ employmentType: 99 })).not.toHaveProperty('employmentType')
  })

  it('gives one bound of the salary, and none when negotiable or unknown', () => {
    expect(build({ salaryMax: null }).baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 25_000_000,
      unitText: 'MONTH',
    })
    expect(build({ salaryMin: null }).baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      maxValue: 35_000_000,
      unitText: 'MONTH',
    })
    expect(build({ salaryMin: null, salaryMax: null })).not.toHaveProperty('baseSalary')
    expect(build({ isNegotiable: true })).not.toHaveProperty('baseSalary')
  })

  it('leaves empty sections out of the description', () => {
    expect(build({ requirements: '', benefits: '' }).description).toBe('<p>Thiết kế hệ VRF.</p>')
  })
})

describe('endOfDeadline', () => {
  it('is the last second of the day in Vietnam', () => {
    expect(endOfDeadline('2026-12-31')).toBe('2026-12-31T23:59:59+07:00')
    expect(new Date(endOfDeadline('2026-12-31')).toISOString()).toBe('2026-12-31T16:59:59.000Z')
  })
})

describe('applyMailto', () => {
  it('fills in an encoded subject', () => {
    expect(applyMailto('tuyendung@soraelectric.vn', 'Ứng tuyển: Kỹ sư & kỹ thuật viên')).toBe(
      'mailto:tuyendung@soraelectric.vn?subject=%E1%BB%A8ng%20tuy%E1%BB%83n%3A%20K%E1%BB%B9%20s%C6%B0%20%26%20k%E1%BB%B9%20thu%E1%BA%ADt%20vi%C3%AAn',
    )
    expect(decodeURIComponent(applyMailto('a@b.vn', 'Application: HVAC').split('=')[1]!)).toBe(
      'Application: HVAC',
    )
  })
})
