import 'server-only'

import type { CallInput } from '@/contract/call'
import {
  postBySlug,
  postCategoryDetail,
  postCategoryList,
  postDetail,
  postList,
  postPreview,
} from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type PostListQuery = CallInput<typeof postList>
export type PostCategoryListQuery = CallInput<typeof postCategoryList>

/** Lists and details carry category names and counts, so category changes revalidate them. */
const postListTags = (locale: Locale) => [tags.posts(locale), tags.postCategories(locale)]

export const fetchPosts = (locale: Locale, query: PostListQuery, transport?: Transport) =>
  request(postList, locale, query, { transport })

export const getPosts = cachedRead('posts', fetchPosts, postListTags)

export const fetchPost = (locale: Locale, id: number, transport?: Transport) =>
  request(postDetail, locale, { id }, { transport })

export const getPost = cachedRead('post', fetchPost, (locale, id) => [
  tags.post(locale, String(id)),
  ...postListTags(locale),
])

/** `…-p42`, or the bare slug of a static post. */
export const fetchPostBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  request(postBySlug, locale, { slug }, { transport })

const idInSlug = (slug: string) => {
  const digits = /-p(\d{1,10})$/.exec(slug)?.[1]
  return digits ? String(Number(digits)) : undefined
}

export const getPostBySlug = cachedRead('postBySlug', fetchPostBySlug, (locale, slug) => {
  const id = idInSlug(slug)
  return [...(id ? [tags.post(locale, id)] : []), ...postListTags(locale)]
})

/** The latest version of a post, drafts included (draft mode only: never cached). */
export const fetchPostPreview = (locale: Locale, id: number, transport?: Transport) =>
  request(postPreview, locale, { id }, { transport })

export const fetchPostCategories = (
  locale: Locale,
  query: PostCategoryListQuery,
  transport?: Transport,
) => request(postCategoryList, locale, query, { transport })

export const getPostCategories = cachedRead('postCategories', fetchPostCategories, (locale) => [
  tags.postCategories(locale),
  tags.posts(locale),
])

export const fetchPostCategory = (locale: Locale, id: number, transport?: Transport) =>
  request(postCategoryDetail, locale, { id }, { transport })

export const getPostCategory = cachedRead('postCategory', fetchPostCategory, (locale) => [
  tags.postCategories(locale),
  tags.posts(locale),
])
