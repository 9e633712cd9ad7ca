import type { HomeApplianceDto } from '@/contract/homeAppliance'
import { ProductCategory } from '@/domain/enums'
import { HOME_APPLIANCES, homeApplianceById } from '@/domain/homeAppliances'
import type { Locale } from '@/i18n/locales'

import { notFoundFault } from '../errors'

/** `HomeAppliance/GetDetailDto`: a home-appliance category by its `ProductCategory` number. */
export function getHomeAppliance(culture: Locale, id: number): HomeApplianceDto {
  const category = homeApplianceById(id)
  if (!category) throw notFoundFault('There is no home appliance with the given id.')
  const { path, name } = HOME_APPLIANCES[category]
  return {
    id: ProductCategory[category],
    category,
    name: name[culture],
    slug: `${path.slice(1)}-ha${ProductCategory[category]}`,
    detailUrl: path,
  }
}
