import {
  defaultSortDirection,
  filterList,
  productBySlug,
  productDetail,
  productList,
  productRelated,
  productsByIds,
} from '@/contract/product'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import {
  getProduct,
  listFilters,
  listProducts,
  productIdBySlug,
  productsByIds as readProductsByIds,
  relatedProducts,
} from '../services/products'

export const productListEndpoint = implement(productList, (input, { payload, culture }) => {
  const sort = input.sorting ?? productList.paging.defaultSort
  return listProducts(payload, culture, {
    group: input.productGroup,
    category: input.productCategory,
    filters: input.filters ?? [],
    keyword: input.keyword || undefined,
    parentId: input.parentId,
    featured: input.isFeatured,
    sort,
    descending: isDescending(input.sortDirection ?? defaultSortDirection(sort)),
    ...window(input, productList.paging),
  })
})

export const productDetailEndpoint = implement(productDetail, (input, { payload, culture }) =>
  getProduct(payload, culture, input.id),
)

export const productBySlugEndpoint = implement(productBySlug, async (input, { payload, culture }) =>
  getProduct(payload, culture, await productIdBySlug(payload, culture, input.slug)),
)

export const productRelatedEndpoint = implement(productRelated, (input, { payload, culture }) =>
  relatedProducts(payload, culture, input.productId, input.maxResultCount ?? 4),
)

export const productsByIdsEndpoint = implement(productsByIds, (input, { payload, culture }) =>
  readProductsByIds(payload, culture, input.productIds),
)

export const filterListEndpoint = implement(filterList, (input, { payload, culture }) =>
  listFilters(payload, culture, input.productCategory, input.filters ?? []),
)
