import type { CareerDetailDto } from '@/contract/career'
import { EmploymentType, enumNames, type EmploymentTypeName } from '@/domain/enums'

/** schema.org `employmentType` values of our employment types. */
const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentTypeName, string> = {
  FullTime: 'FULL_TIME',
  PartTime: 'PART_TIME',
  Internship: 'INTERN',
  Contract: 'CONTRACTOR',
}

const employmentTypeName = enumNames(EmploymentType)

/** The last moment to apply: the end of the deadline day (`YYYY-MM-DD`) in Vietnam. */
export const endOfDeadline = (deadline: string): string => `${deadline}T23:59:59+07:00`

/** `mailto:` an address with the subject filled in. */
export const applyMailto = (email: string, subject: string): string =>
  `mailto:${encodeURI(email.trim())}?subject=${encodeURIComponent(subject)}`

type JobPostingInput = {
  career: CareerDetailDto
  /** Absolute address of the opening's page. */
  url: string
  /** Absolute address of the site. */
  siteUrl: string
  brandName: string
  /** Headings put before the requirements and the benefits in the description. */
  headings: { requirements: string; benefits: string }
}

/** The monthly VND pay as schema.org writes it, when either bound is known. */
function baseSalary({ salaryMin: min, salaryMax: max }: CareerDetailDto) {
  if (min === null && max === null) return undefined
  const value =
    min !== null && max !== null
      ? { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : min !== null
        ? { minValue: min }
        : { maxValue: max }
  return {
    '@type': 'MonetaryAmount',
    currency: 'VND',
    value: { '@type': 'QuantitativeValue', ...value, unitText: 'MONTH' },
  }
}

/**
 * `JobPosting` structured data of an open position: the description as HTML (requirements and
 * benefits under their headings), valid through the end of its deadline day in Vietnam.
 */
export function jobPostingJsonLd({ career, url, siteUrl, brandName, headings }: JobPostingInput) {
  const employment = employmentTypeName.get(career.employmentType)
  const salary = career.isNegotiable ? undefined : baseSalary(career)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: career.title,
    description: [
      career.description,
      career.requirements ? `<h3>${headings.requirements}</h3>${career.requirements}` : '',
      career.benefits ? `<h3>${headings.benefits}</h3>${career.benefits}` : '',
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: brandName, value: String(career.id) },
    datePosted: career.publishedAt,
    validThrough: endOfDeadline(career.deadline),
    ...(employment ? { employmentType: SCHEMA_EMPLOYMENT_TYPE[employment] } : {}),
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: siteUrl },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressRegion: career.provinceName,
        addressCountry: 'VN',
      },
    },
    ...(career.openings > 0 ? { totalJobOpenings: career.openings } : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: false,
    url,
  }
}
