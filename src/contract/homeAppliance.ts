import { z } from 'zod'

import { declareCall } from './call'
import { idParam } from './params'

/** A home-appliance category (entity homeAppliances, slug code `ha`) and where its page is. */
export const homeApplianceSchema = z.object({
  /** Its `ProductCategory` number. */
  id: z.number().int(),
  /** Its `ProductCategory` name. */
  category: z.string(),
  name: z.string(),
  /** `{slug}-ha{id}`: the entity path old links use. */
  slug: z.string(),
  /** The locale-less path of its page (`/tu-lanh`), where `/{slug}-ha{id}` leads. */
  detailUrl: z.string(),
})
export type HomeApplianceDto = z.infer<typeof homeApplianceSchema>

export const homeApplianceDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/HomeAppliance/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: homeApplianceSchema,
})
