import type { Paged } from '@/contract/envelope'
import type { ProductListItemDto } from '@/contract/product'
import type { Locale } from '@/i18n/locales'

import { filterPairs, sortDirection, type CatalogueState } from './state'

/**
 * The one call the browser makes to the backend contract: `Product/GetListBoxDto`, with the
 * culture and tenant headers the contract defines. Answers are typed by the shared contract.
 */
export async function fetchCatalogue(
  locale: Locale,
  category: string,
  state: CatalogueState,
  pageSize: number,
  fixedFilters: string[],
  signal?: AbortSignal,
): Promise<Paged<ProductListItemDto>> {
  const params = new URLSearchParams({
    ProductCategory: category,
    Sorting: state.sort,
    SortDirection: sortDirection(state.sort),
    Page: '1',
    RowsPerPage: String(Math.min(pageSize * state.page, 100)),
  })
  if (state.keyword) params.set('Keyword', state.keyword)
  for (const pair of [...fixedFilters, ...filterPairs(state)]) params.append('Filters', pair)
  const response = await fetch(`/api/services/app/Product/GetListBoxDto?${params}`, {
    headers: {
      accept: 'application/json',
      '.AspNetCore.Culture': `c=${locale}|uic=${locale}`,
      'Abp.TenantId': '1',
    },
    signal,
  })
  const body = (await response.json()) as {
    success: boolean
    result: Paged<ProductListItemDto> | null
    error: { message: string } | null
  }
  if (!response.ok || !body.success || !body.result)
    throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  return body.result
}
