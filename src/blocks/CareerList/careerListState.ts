import type { CareerListQuery } from '@/lib/backend/careers'
import { PAGE_PARAM, parsePage } from '@/domain/postList'
import { firstValue } from '@/domain/query'
import {
  BusinessArea,
  CareerLevel,
  type BusinessAreaName,
  type CareerLevelName,
} from '@/domain/enums'
import { PROVINCE_KEYS, type ProvinceKey } from '@/domain/provinces'

/** The careers list as its URL states it: `?province=ha-noi&area=FactoryAutomation&level=Senior&page=2`. */
export type CareerListState = {
  province?: ProvinceKey
  area?: BusinessAreaName
  level?: CareerLevelName
  page: number
}

type Search = Record<string, string | string[] | undefined>

export const AREA_NAMES = Object.keys(BusinessArea) as BusinessAreaName[]
export const LEVEL_NAMES = Object.keys(CareerLevel) as CareerLevelName[]

/** `value` as one of `options`, matched without regard to case; undefined otherwise. */
function pick<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  const wanted = value?.trim().toLowerCase()
  return wanted ? options.find((option) => option.toLowerCase() === wanted) : undefined
}

/** The state a URL query asks for; unknown or malformed values are ignored. */
export function parseCareerListState(search: Search): CareerListState {
  return {
    province: pick(PROVINCE_KEYS, firstValue(search.province)),
    area: pick(AREA_NAMES, firstValue(search.area)),
    level: pick(LEVEL_NAMES, firstValue(search.level)),
    page: parsePage(search[PAGE_PARAM]),
  }
}

export const hasFilters = (state: CareerListState): boolean =>
  Boolean(state.province || state.area || state.level)

/** The backend query of a state. */
export const careerListQuery = (state: CareerListState, pageSize: number): CareerListQuery => ({
  province: state.province,
  businessArea: state.area,
  level: state.level,
  page: state.page,
  rowsPerPage: pageSize,
})

/** The address of a state on the page at `path`, its filters in a fixed order, page 1 left out. */
export function careerListHref(path: string, state: CareerListState): string {
  const query = new URLSearchParams()
  if (state.province) query.set('province', state.province)
  if (state.area) query.set('area', state.area)
  if (state.level) query.set('level', state.level)
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
