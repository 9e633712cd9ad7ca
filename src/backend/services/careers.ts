import type { Payload, Where } from 'payload'

import type { CareerDetailDto, CareerListItemDto } from '@/contract/career'
import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import { entityPath } from '@/contract/topic'
import {
  BusinessArea,
  CareerLevel,
  type CareerLevelName,
  EmploymentType,
  type EmploymentTypeName,
  enumNames,
  PostType,
} from '@/domain/enums'
import { parseId } from '@/domain/ids'
import { PROVINCES } from '@/domain/provinces'
import { endOfVietnamDay, startOfVietnamDay, vietnamDay } from '@/domain/vietnamTime'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Career } from '@/payload-types'

import { notFoundFault } from '../errors'
import { findWindow } from '../findWindow'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture, withContentCulture } from './contentCulture'
import { getSettingValue } from './settings'
import { titleOrSummaryMatches } from './textSearch'

const businessAreaName = enumNames(BusinessArea)
const levelName = enumNames(CareerLevel)

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const

export const EMPLOYMENT_TYPE_LABEL: Record<Locale, Record<EmploymentTypeName, string>> = {
  vi: {
    FullTime: 'Toàn thời gian',
    PartTime: 'Bán thời gian',
    Internship: 'Thực tập',
    Contract: 'Hợp đồng',
  },
  en: {
    FullTime: 'Full-time',
    PartTime: 'Part-time',
    Internship: 'Internship',
    Contract: 'Contract',
  },
}

export const CAREER_LEVEL_LABEL: Record<Locale, Record<CareerLevelName, string>> = {
  vi: {
    Intern: 'Thực tập sinh',
    Fresher: 'Mới tốt nghiệp',
    Staff: 'Nhân viên',
    Senior: 'Chuyên viên cao cấp',
    Manager: 'Quản lý',
  },
  en: {
    Intern: 'Intern',
    Fresher: 'Graduate',
    Staff: 'Staff',
    Senior: 'Senior',
    Manager: 'Manager',
  },
}

/** The deadline is a day: applications close when that day ends in Vietnam. */
export const careerExpiry = (deadline: string): Date => endOfVietnamDay(vietnamDay(deadline))

/** An opening as lists read it. */
type ListedCareer = Omit<Career, 'description' | 'requirements' | 'benefits'>

function toListItem(
  career: ListedCareer,
  culture: Locale,
  now: Date,
): WithoutContentCulture<CareerListItemDto> {
  const salaryMin = career.salaryMin ?? null
  const salaryMax = career.salaryMax ?? null
  return {
    id: career.id,
    title: career.title,
    slug: `${career.slug}-c${career.id}`,
    detailUrl: entityPath(career.slug, 'c', career.id),
    lastModificationTime: career.updatedAt,
    postType: PostType.Career,
    department: career.department,
    businessArea: career.businessArea ? BusinessArea[career.businessArea] : null,
    province: career.province,
    provinceName: PROVINCES[career.province][culture],
    employmentType: EmploymentType[career.employmentType],
    employmentTypeName: EMPLOYMENT_TYPE_LABEL[culture][career.employmentType],
    level: CareerLevel[career.level],
    levelName: CAREER_LEVEL_LABEL[culture][career.level],
    openings: career.openings,
    salaryMin,
    salaryMax,
    isNegotiable: salaryMin === null && salaryMax === null,
    deadline: vietnamDay(career.deadline),
    isExpired: now >= careerExpiry(career.deadline),
    publishedAt: career.publishedAt,
    summary: career.summary,
  }
}

export type CareerQuery = {
  province?: string | undefined
  businessArea?: number | undefined
  level?: number | undefined
  keyword?: string | undefined
  descending: boolean
  skip: number
  take: number
}

/** `Career/GetListBoxDto`: active openings whose deadline has not passed, newest first. */
export async function listCareers(
  payload: Payload,
  culture: Locale,
  query: CareerQuery,
  now = new Date(),
): Promise<Paged<CareerListItemDto>> {
  const conditions: Where[] = [
    { isActive: { equals: true } },
    // Still open: the deadline is today or later in Vietnam.
    { deadline: { greater_than_equal: startOfVietnamDay(vietnamDay(now)).toISOString() } },
  ]
  if (query.province !== undefined) conditions.push({ province: { equals: query.province } })
  if (query.businessArea !== undefined)
    conditions.push({ businessArea: { equals: businessAreaName.get(query.businessArea) } })
  if (query.level !== undefined) conditions.push({ level: { equals: levelName.get(query.level) } })
  if (query.keyword) {
    const ids = await titleOrSummaryMatches(payload, 'careers', culture, query.keyword)
    if (ids.length === 0) return { totalCount: 0, items: [] }
    conditions.push({ id: { in: ids } })
  }
  const direction = query.descending ? '-' : ''
  const { totalCount, docs } = await findWindow(
    (page, limit) =>
      payload.find({
        collection: 'careers',
        ...read,
        locale: culture,
        where: { and: conditions },
        sort: [`${direction}publishedAt`, `${direction}id`],
        page,
        limit,
        depth: 0,
        select: { description: false, requirements: false, benefits: false },
      }),
    query.skip,
    query.take,
  )
  const items = docs.map((career) => toListItem(career, culture, now))
  return { totalCount, items: await withContentCulture(payload, 'careers', culture, items) }
}

async function findActive(payload: Payload, locale: Locale, condition: Where) {
  const { docs } = await payload.find({
    collection: 'careers',
    ...read,
    locale,
    where: { and: [{ isActive: { equals: true } }, condition] },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return docs[0] ?? null
}

async function toDetail(
  payload: Payload,
  culture: Locale,
  career: Career,
  now: Date,
): Promise<CareerDetailDto> {
  return oneWithContentCulture(payload, 'careers', culture, {
    ...toListItem(career, culture, now),
    description: richTextToHtml(career.description),
    requirements: richTextToHtml(career.requirements),
    benefits: richTextToHtml(career.benefits),
    applyEmail: (await getSettingValue(payload, culture, 'RecruitmentEmail')) || null,
    lastModificationTime: career.updatedAt,
  })
}

/** `Career/GetDetailDto`: any active opening, expired ones included (they say so). */
export async function getCareer(
  payload: Payload,
  culture: Locale,
  id: number,
  now = new Date(),
): Promise<CareerDetailDto> {
  const career = await findActive(payload, culture, { id: { equals: id } })
  if (!career) throw notFoundFault('There is no job opening with the given id.')
  return toDetail(payload, culture, career, now)
}

/** `Career/GetDetailBySlug`: `…-c12` names opening 12; a bare slug is looked up by language. */
export async function getCareerBySlug(
  payload: Payload,
  culture: Locale,
  slug: string,
  now = new Date(),
): Promise<CareerDetailDto> {
  const id = parseId(/-c(\d+)$/.exec(slug)?.[1])
  let career = id === null ? null : await findActive(payload, culture, { id: { equals: id } })
  for (const locale of [culture, ...locales.filter((code) => code !== culture)]) {
    if (career) break
    const found = await findActive(payload, locale, { slug: { equals: slug } })
    career =
      found && locale !== culture
        ? await findActive(payload, culture, { id: { equals: found.id } })
        : found
  }
  if (!career) throw notFoundFault('There is no job opening with the given slug.')
  return toDetail(payload, culture, career, now)
}
