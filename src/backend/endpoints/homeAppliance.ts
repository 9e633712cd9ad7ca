import { homeApplianceDetail } from '@/contract/homeAppliance'

import { implement } from '../endpoint'
import { getHomeAppliance } from '../services/homeAppliances'

export const homeApplianceDetailEndpoint = implement(
  homeApplianceDetail,
  async (input, { culture }) => getHomeAppliance(culture, input.id),
)
