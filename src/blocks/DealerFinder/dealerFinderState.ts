import { DealerKind, type BusinessAreaName, type DealerKindName } from '@/domain/enums'
import { roundCoordinate, type Coordinates } from '@/domain/geo'
import { PAGE_PARAM, parsePage } from '@/domain/postList'
import {
  formerProvinceNamed,
  resolveProvince,
  type FormerProvince,
  type ProvinceKey,
} from '@/domain/provinces'
import { firstValue, searchText } from '@/domain/query'
import type { DealerListQuery } from '@/lib/backend/dealers'

/**
 * The dealer finder as its URL states it:
 * `?t=homeAppliances&province=ho-chi-minh&kind=Showroom&q=nguyen+trai&lat=10.78&lng=106.7&page=2`.
 * `t` is the business area as the menu links it; `province` takes a former province's name too.
 */
export type DealerFinderState = {
  area?: AreaView
  province?: ProvinceKey
  /** The former province the URL named, when it is now part of another one. */
  former?: FormerProvince
  kind?: DealerKindName
  q: string
  /** The visitor's position, rounded to about a kilometre: the list is then nearest first. */
  position?: Coordinates
  page: number
}

type Search = Record<string, string | string[] | undefined>

/** The `t` values of the menu and the business areas they stand for. */
export const AREA_VIEWS = {
  homeAppliances: 'HomeAppliances',
  buildingSolution: 'BuildingSolution',
  factoryAutomation: 'FactoryAutomation',
} as const satisfies Record<string, BusinessAreaName>
export type AreaView = keyof typeof AREA_VIEWS
export const AREA_VIEW_KEYS = Object.keys(AREA_VIEWS) as AreaView[]

export const KIND_NAMES = Object.keys(DealerKind) as DealerKindName[]

/** `value` as one of `options`, matched without regard to case; undefined otherwise. */
function pick<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  const wanted = value?.trim().toLowerCase()
  return wanted ? options.find((option) => option.toLowerCase() === wanted) : undefined
}

/** Decimal degrees within ±`limit`, as a URL writes them; undefined otherwise. */
function degrees(raw: string | string[] | undefined, limit: number): number | undefined {
  const value = firstValue(raw)?.trim()
  if (!value || !/^[+-]?\d{1,3}(?:\.\d{1,12})?$/.test(value)) return undefined
  const number = Number(value)
  return Math.abs(number) <= limit ? roundCoordinate(number) : undefined
}

/** The state a URL query asks for; unknown or malformed values are ignored. */
export function parseDealerFinderState(search: Search): DealerFinderState {
  const provinceText = searchText(firstValue(search.province))
  const province = provinceText ? (resolveProvince(provinceText) ?? undefined) : undefined
  const former = province ? (formerProvinceNamed(provinceText) ?? undefined) : undefined
  const latitude = degrees(search.lat, 90)
  const longitude = degrees(search.lng, 180)
  return {
    area: pick(AREA_VIEW_KEYS, firstValue(search.t)),
    province,
    former,
    kind: pick(KIND_NAMES, firstValue(search.kind)),
    q: searchText(firstValue(search.q)),
    position:
      latitude === undefined || longitude === undefined ? undefined : { latitude, longitude },
    page: parsePage(search[PAGE_PARAM]),
  }
}

/** Whether the visitor narrowed the list (the business area comes from the menu and stays). */
export const hasFilters = (state: DealerFinderState): boolean =>
  Boolean(state.province || state.kind || state.q)

/** The backend query of a state. */
export const dealerQuery = (state: DealerFinderState, pageSize: number): DealerListQuery => ({
  businessArea: state.area ? AREA_VIEWS[state.area] : undefined,
  kind: state.kind,
  province: state.province,
  keyword: state.q || undefined,
  lat: state.position?.latitude,
  lng: state.position?.longitude,
  page: state.page,
  rowsPerPage: pageSize,
})

/** The address of a state on the page at `path`: its parameters in a fixed order, page 1 left out. */
export function dealerFinderHref(path: string, state: Omit<DealerFinderState, 'former'>): string {
  const query = new URLSearchParams()
  if (state.area) query.set('t', state.area)
  if (state.province) query.set('province', state.province)
  if (state.kind) query.set('kind', state.kind)
  if (state.q) query.set('q', state.q)
  if (state.position) {
    query.set('lat', String(state.position.latitude))
    query.set('lng', String(state.position.longitude))
  }
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
