import { dealerDetail, dealerList } from '@/contract/dealer'

import { implement } from '../endpoint'
import { validationFault } from '../errors'
import { window } from '../paging'
import { getDealer, listDealers } from '../services/dealers'

/** A position is both coordinates or none: one alone is a mistake worth telling. */
function positionOf(lat: number | undefined, lng: number | undefined) {
  if (lat === undefined && lng === undefined) return undefined
  if (lat === undefined || lng === undefined) {
    const missing = lat === undefined ? 'lat' : 'lng'
    throw validationFault([
      { message: `${missing}: lat and lng are given together`, members: [missing] },
    ])
  }
  return { latitude: lat, longitude: lng }
}

export const dealerListEndpoint = implement(dealerList, (input, { payload, culture }) =>
  listDealers(payload, culture, {
    businessArea: input.businessArea,
    kind: input.kind,
    province: input.province,
    keyword: input.keyword || undefined,
    position: positionOf(input.lat, input.lng),
    ...window(input, dealerList.paging),
  }),
)

export const dealerDetailEndpoint = implement(dealerDetail, (input, { payload, culture }) =>
  getDealer(payload, culture, input.id),
)
