import type { Payload, Where } from 'payload'

import type { DealerDetailDto, DealerDto } from '@/contract/dealer'
import type { Paged } from '@/contract/envelope'
import {
  addressLine,
  directionsUrl,
  openingHoursSpec,
  openingHoursText,
  phoneHref,
  wordsBegin,
} from '@/domain/dealers'
import { BusinessArea, DEALER_KIND_NAMES, DealerKind, enumNames } from '@/domain/enums'
import { distanceKm, type Coordinates } from '@/domain/geo'
import { PROVINCES, resolveProvince } from '@/domain/provinces'
import { foldText } from '@/domain/textMatch'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { compareNames } from '@/lib/format/collate'
import type { Dealer } from '@/payload-types'

import { notFoundFault } from '../errors'

const businessAreaName = enumNames(BusinessArea)
const kindName = enumNames(DealerKind)

const read = { overrideAccess: true, fallbackLocale: defaultLocale, depth: 0 } as const

/** The Vietnamese texts of a dealer: the address on its sign, what Maps finds best. */
type VietnameseTexts = Pick<Dealer, 'name' | 'street' | 'ward'>

const vietnameseAddress = (dealer: Dealer, vi: VietnameseTexts) =>
  addressLine({ street: vi.street, ward: vi.ward, provinceName: PROVINCES[dealer.province].vi })

function toDto(
  dealer: Dealer,
  vi: VietnameseTexts,
  culture: Locale,
  distance: number | null,
): DealerDto {
  const provinceName = PROVINCES[dealer.province][culture]
  const hours = dealer.openingHours ?? []
  return {
    id: dealer.id,
    name: dealer.name,
    kind: DealerKind[dealer.kind],
    kindName: DEALER_KIND_NAMES[dealer.kind][culture],
    businessAreas: (dealer.businessAreas ?? []).map((area) => BusinessArea[area]),
    street: dealer.street,
    ward: dealer.ward,
    province: dealer.province,
    provinceName,
    address: addressLine({ street: dealer.street, ward: dealer.ward, provinceName }),
    phone: dealer.phone,
    phoneHref: phoneHref(dealer.phone),
    email: dealer.email || null,
    website: dealer.website || null,
    openingHours: openingHoursSpec(hours),
    openingHoursText: openingHoursText(hours, culture),
    hoursNote: dealer.hoursNote || null,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
    directionsUrl: directionsUrl(`${vietnameseAddress(dealer, vi)}, Việt Nam`),
  }
}

/** Active dealers matching `where`, in `culture`, with their Vietnamese texts by id. */
async function findDealers(payload: Payload, culture: Locale, where: Where) {
  const find = (locale: Locale) =>
    payload.find({
      collection: 'dealers',
      ...read,
      locale,
      where: { and: [{ isActive: { equals: true } }, where] },
      pagination: false,
    })
  const [found, vietnamese] = await Promise.all([
    find(culture),
    culture === defaultLocale ? null : find(defaultLocale),
  ])
  const viTexts = new Map<number, VietnameseTexts>(
    (vietnamese ?? found).docs.map((doc) => [doc.id, doc]),
  )
  return found.docs.map((dealer) => ({ dealer, vi: viTexts.get(dealer.id) ?? dealer }))
}

export type DealerQuery = {
  businessArea?: number | undefined
  kind?: number | undefined
  /** A current province key (the contract resolves former names). */
  province?: string | undefined
  keyword?: string | undefined
  /** The visitor's position: the list is then sorted nearest first. */
  position?: Coordinates | undefined
  skip: number
  take: number
}

/** What a keyword is compared with: name and address in the request language and in Vietnamese. */
const searchable = (dealer: Dealer, vi: VietnameseTexts) =>
  [
    dealer.name,
    dealer.street,
    dealer.ward,
    vi.name,
    vi.street,
    vi.ward,
    PROVINCES[dealer.province].vi,
    PROVINCES[dealer.province].en,
  ].join(' ')

/**
 * How well a keyword names an entry: 2 when its name holds the words as typed (`song han` in
 * `Điện máy Sông Hàn`), 1 when it holds them all in any order, else 0 (found in the address).
 */
function nameRelevance(dealer: Dealer, vi: VietnameseTexts, keyword: string): number {
  const phrase = foldText(keyword)
  const names = [dealer.name, vi.name].map(foldText)
  if (names.some((name) => name.includes(phrase))) return 2
  return names.some((name) => wordsBegin(name, keyword)) ? 1 : 0
}

/**
 * `Dealer/GetListBoxDto`: active entries filtered in the database by area, kind and province,
 * then by keyword (accent-insensitive, in both languages' names and addresses, or naming the
 * entry's province by a current or former name) and sorted here: nearest first from a position,
 * then entries whose name the keyword names, then by display order (higher first) and name.
 * Filtering and sorting in memory is fine for a dealer network: a few hundred rows at most.
 */
export async function listDealers(
  payload: Payload,
  culture: Locale,
  query: DealerQuery,
): Promise<Paged<DealerDto>> {
  const conditions: Where[] = []
  if (query.businessArea !== undefined)
    conditions.push({ businessAreas: { in: [businessAreaName.get(query.businessArea)] } })
  if (query.kind !== undefined) conditions.push({ kind: { equals: kindName.get(query.kind) } })
  if (query.province !== undefined) conditions.push({ province: { equals: query.province } })
  let rows = await findDealers(payload, culture, { and: conditions })
  const keyword = query.keyword?.trim()
  if (keyword) {
    const province = resolveProvince(keyword)
    rows = rows.filter(
      ({ dealer, vi }) =>
        dealer.province === province || wordsBegin(searchable(dealer, vi), keyword),
    )
  }
  const { position } = query
  const measured = rows.map((row) => ({
    ...row,
    distance: position ? distanceKm(position, row.dealer) : null,
    relevance: keyword ? nameRelevance(row.dealer, row.vi, keyword) : 0,
  }))
  const compare = compareNames(culture)
  measured.sort(
    (a, b) =>
      (a.distance ?? 0) - (b.distance ?? 0) ||
      b.relevance - a.relevance ||
      b.dealer.displayOrder - a.dealer.displayOrder ||
      compare(a.dealer.name, b.dealer.name) ||
      a.dealer.id - b.dealer.id,
  )
  return {
    totalCount: measured.length,
    items: measured
      .slice(query.skip, query.skip + query.take)
      .map(({ dealer, vi, distance }) => toDto(dealer, vi, culture, distance)),
  }
}

/** `Dealer/GetDetailDto`: one active entry. */
export async function getDealer(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<DealerDetailDto> {
  const [row] = await findDealers(payload, culture, { id: { equals: id } })
  if (!row) throw notFoundFault('There is no dealer with the given id.')
  return { ...toDto(row.dealer, row.vi, culture, null), lastModificationTime: row.dealer.updatedAt }
}
