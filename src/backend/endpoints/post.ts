import {
  postBySlug,
  postCategoryDetail,
  postCategoryList,
  postDetail,
  postList,
  postPreview,
} from '@/contract/post'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import { getPostCategory, listPostCategories } from '../services/postCategories'
import { getPost, getPostBySlug, listPosts, previewPost } from '../services/posts'

export const postListEndpoint = implement(postList, (input, { payload, culture }) =>
  listPosts(payload, culture, {
    categoryType: input.categoryType,
    categoryId: input.categoryId,
    businessArea: input.businessArea,
    keyword: input.keyword || undefined,
    fromDate: input.fromDate,
    toDate: input.toDate,
    timeFrame: input.timeFrame,
    sortBy: input.sortBy,
    descending: input.sortDirection === undefined ? undefined : isDescending(input.sortDirection),
    ...window(input, postList.paging),
  }),
)

export const postDetailEndpoint = implement(postDetail, (input, { payload, culture }) =>
  getPost(payload, culture, input.id),
)

export const postBySlugEndpoint = implement(postBySlug, (input, { payload, culture }) =>
  getPostBySlug(payload, culture, input.slug),
)

export const postPreviewEndpoint = implement(postPreview, (input, { payload, culture }) =>
  previewPost(payload, culture, input.id),
)

export const postCategoryListEndpoint = implement(postCategoryList, (input, { payload, culture }) =>
  listPostCategories(payload, culture, {
    categoryType: input.categoryType,
    businessArea: input.businessArea,
    parentId: input.parentId,
    descending: isDescending(input.sortDirection),
    ...window(input, postCategoryList.paging),
  }),
)

export const postCategoryDetailEndpoint = implement(
  postCategoryDetail,
  (input, { payload, culture }) => getPostCategory(payload, culture, input.id),
)
